import { ensureConversationIndexes, ensureLeadIndexes, insertConversationsInBulk, insertLeadsInBulk } from '@leadnest/api';
import { LEAD_SOURCES, LEAD_STAGES } from '@leadnest/contracts';
import { Types } from 'mongoose';

const DAY = 24 * 3600_000;

/**
 * `count` leads of one agent, numbered from `start`, created over the last
 * `spanDays` (spread by a prime stride, so every day and source has some),
 * every stage and source in turn. With `closedDeals`, each Closed Won lead
 * closed up to 40 days after it came in, with a sale price and commission.
 */
export function benchLeads(
  userId: Types.ObjectId,
  count: number,
  start: number,
  now: number,
  { spanDays, closedDeals = false }: { spanDays: number; closedDeals?: boolean },
) {
  return Array.from({ length: count }, (_, k) => {
    const i = start + k;
    const createdAt = new Date(now - ((i * 7919) % (spanDays * 24 * 60)) * 60_000);
    const stage = LEAD_STAGES[i % LEAD_STAGES.length]!;
    const closedAt = closedDeals && stage === 'closed' ? new Date(Math.min(now, createdAt.getTime() + (i % 40) * DAY)) : null;
    return {
      _id: new Types.ObjectId(),
      userId,
      name: `Lead ${i}`,
      email: `lead${i}@example.com`,
      source: LEAD_SOURCES[i % LEAD_SOURCES.length]!,
      stage,
      score: i % 101,
      messageCount: 0,
      notes: [],
      activities: [
        { type: 'created' as const, at: createdAt, to: stage, text: 'Seeded' },
        ...(closedAt ? [{ type: 'stage' as const, at: closedAt, from: 'offer' as const, to: 'closed' as const }] : []),
      ],
      ...(closedDeals ? { closedAt } : {}),
      ...(closedAt ? { salePrice: 300_000 + (i % 50) * 10_000, commission: 7_500 + (i % 50) * 250 } : {}),
      createdAt,
      updatedAt: closedAt ?? createdAt,
    };
  });
}

/** `count` website conversations of one agent begun over the last `spanDays`, of 3–6 messages, one in fifty needing the agent. */
export function benchConversations(userId: Types.ObjectId, count: number, start: number, now: number, { spanDays }: { spanDays: number }) {
  return Array.from({ length: count }, (_, k) => {
    const i = start + k;
    const begun = now - ((i * 104_729) % (spanDays * DAY));
    const roles = ['assistant', 'lead', 'assistant', 'lead', 'assistant', 'lead'].slice(0, 3 + (i % 4)) as ('assistant' | 'lead')[];
    const messages = roles.map((role, j) => ({ seq: j + 1, role, text: `message ${j}`, at: new Date(begun + j * (2000 + (i % 30) * 1000)) }));
    const score = (i * 37) % 101;
    return {
      _id: new Types.ObjectId(),
      userId,
      platform: 'website' as const,
      status: i % 50 === 0 ? ('needs-agent' as const) : ('active' as const),
      aiPaused: false,
      understood: {} as never,
      memory: {} as never,
      turn: roles.length,
      messages,
      leadName: `Lead ${i}`,
      score,
      label: score >= 70 ? ('hot' as const) : score >= 40 ? ('warm' as const) : ('cold' as const),
      leadStage: LEAD_STAGES[i % LEAD_STAGES.length]!,
      lastMessage: messages.at(-1)!.text,
      createdAt: new Date(begun),
      updatedAt: messages.at(-1)!.at,
    };
  });
}

const BATCH = 10_000;
/** Leads of other agents beside the measured one's, so every query has to pick its own out. */
const OTHER_AGENTS_LEADS = 20_000;

/**
 * One large account for the analytics and dashboard benches: `leads` leads and
 * `conversations` website conversations of `owner` (through the services' bulk
 * inserts, in batches of 10k, progress printed), 20k leads of another agent,
 * then the leads' and conversations' indexes.
 */
export async function seedBenchAccount(
  owner: Types.ObjectId,
  { leads, conversations, now, seed }: { leads: number; conversations: number; now: number; seed: { spanDays: number; closedDeals?: boolean } },
) {
  for (let done = 0; done < leads; done += BATCH) {
    await insertLeadsInBulk(benchLeads(owner, BATCH, done, now, seed));
    process.stdout.write(`\r  seeding leads: ${done + BATCH}/${leads}`);
  }
  await insertLeadsInBulk(benchLeads(new Types.ObjectId(), OTHER_AGENTS_LEADS, 0, now, seed));
  for (let done = 0; done < conversations; done += BATCH) {
    await insertConversationsInBulk(benchConversations(owner, BATCH, done, now, seed));
    process.stdout.write(`\r  seeding conversations: ${done + BATCH}/${conversations}   `);
  }
  await ensureLeadIndexes();
  await ensureConversationIndexes();
}
