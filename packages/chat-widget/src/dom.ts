import { BRAND_NAME } from '@leadnest/brand';

import { CSS } from './styles';

/**
 * Element helpers. Every text goes in with `append(string)` or
 * `textContent`, which create text nodes: nothing a visitor, an agent or the
 * server writes is ever parsed as HTML.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const name in attrs) el.setAttribute(name, attrs[name]!);
  el.append(...children);
  return el;
}

function chatIcon(): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', 'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm3 6v2h2V9H7zm4 0v2h2V9h-2zm4 0v2h2V9h-2z');
  svg.append(path);
  return svg;
}

/** Applies the CSS to the shadow root: a constructed sheet where supported (not blocked by a site's style-src CSP), else a <style>. */
function addStyles(root: ShadowRoot): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    root.adoptedStyleSheets = [sheet];
  } catch {
    root.append(h('style', {}, CSS));
  }
}

export interface WidgetElements {
  host: HTMLElement;
  root: ShadowRoot;
  frame: HTMLDivElement;
  bubble: HTMLButtonElement;
  panel: HTMLElement;
  name: HTMLElement;
  subtitle: HTMLElement;
  close: HTMLButtonElement;
  log: HTMLDivElement;
  greeting: HTMLDivElement;
  typing: HTMLDivElement;
  error: HTMLDivElement;
  errorText: HTMLSpanElement;
  retry: HTMLButtonElement;
  form: HTMLFormElement;
  input: HTMLInputElement;
  send: HTMLButtonElement;
}

/**
 * The widget's DOM: a `<leadnest-chat>` host (a custom tag, so a site's
 * `div { … }` rules do not hit it) with an open shadow root holding the
 * bubble and the panel (a non-modal dialog: header, message log, typing
 * indicator, inline error, form).
 */
export function buildElements(): WidgetElements {
  const host = document.createElement('leadnest-chat');
  const root = host.attachShadow({ mode: 'open' });
  addStyles(root);

  const name = h('strong', {}, 'Chat');
  const subtitle = h('small', {}, 'AI assistant');
  const close = h('button', { type: 'button', class: 'x', 'aria-label': 'Close chat' }, '×');
  const greeting = h('div', { class: 'm assistant' });
  greeting.hidden = true;
  const log = h('div', { class: 'l', role: 'log', 'aria-live': 'polite', 'aria-label': 'Messages', tabindex: '0' }, greeting);
  const typing = h('div', { class: 't', role: 'status' }, h('span', { class: 's' }, 'Typing…'), h('i'), h('i'), h('i'));
  typing.hidden = true;
  const errorText = h('span');
  const retry = h('button', { type: 'button' }, 'Retry');
  const error = h('div', { class: 'e', role: 'alert' }, errorText, retry);
  error.hidden = true;
  const input = h('input', {
    type: 'text',
    'aria-label': 'Type your message',
    placeholder: 'Type your message…',
    autocomplete: 'off',
    enterkeyhint: 'send',
    maxlength: '1000',
  });
  const send = h('button', { type: 'submit' }, 'Send');
  const form = h('form', {}, input, send);
  const panel = h(
    'section',
    { class: 'p', id: 'leadnest-chat-panel', role: 'dialog', 'aria-label': 'Chat' },
    h('header', { class: 'h' }, h('div', {}, name, subtitle), close),
    log,
    typing,
    error,
    form,
    h('p', { class: 'f' }, `Powered by ${BRAND_NAME}`),
  );
  panel.hidden = true;
  const bubble = h(
    'button',
    { type: 'button', class: 'o', 'aria-label': 'Open chat', 'aria-expanded': 'false', 'aria-controls': 'leadnest-chat-panel' },
    chatIcon(),
  );
  const frame = h('div', { class: 'w' }, panel, bubble);
  root.append(frame);
  return { host, root, frame, bubble, panel, name, subtitle, close, log, greeting, typing, error, errorText, retry, form, input, send };
}
