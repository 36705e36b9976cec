import { waitInWords } from '@leadnest/contracts';
import type { Context } from 'koa';

import { TooManyRequestsError } from '../../lib/errors.js';
import { type Cap, RequestCaps } from '../../lib/request-caps.js';

const MINUTE = 60_000;

/**
 * Caps on the lead's public appointment page (/a/{token}), per client IP:
 * views (a lead reloads, a mail scanner opens the link; a script walking
 * tokens or hammering one page does not), and actions (confirm, cancel,
 * move: each one changes the appointment and mails the agent). Actions are
 * also capped per appointment, from anywhere, so one link cannot flood its
 * agent's inbox from many networks. The bars are far above what one lead,
 * or an office behind one address, needs.
 */
export const PUBLIC_APPOINTMENT_LIMITS = {
  viewIp: { name: 'appointment-page:view-ip', max: 120, windowMs: 15 * MINUTE },
  actionIp: { name: 'appointment-page:action-ip', max: 30, windowMs: 60 * MINUTE },
  actionAppointment: { name: 'appointment-page:action', max: 20, windowMs: 60 * MINUTE },
} satisfies Record<string, Cap>;

/** The caps' own messages are unused: the router answers tooManyOnPage() with the wait. */

/** What the page says when a cap is reached (a page, not JSON: the lead sees it in the browser). */
export const tooManyOnPage = (retryAfterSeconds: number) =>
  `Too many requests from your network. Please try again in ${waitInWords(retryAfterSeconds)}, or contact your agent.`;

export function publicAppointmentCaps() {
  const caps = new RequestCaps();
  return {
    view: (ctx: Context) => caps.take([{ cap: PUBLIC_APPOINTMENT_LIMITS.viewIp, key: ctx.ip, message: 'view' }]),
    /** `appointmentId` undefined: a forged or stale token, counted against the IP only. */
    action: (ctx: Context, appointmentId: string | undefined) =>
      caps.take([
        { cap: PUBLIC_APPOINTMENT_LIMITS.actionIp, key: ctx.ip, message: 'action' },
        ...(appointmentId ? [{ cap: PUBLIC_APPOINTMENT_LIMITS.actionAppointment, key: appointmentId, message: 'action' }] : []),
      ]),
  };
}

export const isTooMany = (err: unknown): err is TooManyRequestsError => err instanceof TooManyRequestsError;
