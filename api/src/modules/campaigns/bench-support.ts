import { Types } from 'mongoose';

import { dialFacts } from '../dialer/dialer.service.js';
import { BATCH_MARGIN, callableNow, decideRows, type DialRow } from '../dialer/dialer-batch.js';
import { type CallList, CallListModel } from './call-list.model.js';
import { CallListContactModel, DIAL_INDEX } from './call-list-contact.model.js';
import { DEFAULT_SCRIPT } from './campaigns.service.js';
import { addContactRows, type NewContactRow } from './contacts.service.js';

/**
 * For `npm run bench:campaigns`, through @leadnest/api/bench (scripts never import api/src):
 * a list of `count` contacts across US zones, a tenth without consent, and
 * the dialer's decision over it timed, A/B in one run: the old pass (every
 * contact of the list read, then decided) and the pass as it is (the next
 * due batch read through the dial index, decided, skips moved on).
 */
export async function seedBenchCampaign(userId: string, count: number): Promise<string> {
  const list = (await CallListModel.create({ userId: new Types.ObjectId(userId), name: 'Bench campaign', script: DEFAULT_SCRIPT, timeZones: [] })).toObject();
  const areaCodes = ['212', '312', '303', '310', '512', '206', '305', '602'];
  const rows: NewContactRow[] = Array.from({ length: count }, (_, i) => ({
    row: i + 2,
    name: `Contact ${i}`,
    phone: `(${areaCodes[i % areaCodes.length]}) ${String(200 + Math.floor(i / 10_000)).padStart(3, '0')}-${String(i % 10_000).padStart(4, '0')}`,
    consent: i % 10 === 0 ? null : { method: 'import-attested', at: new Date(), source: 'bench' },
  }));
  await addContactRows(list, rows);
  return String(list._id);
}

export interface DecisionRun {
  /** Opt-outs and recent calls read in bulk (both paths need them). */
  factsMs: number;
  readMs: number;
  decideMs: number;
  /** Contacts read and decided. */
  contacts: number;
  callable: number;
  /** The embedded database's (or MongoDB's) documents examined by the contact read (explain). */
  docsExamined: number | null;
}

const LEGACY_FIELDS = { phone: 1, status: 1, 'consent.method': 1, callAttempts: 1, lastCalledAt: 1, timeZone: 1, activeCallSid: 1, lastSkipReason: 1 };

async function docsExamined(query: { explain(v: string): unknown }): Promise<number | null> {
  const plan = (await query.explain('executionStats')) as
    { executionStats?: { totalDocsExamined?: number } } | { executionStats?: { totalDocsExamined?: number } }[];
  const stats = Array.isArray(plan) ? plan[0]?.executionStats : plan.executionStats;
  return stats?.totalDocsExamined ?? null;
}

/** A: the pass before the dial index: every contact of the list read, then decided in memory. */
export async function measureLegacyDecision(listId: string, userId: string, now: Date): Promise<DecisionRun> {
  const callListId = new Types.ObjectId(listId);
  const t0 = performance.now();
  const facts = await dialFacts(userId, now);
  const t1 = performance.now();
  const rows = (await CallListContactModel.collection.find({ callListId }, { projection: LEGACY_FIELDS }).toArray()) as unknown as DialRow[];
  const open = rows.filter((r) => r.status === 'pending' || r.status === 'opted-out');
  const t2 = performance.now();
  const { callable } = decideRows(open, facts);
  const t3 = performance.now();
  const examined = await docsExamined(CallListContactModel.find({ callListId }, LEGACY_FIELDS));
  return { factsMs: t1 - t0, readMs: t2 - t1, decideMs: t3 - t2, contacts: open.length, callable: callable.length, docsExamined: examined };
}

/** B: the pass as the dialer runs it for `lines` free lines (reads, decisions and skip writes), nothing called. */
export async function measureDialerDecision(listId: string, userId: string, now: Date, lines = 2): Promise<DecisionRun> {
  const list = (await CallListModel.findById(listId).lean<CallList>())!;
  const t0 = performance.now();
  const facts = await dialFacts(userId, now);
  const t1 = performance.now();
  const { callable, read } = await callableNow(list, facts, lines);
  const t2 = performance.now();
  const examined = await docsExamined(
    CallListContactModel.find({ callListId: list._id, dialState: 'due', nextDialAt: { $lte: now } })
      .hint(DIAL_INDEX)
      .limit(lines + BATCH_MARGIN),
  );
  // The read and the decision are interleaved batch by batch: the whole pass is reported as read.
  return { factsMs: t1 - t0, readMs: t2 - t1, decideMs: 0, contacts: read, callable: callable.length, docsExamined: examined };
}
