import { Types } from 'mongoose';
import { CallListModel } from './call-list.model.js';
import { DEFAULT_SCRIPT } from './campaigns.service.js';
import { addContactRows, type NewContactRow } from './contacts.service.js';
import { dialFacts, planList, readDialRows } from './dialer.service.js';

/**
 * For `npm run bench:campaigns` (scripts use @leadnest/api, never api/src):
 * a list of `count` contacts across US zones, a tenth without consent, and
 * the dialer's decision over it timed: the bulk reads, then the decision.
 */
export async function seedBenchCampaign(userId: string, count: number): Promise<string> {
  const list = (await CallListModel.create({ userId: new Types.ObjectId(userId), name: 'Bench campaign', script: DEFAULT_SCRIPT })).toObject();
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

export async function measureDialerDecision(listId: string, userId: string, now: Date): Promise<{ readMs: number; decideMs: number; contacts: number; callable: number; skipped: number }> {
  const t0 = performance.now();
  const [rows, facts] = await Promise.all([readDialRows(new Types.ObjectId(listId)), dialFacts(userId, now)]);
  const t1 = performance.now();
  const plan = planList(rows, facts);
  const t2 = performance.now();
  return { readMs: t1 - t0, decideMs: t2 - t1, contacts: rows.length, callable: plan.callable.length, skipped: plan.skips.length };
}
