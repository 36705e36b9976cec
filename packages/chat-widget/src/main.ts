import { BRAND_NAME } from '@leadnest/brand';

import { findConfig } from './script';
import { ChatWidget } from './widget';

/**
 * The entry of dist/widget.js. Reads its own script tag now (currentScript
 * exists only while this runs), then draws the widget once the body exists.
 * A snippet pasted twice draws one widget.
 */
const page = window as Window & { __leadnestChat?: true };
const config = findConfig(document);
if (!config) {
  console.warn(`${BRAND_NAME} chat: the widget script needs a data-agent attribute (copy the snippet from onboarding).`);
} else if (!page.__leadnestChat) {
  page.__leadnestChat = true;
  const start = () => new ChatWidget(config).mount();
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);
}
