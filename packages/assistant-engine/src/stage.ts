import type { LeadStage, Understood } from '@leadnest/contracts';

import type { Action } from './types';

const ORDER: LeadStage[] = ['new', 'contacted', 'qualified', 'showing', 'offer', 'closed'];

/** Qualified: we know what they want, roughly when or for how much, and how to reach them. */
export function isQualified(u: Understood): boolean {
  const hasMoneyOrTime = u.budget.min !== undefined || u.budget.max !== undefined || u.timeline !== undefined;
  return u.intent !== 'other' && hasMoneyOrTime && Boolean(u.contact.email || u.contact.phone);
}

/**
 * The lead's stage after this turn: new → contacted (the assistant replied)
 * → qualified (isQualified) → showing (a showing was booked). It only moves
 * forward, and never out of lost or closed: those are the agent's calls.
 */
export function nextStage(current: LeadStage, understood: Understood, action: Action): LeadStage {
  if (current === 'lost' || current === 'closed') return current;
  const booked = action.kind === 'book' || (action.kind === 'greet' && action.next?.kind === 'book');
  const target: LeadStage = booked ? 'showing' : isQualified(understood) ? 'qualified' : 'contacted';
  return ORDER.indexOf(target) > ORDER.indexOf(current) ? target : current;
}
