import { Router } from '@koa/router';
import { CAPTURE_MESSAGES, CAPTURE_UTM_KEYS, PublicCaptureInput, type PublicCaptureResponse } from '@leadnest/contracts';
import type { Context } from 'koa';
import { z } from 'zod';

import { AppError } from '../../lib/errors.js';
import { type Cap, RequestCaps } from '../../lib/request-caps.js';
import { validate, validated } from '../../lib/validate.js';
import { findActivePage } from '../capture-pages/capture-pages.service.js';
import type { ModuleDeps } from '../types.js';
import { submitCapture } from './public-capture.service.js';
import { renderCapturePage, renderNotFoundPage } from './public-page.html.js';
import { capturePageHeaders, newNonce } from './public-page.router.js';

const HOUR = 3_600_000;

/**
 * Submissions per hour, counted whatever their outcome (spam, typos and
 * all): per page from one IP (an open-house tablet signs up a visitor every
 * couple of minutes for hours), per IP across pages (a higher bar: an
 * office or a phone carrier puts many people behind one address), and per
 * page from everywhere (a flood from many IPs fills this cap, not the
 * agent's pipeline).
 */
export const CAPTURE_LIMITS = {
  pageIp: { name: 'capture:page-ip', max: 30, windowMs: HOUR },
  ip: { name: 'capture:ip', max: 100, windowMs: HOUR },
  page: { name: 'capture:page', max: 300, windowMs: HOUR },
} satisfies Record<string, Cap>;

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
  const caps = new RequestCaps();

  router.post('/public/capture/:slug', validate(slugOnly), async (ctx) => {
    const { params } = validated(ctx, slugOnly);
    const html = wantsHtml(ctx);
    const raw = (ctx.request.body ?? {}) as Record<string, unknown>;
    try {
      await caps.take([
        { cap: CAPTURE_LIMITS.pageIp, key: `${params.slug}\n${ctx.ip}`, message: CAPTURE_MESSAGES.rateLimited },
        { cap: CAPTURE_LIMITS.ip, key: ctx.ip, message: CAPTURE_MESSAGES.rateLimited },
        { cap: CAPTURE_LIMITS.page, key: params.slug, message: CAPTURE_MESSAGES.pageBusy },
      ]);
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
  const values = Object.fromEntries(
    ['name', 'email', 'phone', 'address', 'consent', 'startedAt', ...CAPTURE_UTM_KEYS].map((k) => [k, typeof raw[k] === 'string' ? raw[k] : '']),
  );
  ctx.body = renderCapturePage(page, { values, errors: err.fields, message: err.message }, nonce);
}
