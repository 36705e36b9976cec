import { Router } from '@koa/router';
import { CAPTURE_MESSAGES, CAPTURE_UTM_KEYS, type PublicCaptureResponse } from '@leadnest/contracts';
import type { Context } from 'koa';
import { z } from 'zod';

import { AppError } from '../../lib/errors.js';
import { type Cap, type CapCheck, clientNetwork, RequestCaps } from '../../lib/request-caps.js';
import { validate, validated } from '../../lib/validate.js';
import { findActivePage } from '../capture-pages/capture-pages.service.js';
import type { ModuleDeps } from '../types.js';
import { consentTextFor } from './capture-consent.js';
import { issueFormStamp, readFormStamp } from './capture-form-stamp.js';
import { judgeCapture, storeCapture } from './public-capture.service.js';
import { renderCapturePage, renderNotFoundPage } from './public-page.html.js';
import { capturePageHeaders, newNonce } from './public-page.router.js';

const HOUR = 3_600_000;

/**
 * Submissions per hour (docs/decisions/0036-public-form-caps.md): per page
 * from one IP (an open-house tablet signs up a visitor every couple of
 * minutes for hours) and per IP across pages (a higher bar: an office or a
 * phone carrier puts many people behind one address), each counted
 * whatever the outcome, spam and typos included, so they only hold back
 * the network that sends them; and per page from everywhere, counting only
 * the sign-ups about to be stored (a flood of people-like sign-ups from
 * many IPs fills this cap, not the agent's pipeline; what the checks
 * refuse never closes the form to real visitors).
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
    const network = clientNetwork(ctx.ip);
    const perIp: CapCheck[] = [
      { cap: CAPTURE_LIMITS.pageIp, key: `${params.slug}\n${network}`, message: CAPTURE_MESSAGES.rateLimited },
      { cap: CAPTURE_LIMITS.ip, key: network, message: CAPTURE_MESSAGES.rateLimited },
    ];
    const perPage: CapCheck = { cap: CAPTURE_LIMITS.page, key: params.slug, message: CAPTURE_MESSAGES.pageBusy };
    try {
      // Every post counts against the sender's IP, whatever comes of it.
      await caps.take(perIp);
      const page = await findActivePage(params.slug);
      const verdict = judgeCapture(page, raw);
      if (verdict.store) {
        // Only a sign-up about to be stored counts against the page.
        await caps.take([perPage]);
        await storeCapture(page, verdict.input);
      }
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
    ['name', 'email', 'phone', 'address', 'consent', ...CAPTURE_UTM_KEYS].map((k) => [k, typeof raw[k] === 'string' ? raw[k] : '']),
  );
  // The form shown again keeps its stamp (a typo fixed fast is still a person's); a refused stamp is replaced.
  const sent = typeof raw.formStamp === 'string' ? raw.formStamp : undefined;
  const stamp = readFormStamp(sent, String(page._id)).ok ? sent : issueFormStamp(String(page._id));
  ctx.body = renderCapturePage(page, { values, errors: err.fields, message: err.message, stamp, consentText: await consentTextFor(page.userId) }, nonce);
}
