import type { CampaignPriority } from '@leadnest/contracts';

import { callLists, type DialList } from './call-list-store.js';
import { countCallable } from './dialer-batch.js';
import type { DialFacts } from './dialer-decision.js';

/**
 * Priority between an agent's running campaigns. The rule: the
 * agent's free call lines go to the highest priority first (high, then
 * normal, then low). A campaign's dialer places a call only on a line left
 * once every running campaign of a higher priority has a line for each of
 * its contacts callable now; campaigns of one priority share lines in the
 * order their dialers run. A campaign whose contacts are all waiting
 * (quiet hours, retry gap, no consent) holds no line back.
 */
export const PRIORITY_RANK: Record<CampaignPriority, number> = { high: 0, normal: 1, low: 2 };

export interface Reservation {
  /** Lines kept for higher-priority campaigns. */
  reserved: number;
  /** Those campaigns, whose dialers should run now to take them. */
  lists: Pick<DialList, '_id' | 'nextTickAt'>[];
}

export async function reservedForHigherPriority(list: DialList, facts: DialFacts, free: number): Promise<Reservation> {
  const rank = PRIORITY_RANK[list.priority] ?? PRIORITY_RANK.normal;
  if (free <= 0 || rank === 0) return { reserved: 0, lists: [] };
  const higher = (await callLists().otherRunningLists(list.userId, list._id))
    .filter((l) => (PRIORITY_RANK[l.priority] ?? PRIORITY_RANK.normal) < rank)
    .sort((a, b) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || a.createdAt.getTime() - b.createdAt.getTime());
  let reserved = 0;
  const lists: Reservation['lists'] = [];
  for (const other of higher) {
    if (reserved >= free) break;
    const wants = await countCallable(other, facts, free - reserved);
    if (wants === 0) continue;
    reserved += wants;
    lists.push(other);
  }
  return { reserved, lists };
}
