import { CAMPAIGN_MESSAGES as M } from '@leadnest/contracts';
import { toE164 } from '@leadnest/contracts/phone-number';
import { PLAN_ALLOWANCES, type PlanTier } from '@leadnest/plans';
import { DateTime } from 'luxon';
import { Types } from 'mongoose';

import { loadAgentSettings } from '../agent-settings/agent-settings.service.js';
import { findUser } from '../agent-settings/profile.service.js';
import { scheduleJob } from '../jobs/jobs.service.js';
import { optedOutLeadPhones } from '../leads/lead-call-facts.js';
import { optedOutPhones } from '../sms/sms-sender.js';
import { type OutboundNotReady, outboundReadiness } from '../voice/outbound-call.js';
import { CallAttemptModel } from './call-attempt.model.js';
import { callLists, type ListId } from './call-list-store.js';
import { dialStateOf } from './dial-state.js';
import { callableNow, nextDueAt } from './dialer-batch.js';
import { callContact, settleCalls, settleLooseCalls } from './dialer-calls.js';
import { dialerNow, setDialerClock, systemClock } from './dialer-clock.js';
import { type DialFacts, RECENT_CALL_MS } from './dialer-decision.js';
import { reservedForHigherPriority } from './dialer-priority.js';

/**
 * The campaign dialer: a durable job per list (the jobs module:
 * stored in MongoDB, survives a restart, runs once) that, each run,
 * settles finished calls, reads the next due contacts and decides who is
 * callable now (dialer-batch.ts, dialer-decision.ts), records every skip
 * whose reason changed, places calls up to the agent's concurrency (less
 * the lines a higher-priority campaign can use, dialer-priority.ts) and
 * plan allowance, and schedules its next run: in a minute
 * while calls are running or waiting for a free line, else when the
 * earliest waiting contact may be called (their morning, 4 h after an
 * attempt). The clock is injectable (tests run it at chosen times). The
 * lists, contacts and settings are the campaigns module's, read and written
 * through its store (call-list-store.ts).
 */
export const DIAL_JOB = 'campaigns.dial';
export const TICK_MS = 60_000;

export { setDialerClock, dialerNow, systemClock };
const clock = dialerNow;

/** The dial pass's job handler (registered where the app is composed, api/src/compose.ts). */
export async function runDialJob(payload: Record<string, unknown>): Promise<void> {
  await dialTick(String(payload.listId), new Date(String(payload.at)));
}

/** The list's next dialer run at `at` (the list remembers it: only that run works, a stale one does nothing). */
export async function scheduleTick(listId: ListId, at: Date): Promise<void> {
  await callLists().setNextTick(listId, at);
  await scheduleJob(DIAL_JOB, `campaign-dial:${String(listId)}:${at.getTime()}`, at, { listId: String(listId), at: at.toISOString() });
}

const NOT_READY: Record<OutboundNotReady, string> = {
  'calling-off': 'Paused: AI calling is switched off. Turn it on in the AI phone settings, then Start Calls.',
  'no-number': 'Paused: no phone number with outbound calls enabled. Set up a number, then Start Calls.',
  'no-account': 'Paused: the Twilio account of your number is not connected. Reconnect it, then Start Calls.',
};

/** Outbound AI calls this calendar month (agent's zone), campaigns and Call Now alike. */
export async function callsThisMonth(userId: string, zone: string, now: Date): Promise<number> {
  const start = DateTime.fromJSDate(now, { zone }).startOf('month').toJSDate();
  return CallAttemptModel.countDocuments({ userId: new Types.ObjectId(userId), kind: 'call', at: { $gte: start } });
}

