import { HOT_SCORE } from '@leadnest/contracts';
import { Types } from 'mongoose';

import { LeadModel } from './lead.model.js';
import { countLeads } from './leads.query.js';

const DAY_MS = 24 * 3600_000;

export interface LeadFigures {
  total: number;
  /** Created in the last 7 days (rolling, from now). */
  recent: number;
  /** Created in the 7 days before those. */
  previous: number;
  /** Scored hot under the agent's leadScoring (≥ 70 at medium). */
  hot: number;
  /** At showing, offer or closed: leads that got as far as a showing. */
  reachedShowing: number;
  closed: number;
}

/**
 * How many of the agent's leads have `field` in [lo, hi). Sorted on the
 * field, so the embedded database walks the field's own index over just
 * that range instead of reading every lead of the agent (it answers
 * equality before ranges otherwise); MongoDB answers it from the
 * (userId, field) index either way. Counted by a $group, which both count
 * without decoding the leads.
 */
async function countInRange(
  owner: { userId: Types.ObjectId; assignedTo?: Types.ObjectId },
  field: 'createdAt' | 'score',
  lo: Date | number,
  hi?: Date | number,
): Promise<number> {
  const range = hi === undefined ? { $gte: lo } : { $gte: lo, $lt: hi };
  const [row] = await LeadModel.aggregate<{ n: number }>([
    { $match: { ...owner, [field]: range } },
    { $sort: { [field]: 1 } },
    { $group: { _id: null, n: { $sum: 1 } } },
  ]);
  return row?.n ?? 0;
}

/**
 * The lead figures of the dashboard, each an indexed count: the
 * per-stage counts of the lead list (one index lookup per stage), and range
 * counts on (userId, createdAt) and (userId, score).
 */
/**
 * `hotScore`: the agent's hot threshold (AI Settings' leadScoring); 70 at
 * medium. `assignee`: a team's agent, whose figures are the leads assigned
 * to them (docs/decisions/0034-teams.md); without it, every lead of the account.
 */
export async function leadFigures(ownerId: string, now: Date, hotScore = HOT_SCORE, assignee?: string): Promise<LeadFigures> {
  const owner = { userId: new Types.ObjectId(ownerId), ...(assignee ? { assignedTo: new Types.ObjectId(assignee) } : {}) };
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const twoWeeksAgo = new Date(now.getTime() - 14 * DAY_MS);
  const [byStage, recent, previous, hot] = await Promise.all([
    countLeads(ownerId, assignee ? { assigned: 'me', viewer: { userId: assignee, seesAll: false } } : {}),
    countInRange(owner, 'createdAt', weekAgo, new Date(now.getTime() + 1)),
    countInRange(owner, 'createdAt', twoWeeksAgo, weekAgo),
    countInRange(owner, 'score', hotScore),
  ]);
  const { counts } = byStage;
  return { total: byStage.total, recent, previous, hot, reachedShowing: counts.showing + counts.offer + counts.closed, closed: counts.closed };
}
