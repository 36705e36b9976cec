import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { withTestDatabase } from '../../../test-support/index.js';
import { insertLeadsInBulk } from '../../leads/leads.service.js';
import { LeadModel } from '../../leads/lead.model.js';
import { DailyRollupModel } from '../rollups/daily-rollup.model.js';

withTestDatabase();

const DAY = 24 * 3600_000;
type Stage = { stage: string; indexName?: string; docsExamined?: number; inputStage?: Stage };

/** The IXSCAN (or COLLSCAN) at the bottom of a winning plan, and the documents the FETCH above it read. */
function scanOf(plan: Stage): { stage: string; indexName?: string; docsExamined?: number } {
  let node: Stage = plan;
  let docsExamined = plan.docsExamined;
  while (node.inputStage) {
    node = node.inputStage;
    docsExamined = node.docsExamined ?? docsExamined;
  }
  return { stage: node.stage, indexName: node.indexName, docsExamined };
}

/*
 * The index questions of issue 21, answered by explain: the period's closed
 * deals (the raw figures' sums, and a refreshed day's) are read through
 * {userId, closedAt}, touching only that agent's deals of the period — not
 * the sparse {closedAt} of every agent; a period's rollups through
 * {userId, day}.
 */
describe('analytics reads use their indexes (explain)', () => {
  it('30 days of closed deals: {userId, closedAt}, only the period’s own deals examined', async () => {
    const now = Date.now();
    const owner = new Types.ObjectId();
    const other = new Types.ObjectId();
    const leads = (userId: Types.ObjectId) =>
      Array.from({ length: 210 }, (_, i) => {
        const createdAt = new Date(now - (i + 1) * 1.7 * DAY);
        const closed = i % 3 === 0;
        return { _id: new Types.ObjectId(), userId, name: `L${i}`, source: 'website', stage: closed ? 'closed' : 'new', score: 0, messageCount: 0, notes: [], activities: [], closedAt: closed ? new Date(createdAt.getTime() + DAY) : null, ...(closed ? { commission: 1000, salePrice: 100_000 } : {}), createdAt, updatedAt: createdAt };
      });
    await insertLeadsInBulk([...leads(owner), ...leads(other)] as never);
    await LeadModel.init();
    const closedAt = { $gte: new Date(now - 30 * DAY), $lt: new Date(now) };
    const expected = await LeadModel.countDocuments({ userId: owner, closedAt });
    expect(expected).toBeGreaterThan(3);
    const find = (await LeadModel.find({ userId: owner, closedAt }, { commission: 1, salePrice: 1 }).explain('executionStats')) as unknown as { queryPlanner: { winningPlan: Stage }; executionStats: { totalDocsExamined: number } };
    expect(scanOf(find.queryPlanner.winningPlan)).toMatchObject({ stage: 'IXSCAN', indexName: 'userId_1_closedAt_1' });
    expect(find.executionStats.totalDocsExamined).toBe(expected);
  });

  it('a period’s rollups: {userId, day}', async () => {
    await DailyRollupModel.init();
    const userId = new Types.ObjectId();
    const empty = { leads: {}, closed: {}, bookings: 0, conversations: {}, responseMs: [] };
    await DailyRollupModel.insertMany(['2029-12-31', '2030-01-02', '2030-06-01'].flatMap((day) => [{ userId, day, ...empty }, { userId: new Types.ObjectId(), day, ...empty }]));
    const days = (await DailyRollupModel.find({ userId, day: { $gte: '2030-01-01', $lt: '2031-01-01' } }).explain('executionStats')) as unknown as { queryPlanner: { winningPlan: Stage }; executionStats: { totalDocsExamined: number } };
    expect(scanOf(days.queryPlanner.winningPlan)).toMatchObject({ stage: 'IXSCAN', indexName: 'userId_1_day_1' });
    expect(days.executionStats.totalDocsExamined).toBe(2);
  });
});
