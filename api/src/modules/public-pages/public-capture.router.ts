import { Router } from '@koa/router';
import { CAPTURE_MESSAGES, PublicCaptureInput, type PublicCaptureResponse } from '@leadnest/contracts';
import type { Context } from 'koa';
import { z } from 'zod';
import { AppError, TooManyRequestsError } from '../../lib/errors.js';
import { FailureLimiter } from '../../lib/rate-limit.js';
import { validate, validated } from '../../lib/validate.js';
import type { ModuleDeps } from '../types.js';
import { capturePageHeaders, newNonce } from './public-page.router.js';
import { renderCapturePage, renderNotFoundPage } from './public-page.html.js';
import { findActivePage } from '../capture-pages/capture-pages.service.js';
import { submitCapture } from './public-capture.service.js';

/** Submissions per IP per minute, counted whatever their outcome (spam, typos and all). */
export const CAPTURE_LIMIT = { max: 5, windowMs: 60_000 };

const SlugParams = z.object({ slug: z.string().min(1).max(120) });
const slugOnly = { params: SlugParams };

/** A plain form post from a browser without our script: answer with pages, not JSON. */
const wantsHtml = (ctx: Context) => Boolean(ctx.request.is('urlencoded')) && ctx.accepts('json', 'html') === 'html';

/**
 * POST /api/public/capture/{slug}: the capture pages' form, open to
 * visitors (no session). JSON (the page's script) or form-encoded (the
 * form without script: a 303 back to the page's thank-you state, or the
 * page again with its errors). Same-origin (app.ts step 4) lets the page
 * itself post here; other sites' pages are refused like everywhere else.
 */
export function publicCaptureRouter(_deps: ModuleDeps): Router {
  const router = new Router();
  // One limiter per app: kept in memory, like the sign-in limits (rate-limit.ts says why).
  const limiter = new FailureLimiter(CAPTURE_LIMIT);

  router.post('/public/capture/:slug', validate(slugOnly), async (ctx) => {
    const { params } = validated(ctx, slugOnly);
    const key = `capture:ip:${ctx.ip}`;
    const html = wantsHtml(ctx);
    const raw = (ctx.request.body ?? {}) as Record<string, unknown>;
    try {
      const wait = limiter.retryAfter(key);
      if (wait > 0) throw new TooManyRequestsError(wait, CAPTURE_MESSAGES.rateLimited, { code: 'RATE_LIMITED' });
      limiter.fail(key);
      const page = await findActivePage(params.slug);
      const parsed = PublicCaptureInput.safeParse(raw);
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'form')] ??= issue.message;
        throw new AppError(400, parsed.error.issues[0]?.message ?? 'The form is not valid.', { code: 'VALIDATION_FAILED', fields });
      }
      await submitCapture(page, parsed.data);
      if (html) {
        ctx.status = 303;
        ctx.redirect(`/p/${encodeURIComponent(page.slug)}?submitted=1`);
        return;
      }
      ctx.status = 201;
      ctx.body = { success: true, message: CAPTURE_MESSAGES.thanks } satisfies PublicCaptureResponse;
    } catch (err) {
      if (!html || !(err instanceof AppError)) throw err;
      await answerWithPage(ctx, err, params.slug, raw);
    }
  });

  return router;
}

/** The no-script path: the error as a page (the form again, with what was typed), same status. */
async function answerWithPage(ctx: Context, err: AppError, slug: string, raw: Record<string, unknown>): Promise<void> {
  const nonce = newNonce();
  capturePageHeaders(ctx, nonce);
  for (const [name, value] of Object.entries(err.headers)) ctx.set(name, value);
  ctx.status = err.status;
  ctx.type = 'html';
  const page = err.status === 404 ? undefined : await findActivePage(slug).catch(() => undefined);
  if (!page) {
    ctx.status = 404;
    ctx.body = renderNotFoundPage(nonce);
    return;
  }
  const values = Object.fromEntries(['name', 'email', 'phone', 'address', 'consent'].map((k) => [k, typeof raw[k] === 'string' ? raw[k] : '']));
  ctx.body = renderCapturePage(page, { values, errors: err.fields, message: err.message }, nonce);
}
