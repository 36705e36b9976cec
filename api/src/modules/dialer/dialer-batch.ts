import type { SkipReason } from '@leadnest/contracts';
import type { Types } from 'mongoose';

import { CallAttemptModel } from './call-attempt.model.js';
import { callLists, type ContactDialWrite, type DialList, type DialRow } from './call-list-store.js';
import { decide, type DialFacts, quietEverywhereUntil } from './dialer-decision.js';

/**
 * The dialer's reads ("who is callable now" over 50,000 contacts
 * in ≤ 200 ms). A pass reads only the list's due contacts whose time has
 * come, through the index { callListId, dialState, nextDialAt }, a batch
 * at a time, and stops once it has as many callable contacts as it has
 * free lines. Every contact read is decided (dialer-decision.ts, the
 * compliance rules), and every skip moves the contact out of the range:
 * nextDialAt to when its reason may have passed, or 'off' until an edit.
 * So a contact is read again only when something may have changed.
 *
 * The contacts are the campaigns module's: read and written through its
 * store (call-list-store.ts), whose reads carry no sort: the index yields
 * them in nextDialAt order (then the list's order), and the hint keeps a
 * real MongoDB on it; the embedded database walks that group of the index
 * and stops at the limit.
 */
export type { DialRow };
/** Read past the free lines, so a few skips do not leave a line idle. */
export const BATCH_MARGIN = 20;
/** At most this many contacts decided in one pass (a night of quiet hours is worked through a pass at a time). */
export const PASS_BUDGET = 1000;
const MAX_BATCH = 500;

export interface Skip {
  contact: DialRow;
  reason: SkipReason;
  until: number | null;
}

export async function readDueBatch(listId: Types.ObjectId, now: Date, limit: number, exclude: Types.ObjectId[] = []): Promise<DialRow[]> {
  return callLists().readDueBatch(listId, now, limit, exclude);
}

export function decideRows(rows: DialRow[], facts: DialFacts): { callable: DialRow[]; skips: Skip[]; done: Types.ObjectId[] } {
  const callable: DialRow[] = [];
  const skips: Skip[] = [];
  const done: Types.ObjectId[] = [];
  for (const c of rows) {
    const d = decide(
      {
        phone: c.phone,
        status: c.status,
        hasConsent: Boolean(c.consent),
        callAttempts: c.callAttempts,
        lastCalledAt: c.lastCalledAt ?? null,
        timeZone: c.timeZone,
        inFlight: Boolean(c.activeCallSid),
      },
      facts,
    );
    if (d.kind === 'call') callable.push(c);
    else if (d.kind === 'skip') skips.push({ contact: c, reason: d.reason, until: d.until });
    else done.push(c._id); // called, failed or in a call: a write missed its state; nothing to record
  }
  return { callable, skips, done };
}

/** Moves each skipped contact on; a skip whose reason changed is recorded (contact and call log of attempts). */
export async function recordSkips(list: Pick<DialList, '_id' | 'userId'>, skips: Skip[], now: Date): Promise<void> {
  if (!skips.length) return;
  await callLists().writeContacts(
    skips.map(({ contact, reason, until }): ContactDialWrite => {
      const set: ContactDialWrite['set'] = until === null ? { dialState: 'off' } : { nextDialAt: new Date(until) };
      if (contact.lastSkipReason !== reason) Object.assign(set, { lastSkipReason: reason, lastSkipAt: now });
      if (reason === 'opted-out') set.status = 'opted-out';
      return { contactId: contact._id, when: { dialState: 'due' }, set };
    }),
  );
  const changed = skips.filter((s) => s.contact.lastSkipReason !== s.reason);
  if (!changed.length) return;
  await CallAttemptModel.insertMany(
    changed.map(({ contact, reason }) => ({
      userId: list.userId,
      callListId: list._id,
      contactId: contact._id,
      phone: contact.phone,
      kind: 'skip',
      reason,
      at: now,
    })),
    { ordered: false },
  );
}

export interface PassDecision {
  callable: DialRow[];
  /** Contacts read and decided. */
  read: number;
  /** The pass stopped at its budget, not at the end of what is due (the next pass comes soon). */
  more: boolean;
  /** Outside calling hours in every zone of the list: nothing was read, and this is when the first zone opens. */
  quietUntil: number | null;
}

/**
 * One pass's decision: up to `wanted` callable contacts, every skip read on
 * the way recorded; nothing read when it is outside calling hours in every
 * zone the list's contacts are in (call-list-zones.ts).
 */
export async function callableNow(list: DialList, facts: DialFacts, wanted: number): Promise<PassDecision> {
  const store = callLists();
  const quietUntil = quietEverywhereUntil(await store.zonesOf(list), facts);
  if (quietUntil !== null) return { callable: [], read: 0, more: false, quietUntil };
  const callable: DialRow[] = [];
  let read = 0;
  let size = wanted + BATCH_MARGIN;
  while (callable.length < wanted && read < PASS_BUDGET) {
    const rows = await readDueBatch(
      list._id,
      facts.now,
      size,
      callable.map((c) => c._id),
    );
    read += rows.length;
    const decided = decideRows(rows, facts);
    callable.push(...decided.callable);
    await recordSkips(list, decided.skips, facts.now);
    if (decided.done.length) await store.writeContacts(decided.done.map((contactId) => ({ contactId, set: { dialState: 'off' } })));
    if (rows.length < size) return { callable, read, more: false, quietUntil: null };
    // A batch of nothing but skips (a night of quiet hours): read more at once, in fewer round trips.
    size = decided.callable.length ? wanted - callable.length + BATCH_MARGIN : Math.min(size * 2, MAX_BATCH);
  }
  return { callable, read, more: callable.length < wanted, quietUntil: null };
}

/** How many of a list's contacts could be called now, up to `cap`, without writing anything (priority's reservation). */
export async function countCallable(list: Pick<DialList, '_id' | 'timeZones'>, facts: DialFacts, cap: number): Promise<number> {
  if (cap <= 0 || quietEverywhereUntil(await callLists().zonesOf(list), facts) !== null) return 0;
  const listId = list._id;
  return Math.min(cap, decideRows(await readDueBatch(listId, facts.now, cap + BATCH_MARGIN), facts).callable.length);
}

/** When the list's next waiting contact is due (their morning, the end of a retry wait), or null. */
export async function nextDueAt(listId: Types.ObjectId, now: Date): Promise<number | null> {
  return (await callLists().nextDueAt(listId, now))?.getTime() ?? null;
}
