import { formatSlot } from '@leadnest/assistant-engine';
import type { AppointmentDto } from '@leadnest/contracts';

/**
 * The lead's page for one appointment (/a/{token}): what, when, where, and
 * three plain forms (confirm, cancel, another free time). No script, no
 * external requests; it works on any phone. Every value from a user goes
 * through esc().
 */
const esc = (value: unknown) =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const CSS = `body{font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;margin:0;background:#f9fafb;color:#111827}
main{max-width:34rem;margin:0 auto;padding:1.5rem 1rem}h1{font-size:1.4rem;margin:0 0 .25rem}
.card{background:#fff;border:1px solid #e5e7eb;border-radius:.75rem;padding:1rem 1.25rem;margin:1rem 0}
.note{background:#eff6ff;border-color:#bfdbfe}.bad{background:#fef2f2;border-color:#fecaca}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}dt{font-weight:600;color:#4b5563}dd{margin:0;overflow-wrap:anywhere}
button{font:inherit;font-weight:600;border:0;border-radius:.5rem;padding:.6rem 1.1rem;cursor:pointer;background:#1d4ed8;color:#fff}
button.secondary{background:#fff;color:#b91c1c;border:1px solid #fecaca}.row{display:flex;flex-wrap:wrap;gap:.5rem}
fieldset{border:0;padding:0;margin:0 0 .75rem;display:grid;gap:.4rem}label{display:flex;gap:.5rem;align-items:center}`;

export const publicPageCsp = (nonce: string) => `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

function shell(title: string, body: string, nonce: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)}</title><style nonce="${nonce}">${CSS}</style></head><body><main>${body}</main></body></html>`;
}

export const DONE_MESSAGES: Record<string, string> = {
  confirmed: 'Thank you: your appointment is confirmed.',
  cancelled: 'Your appointment is cancelled. The agent has been told.',
  moved: 'Your appointment has moved to the new time. A new invitation is on its way.',
  taken: 'That time was just taken. Please pick another one.',
};

export interface PublicAppointmentView {
  appointment: AppointmentDto;
  agentName: string;
  timeZone: string;
  /** Free slots the lead may move to (ISO). */
  slots: string[];
  action: string;
  done?: string;
}

export function renderAppointmentPage(view: PublicAppointmentView, nonce: string): string {
  const { appointment: a, agentName, timeZone, slots, action, done } = view;
  const live = a.status === 'scheduled';
  const when = `${formatSlot(a.scheduledAt, timeZone)} (${timeZone.replace(/_/g, ' ')} time)`;
  const message = done && DONE_MESSAGES[done] ? `<p class="card ${done === 'taken' ? 'bad' : 'note'}" role="status">${esc(DONE_MESSAGES[done])}</p>` : '';
  const facts = `<dl><dt>When</dt><dd>${esc(when)}</dd>${a.propertyAddress ? `<dt>Where</dt><dd>${esc(a.propertyAddress)}</dd>` : ''}<dt>With</dt><dd>${esc(agentName)}</dd><dt>Status</dt><dd>${
    live ? (a.confirmedAt ? 'Confirmed' : 'Booked, waiting for your confirmation') : 'Cancelled'
  }</dd></dl>`;
  const choices = slots.length
    ? `<form method="post" action="${esc(action)}/move" class="card"><h2>Pick another time</h2><fieldset>${slots
        .map((s, i) => `<label><input type="radio" name="slot" value="${esc(s)}"${i === 0 ? ' required' : ''}> ${esc(formatSlot(s, timeZone))}</label>`)
        .join('')}</fieldset><button type="submit">Move my appointment</button></form>`
    : '<p class="card">No other free times in the next two weeks; reply to the email or text to arrange one.</p>';
  const actions = live
    ? `<div class="card row">${a.confirmedAt ? '' : `<form method="post" action="${esc(action)}/confirm"><button type="submit">Confirm</button></form>`}<form method="post" action="${esc(action)}/cancel"><button type="submit" class="secondary">Cancel appointment</button></form></div>${choices}`
    : '';
  return shell(a.title, `<h1>${esc(a.title)}</h1>${message}<div class="card">${facts}</div>${actions}`, nonce);
}

export function renderLinkNotFound(nonce: string): string {
  return shell('Link not valid', '<h1>This link is not valid</h1><p>Please use the link from your latest email or text, or contact your agent.</p>', nonce);
}

export function renderTooMany(message: string, nonce: string): string {
  return shell('Please wait', `<h1>Please wait a little</h1><p>${esc(message)}</p>`, nonce);
}
