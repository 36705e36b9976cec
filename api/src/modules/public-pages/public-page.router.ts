import { randomBytes } from 'node:crypto';

import { Router } from '@koa/router';
import type { Context } from 'koa';

import { AppError } from '../../lib/errors.js';
import { countCapturePage, findActivePage } from '../capture-pages/capture-pages.service.js';
import { consentTextFor } from './capture-consent.js';
import { issueFormStamp } from './capture-form-stamp.js';
import { utmOfQuery } from './capture-utm.js';
import { contentSecurityPolicy, renderCapturePage, renderNotFoundPage } from './public-page.html.js';

export const newNonce = (): string => randomBytes(16).toString('base64');

/** Headers of every public page answer: its CSP (embeddable on agents' sites), no sniffing, not cached (a deactivated page must disappear at once). */
export function capturePageHeaders(ctx: Context, nonce: string): void {
  ctx.set('Content-Security-Policy', contentSecurityPolicy(nonce));
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'same-origin');
  ctx.set('Cache-Control', 'no-store');
}

/**
 * GET /p/{slug}: a capture page as server-rendered HTML, outside /api and
 * outside the app shell (fast, no shell). Mounted by app.ts before
 * the web module. Unknown and inactive pages: a 404 page. `?submitted=1`
 * is the thank-you state the no-script form post is redirected to. Each
 * showing of the form counts a view; the visit's utm_* parameters ride
 * along in hidden fields and end up on the lead.
 */
export function publicPageRouter(): Router {
  const router = new Router();
  router.get('/p/:slug', async (ctx) => {
    const nonce = newNonce();
    capturePageHeaders(ctx, nonce);
    ctx.type = 'html';
    const slug = ctx.params.slug ?? '';
    try {
      const page = await findActivePage(slug.slice(0, 120));
      const submitted = ctx.query.submitted === '1';
      // A view is the form shown (the thank-you state after a no-script post is not another one).
      if (!submitted) await countCapturePage(page._id, 'views');
      // The form carries the server's signed stamp of when it was shown (the fill-time check, public-capture.service.ts).
      const stamp = submitted ? undefined : issueFormStamp(String(page._id));
      const consentText = await consentTextFor(page.userId);
      ctx.body = renderCapturePage(page, { submitted, values: utmOfQuery(ctx.query), stamp, consentText }, nonce);
    } catch (err) {
      if (!(err instanceof AppError) || err.status !== 404) throw err;
      ctx.status = 404;
      ctx.body = renderNotFoundPage(nonce);
    }
  });
  return router;
}
