/**
 * npm run og-image — draws api/src/modules/web/assets/og-image.png, the
 * 1200×630 picture link previews show for the public pages
 * (api/src/modules/web/head-tags.ts), with Debian's Chromium. Run it again
 * after a brand change and commit the picture. A script, not API code: the
 * browser is a tool of the repo (scripts and e2e), never of the server.
 */
import path from 'node:path';

import { BRAND_NAME, BRAND_TAGLINE, FAVICON_SVG } from '@leadnest/brand';
import { chromium } from '@playwright/test';

import { CHROMIUM_LAUNCH } from '../e2e/support/chromium';
import { ROOT } from './lib/workspace';

const out = path.join(ROOT, 'api/src/modules/web/assets/og-image.png');
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const html = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;padding:0 96px;box-sizing:border-box;background:#1d4ed8;color:#fff;font-family:system-ui,'DejaVu Sans',sans-serif">
<div style="display:flex;align-items:center;gap:28px"><div style="width:120px;height:120px;background:#fff;border-radius:28px;display:flex;align-items:center;justify-content:center"><div style="width:96px;height:96px">${FAVICON_SVG.replace('<svg', '<svg width="96" height="96"')}</div></div>
<div style="font-size:96px;font-weight:700">${escape(BRAND_NAME)}</div></div>
<p style="font-size:44px;line-height:1.3;margin:48px 0 0;max-width:1000px">${escape(BRAND_TAGLINE)}</p></body></html>`;

const browser = await chromium.launch({ headless: true, ...CHROMIUM_LAUNCH });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: out, type: 'png' });
await browser.close();
console.log(`wrote ${out}`);
