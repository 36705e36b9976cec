import type { ContactStatus } from '@leadnest/contracts';

import type { DialState } from './call-list-store.js';

/**
 * A contact's place in the dialer's index, set by every write that may
 * change whether it can be called ("read only the next due
 * batch"). A pending contact with no call running is due at once (the epoch,
 * so it sorts first and the clock plays no part): the next pass decides it (dialer-decision.ts) and, when it is skipped, moves
 * nextDialAt to when the reason may have passed (their morning, 4 h after
 * an attempt) or sets it 'off' (no consent, opted out) until an edit. An
 * opted-out one is read once more so its skip is recorded. The index only
 * narrows what is read: every contact is still decided before it is called.
 */
export const DUE_AT_ONCE = new Date(0);

export function dialStateOf(contact: { status: ContactStatus; activeCallSid?: string | null }): { dialState: DialState; nextDialAt: Date } {
  const open = (contact.status === 'pending' || contact.status === 'opted-out') && !contact.activeCallSid;
  return { dialState: open ? 'due' : 'off', nextDialAt: DUE_AT_ONCE };
}
