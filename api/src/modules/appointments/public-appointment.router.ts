import { randomBytes } from 'node:crypto';

import { Router } from '@koa/router';
import { freeSlots, toWallTime } from '@leadnest/assistant-engine';
import type { Context } from 'koa';

import { AppError } from '../../lib/errors.js';
import { loadAgentSettings } from '../agent-settings/agent-settings.service.js';
import type { ModuleDeps } from '../types.js';
import {
  cancelAppointment,
  confirmAppointment,
  confirmLeadAddress,
  getAppointment,
  linkedAppointment,
  updateAppointment,
} from './appointment-editing.service.js';
import { type NoticeDeps, tellAgent } from './appointment-notices.js';
import { busyIntervals } from './appointments.service.js';
import { appointmentOfToken } from './lead-links.js';
import { publicPageCsp, renderAppointmentPage, renderLinkNotFound, renderTooMany } from './public-appointment.html.js';
import { isTooMany, publicAppointmentCaps, tooManyOnPage } from './public-appointment-limits.js';

const pad = (n: number) => String(n).padStart(2, '0');
const FORTNIGHT_MS = 14 * 24 * 3600_000;

/** The appointment a link names, with its owner; undefined for a forged token or a deleted appointment. */
async function fromToken(token: string) {
  const id = appointmentOfToken(token);
  if (!id) return undefined;
  const row = await linkedAppointment(id);
  return row ? { id, ...row } : undefined;
}

function page(ctx: Context): string {
  const nonce = randomBytes(16).toString('base64');
  ctx.set('Content-Security-Policy', publicPageCsp(nonce));
  ctx.set('Cache-Control', 'no-store');
  // same-origin, not no-referrer: with no-referrer the browser sends "Origin: null" on the form posts, which the CSRF check refuses.
  ctx.set('Referrer-Policy', 'same-origin');
  ctx.type = 'html';
  return nonce;
}

/**
 * The lead's public page for their appointment, at /a/{token} (outside
 * /api: a page, not data; mounted by app.ts beside the capture pages). The
 * signed token is the only authority: it names one appointment. Each action
 * answers 303 back to the page with what happened, and the agent is mailed.
 * Views and actions are capped per IP (public-appointment-limits.ts): over
 * a cap, a 429 page with Retry-After.
 */
export function publicAppointmentRouter({ env, logger, outbox }: ModuleDeps): Router {
  const router = new Router({ prefix: '/a' });
  const deps: NoticeDeps = { outbox, baseUrl: env.PUBLIC_BASE_URL, logger };
  const caps = publicAppointmentCaps();

  /** Runs `check`; when a cap is reached, answers the 429 page instead and says so (false). */
  async function within(ctx: Context, check: () => Promise<void>): Promise<boolean> {
    try {
      await check();
      return true;
    } catch (err) {
      if (!isTooMany(err)) throw err;
      const nonce = page(ctx);
      ctx.status = 429;
      ctx.set('Retry-After', String(Math.max(1, Math.ceil(err.retryAfterSeconds))));
      ctx.body = renderTooMany(tooManyOnPage(err.retryAfterSeconds), nonce);
      return false;
    }
  }

  router.get('/:token', async (ctx) => {
    if (!(await within(ctx, () => caps.view(ctx)))) return;
    const nonce = page(ctx);
    const found = await fromToken(ctx.params.token ?? '');
    if (!found) {
      ctx.status = 404;
      ctx.body = renderLinkNotFound(nonce);
      return;
    }
    const [appointment, agent] = await Promise.all([getAppointment(found.userId, found.id), loadAgentSettings(found.userId)]);
    const now = new Date();
    const tz = agent?.availability.timeZone ?? 'America/New_York';
    const busy = agent && appointment.status === 'scheduled' ? await busyIntervals(found.userId, now, new Date(now.getTime() + FORTNIGHT_MS)) : [];
    const slots = agent && appointment.status === 'scheduled' ? freeSlots(agent.availability, busy, now, 14, now).slice(0, 12) : [];
    const done = typeof ctx.query.done === 'string' ? ctx.query.done : undefined;
    ctx.body = renderAppointmentPage(
      { appointment, agentName: agent?.agentName ?? 'Your agent', timeZone: tz, slots, action: `/a/${ctx.params.token}`, done },
      nonce,
    );
  });

  const act = (name: string, run: (found: NonNullable<Awaited<ReturnType<typeof fromToken>>>, ctx: Context) => Promise<string>) =>
    router.post(`/:token/${name}`, async (ctx) => {
      const found = await fromToken(ctx.params.token ?? '');
      // A forged token counts against the IP too.
      if (!(await within(ctx, () => caps.action(ctx, found?.id)))) return;
      if (!found) {
        const nonce = page(ctx);
        ctx.status = 404;
        ctx.body = renderLinkNotFound(nonce);
        return;
      }
      // Whoever acts holds the link the lead's address was sent: the address is theirs (appointment-notices.ts).
      await confirmLeadAddress(found.id);
      let done: string;
      try {
        done = await run(found, ctx);
      } catch (err) {
        // A slot taken meanwhile, or one no longer free: back to the page with the other times.
        if (err instanceof AppError && err.status === 409) done = 'taken';
        else throw err;
      }
      ctx.status = 303;
      ctx.redirect(`/a/${encodeURIComponent(ctx.params.token ?? '')}?done=${done}`);
    });

  act('confirm', async (found) => {
    const a = await confirmAppointment(found.id, found.revision);
    if (a) await tellAgent(deps, a, 'confirmed the appointment');
    return 'confirmed';
  });
  act('cancel', async (found) => {
    const a = await cancelAppointment(found.userId, found.id);
    await tellAgent(deps, a, 'cancelled the appointment');
    return 'cancelled';
  });
  act('move', async (found, ctx) => {
    const slot = String((ctx.request.body as Record<string, unknown> | undefined)?.slot ?? '');
    const agent = await loadAgentSettings(found.userId);
    if (!agent || Number.isNaN(Date.parse(slot))) return 'taken';
    const w = toWallTime(new Date(slot), agent.availability.timeZone);
    const a = await updateAppointment(
      found.userId,
      found.id,
      { date: `${w.year}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` },
      agent.availability,
    );
    await tellAgent(deps, a, 'moved the appointment');
    return 'moved';
  });

  return router;
}
