import type { SkipReason } from '@leadnest/contracts';
import { DateTime } from 'luxon';

/**
 * Who may be called now (docs/decisions/0007-quiet-hours.md,
 * docs/decisions/0008-ai-call-consent-and-disclosure.md, docs/decisions/0009-opt-out-keywords.md). Pure: the
 * dialer hands it each contact, the clock and what it read in bulk, so one
 * pass over 50,000 contacts is a loop over memory.
 *
 * Rules, in order: opted out on any channel → never; no recorded consent
 * (FCC 24-17) → never until consent is added; three attempts made → done;
 * reached by a call in the last 24 h (this list, another, or Call Now) →
 * wait; the last attempt (no answer, busy, voicemail) under 4 h ago →
 * wait; outside 8 am–9 pm in the contact's own zone (47 CFR 64.1200(c)(1))
 * → wait for 8 am there.
 */
export const CALL_WINDOW = { startHour: 8, endHour: 21 } as const;
export const MAX_ATTEMPTS = 3;
export const RETRY_GAP_MS = 4 * 3600_000;
export const RECENT_CALL_MS = 24 * 3600_000;

export interface DialContact {
  phone: string;
  status: 'pending' | 'called' | 'opted-out' | 'failed';
  hasConsent: boolean;
  callAttempts: number;
  lastCalledAt: Date | null;
  timeZone: string;
  inFlight: boolean;
}

export interface DialFacts {
  now: Date;
  /** Filled by decide(): each zone's next opening at `now`, computed once per zone rather than per contact. */
  windowByZone?: Map<string, number>;
  optedOut: ReadonlySet<string>;
  /** Phone → when it was last reached by an answered call (any list, Call Now). */
  reachedAt: ReadonlyMap<string, number>;
}

export type Decision = { kind: 'call' } | { kind: 'done' } | { kind: 'skip'; reason: SkipReason; until: number | null };

/** When the calling window next opens in `zone` (now, if it is open). */
export function nextWindowOpening(now: Date, zone: string): number {
  const local = DateTime.fromJSDate(now, { zone });
  if (!local.isValid) return now.getTime();
  if (local.hour >= CALL_WINDOW.startHour && local.hour < CALL_WINDOW.endHour) return now.getTime();
  const day = local.hour >= CALL_WINDOW.endHour ? local.plus({ days: 1 }) : local;
  return day.set({ hour: CALL_WINDOW.startHour, minute: 0, second: 0, millisecond: 0 }).toMillis();
}

/**
 * When calling hours next open in the first of `zones` to open, or null
 * when they are open now in one of them (or there are none): the whole
 * list's answer to "is anyone callable now", before any contact is read.
 */
export function quietEverywhereUntil(zones: readonly string[], facts: DialFacts): number | null {
  if (zones.length === 0) return null;
  const now = facts.now.getTime();
  let first = Infinity;
  for (const zone of zones) {
    const opens = windowOpening(zone, facts);
    if (opens <= now) return null;
    first = Math.min(first, opens);
  }
  return first;
}

/** nextWindowOpening, once per zone per pass (facts.windowByZone). */
function windowOpening(zone: string, facts: DialFacts): number {
  facts.windowByZone ??= new Map();
  let opens = facts.windowByZone.get(zone);
  if (opens === undefined) {
    opens = nextWindowOpening(facts.now, zone);
    facts.windowByZone.set(zone, opens);
  }
  return opens;
}

export function decide(c: DialContact, facts: DialFacts): Decision {
  if (c.inFlight || c.status === 'called' || c.status === 'failed') return { kind: 'done' };
  if (c.status === 'opted-out' || facts.optedOut.has(c.phone)) return { kind: 'skip', reason: 'opted-out', until: null };
  if (!c.hasConsent) return { kind: 'skip', reason: 'no-consent', until: null };
  if (c.callAttempts >= MAX_ATTEMPTS) return { kind: 'skip', reason: 'max-attempts', until: null };
  const now = facts.now.getTime();
  const reached = facts.reachedAt.get(c.phone);
  if (reached !== undefined && now - reached < RECENT_CALL_MS) return { kind: 'skip', reason: 'called-recently', until: reached + RECENT_CALL_MS };
  if (c.lastCalledAt && now - c.lastCalledAt.getTime() < RETRY_GAP_MS)
    return { kind: 'skip', reason: 'retry-wait', until: c.lastCalledAt.getTime() + RETRY_GAP_MS };
  const opens = windowOpening(c.timeZone, facts);
  if (opens > now) return { kind: 'skip', reason: 'quiet-hours', until: opens };
  return { kind: 'call' };
}