/** What one list's decision needs, read in bulk (one query each). */
export async function dialFacts(userId: string, now: Date): Promise<DialFacts> {
  await settleLooseCalls(userId, now);
  const [phoneOptOuts, leadOptOuts, reached] = await Promise.all([
    optedOutPhones(userId),
    optedOutLeadPhones(userId),
    CallAttemptModel.find(
      {
        userId: new Types.ObjectId(userId),
        kind: 'call',
        status: 'completed',
        answeredBy: { $not: /^(machine|fax)/ },
        at: { $gte: new Date(now.getTime() - RECENT_CALL_MS) },
      },
      { phone: 1, at: 1, _id: 0 },
    ).lean<{ phone: string; at: Date }[]>(),
  ]);
  const optedOut = new Set(phoneOptOuts);
  for (const phone of leadOptOuts) {
    const e164 = toE164(phone);
    if (e164) optedOut.add(e164);
  }
  const reachedAt = new Map<string, number>();
  for (const r of reached) reachedAt.set(r.phone, Math.max(reachedAt.get(r.phone) ?? 0, r.at.getTime()));
  return { now, optedOut, reachedAt };
}

/** One run of a list's dialer at `now`; answers how many calls it placed. */
export async function dialTick(listId: string, scheduledFor: Date | null = null, now = clock()): Promise<number> {
  const store = callLists();
  const list = await store.findList(listId);
  if (!list || !list.dialing || list.status !== 'active') return 0;
  // A stale run (a newer one was scheduled since) does nothing.
  if (scheduledFor && list.nextTickAt && list.nextTickAt.getTime() !== scheduledFor.getTime()) return 0;
  const userId = String(list.userId);
  await settleCalls(list, now);
  const ready = await outboundReadiness(userId);
  if ('notReady' in ready) {
    await store.pause(list._id, NOT_READY[ready.notReady]);
    return 0;
  }
  const [user, agent] = await Promise.all([findUser(userId), loadAgentSettings(userId)]);
  const allowance = user?.plan ? PLAN_ALLOWANCES[user.plan as PlanTier] : undefined;
  if (!allowance?.features.includes('bulkCalling')) {
    await store.pause(list._id, M.planRequired);
    return 0;
  }
  const facts = await dialFacts(userId, now);
  // Someone who said "stop calling me" on a call (or STOP by text) since: shown as opted out, never called again (the next read records the skip).
  if (facts.optedOut.size) {
    await store.optOutContacts(list._id, [...facts.optedOut], { status: 'opted-out', ...dialStateOf({ status: 'opted-out' }) });
  }

  const inFlight = await store.callsInFlight(list.userId);
  const free = (await store.maxConcurrentCalls(userId)) - inFlight;
  const { reserved, lists: ahead } = await reservedForHigherPriority(list, facts, free);
  // The campaigns the lines are kept for take them now, not at their next run.
  for (const other of ahead) if (!other.nextTickAt || other.nextTickAt.getTime() > now.getTime() + 1000) await scheduleTick(other._id, now);
  let lines = free - reserved;
  const { callable, more, quietUntil } = await callableNow(list, facts, Math.max(0, lines));
  let used = await callsThisMonth(userId, agent?.availability.timeZone ?? 'America/New_York', now);
  let placed = 0;
  for (const contact of callable) {
    if (lines <= 0) break;
    if (allowance.outboundCalls !== null && used >= allowance.outboundCalls) {
      await store.pause(list._id, M.allowanceReached(allowance.outboundCalls));
      await store.refreshCounters(list._id);
      return placed;
    }
    // Pause stops new calls at once: the list is read again before every call.
    const current = await store.listState(list._id);
    if (!current?.dialing || current.status !== 'active') return placed;
    if (await callContact(list, contact._id, now)) {
      placed += 1;
      used += 1;
      lines -= 1;
    }
  }
  await store.refreshCounters(list._id);
  // Running: calls under way, callable contacts waiting for a line (or for a higher priority's), or a pass that stopped at its budget.
  const running = inFlight + placed > 0 || callable.length > placed || reserved > 0;
  // Outside calling hours in every zone of the list: asleep until the first opens (its contacts stay due), shown on the campaign.
  const next = more ? now.getTime() : running ? now.getTime() + TICK_MS : (quietUntil ?? (await nextDueAt(list._id, now)));
  const waiting = !running && quietUntil !== null ? new Date(quietUntil) : null;
  if ((list.quietUntil?.getTime() ?? null) !== (waiting?.getTime() ?? null)) await store.setQuietUntil(list._id, waiting);
  if (next === null) await store.stopDialing(list._id);
  else await scheduleTick(list._id, new Date(Math.max(next, now.getTime() + 1000)));
  return placed;
}
