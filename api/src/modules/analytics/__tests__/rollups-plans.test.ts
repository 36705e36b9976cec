import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';

import { zoneDayStart } from '../../../lib/zone-days.js';
import { withTestDatabase } from '../../../test-support/index.js';
import { LeadModel } from '../../leads/lead.model.js';
import { insertLeadsInBulk } from '../../leads/leads.service.js';
import { median } from '../analytics.period.js';
import { DailyRollupModel } from '../rollups/daily-rollup.model.js';
import { MonthlyRollupModel } from '../rollups/monthly-rollup.model.js';
import { medianOf } from '../rollups/period-figures.js';
import { dayKeyOf, dayLookup, readPlan } from '../rollups/rollup-days.js';

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
 * The index questions of the analytics rollups, answered by explain: the period's closed
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
        return {
          _id: new Types.ObjectId(),
          userId,
          name: `L${i}`,
          source: 'website',
          stage: closed ? 'closed' : 'new',
          score: 0,
          messageCount: 0,
          notes: [],
          activities: [],
          closedAt: closed ? new Date(createdAt.getTime() + DAY) : null,
          ...(closed ? { commission: 1000, salePrice: 100_000 } : {}),
          createdAt,
          updatedAt: createdAt,
        };
      });
    await insertLeadsInBulk([...leads(owner), ...leads(other)] as never);
    await LeadModel.init();
    const closedAt = { $gte: new Date(now - 30 * DAY), $lt: new Date(now) };
    const expected = await LeadModel.countDocuments({ userId: owner, closedAt });
    expect(expected).toBeGreaterThan(3);
    const find = (await LeadModel.find({ userId: owner, closedAt }, { commission: 1, salePrice: 1 }).explain('executionStats')) as unknown as {
      queryPlanner: { winningPlan: Stage };
      executionStats: { totalDocsExamined: number };
    };
    expect(scanOf(find.queryPlanner.winningPlan)).toMatchObject({ stage: 'IXSCAN', indexName: 'userId_1_closedAt_1' });
    expect(find.executionStats.totalDocsExamined).toBe(expected);
  });

  it('a period’s rollups: {userId, day}', async () => {
    await DailyRollupModel.init();
    const userId = new Types.ObjectId();
    const empty = { leads: {}, closed: {}, bookings: 0, conversations: {}, responseMs: [] };
    await DailyRollupModel.insertMany(
      ['2029-12-31', '2030-01-02', '2030-06-01'].flatMap((day) => [
        { userId, day, ...empty },
        { userId: new Types.ObjectId(), day, ...empty },
      ]),
    );
    const days = (await DailyRollupModel.find({ userId, day: { $gte: '2030-01-01', $lt: '2031-01-01' } }).explain('executionStats')) as unknown as {
      queryPlanner: { winningPlan: Stage };
      executionStats: { totalDocsExamined: number };
    };
    expect(scanOf(days.queryPlanner.winningPlan)).toMatchObject({ stage: 'IXSCAN', indexName: 'userId_1_day_1' });
    expect(days.executionStats.totalDocsExamined).toBe(2);
  });

  it('a period’s whole months: {userId, month}', async () => {
    await MonthlyRollupModel.init();
    const userId = new Types.ObjectId();
    const empty = { leads: {}, closed: {}, bookings: 0, conversations: {}, responseMs: [] };
    await MonthlyRollupModel.insertMany(
      ['2029-11', '2030-01', '2030-06', '2031-01'].flatMap((month) => [
        { userId, month, ...empty },
        { userId: new Types.ObjectId(), month, ...empty },
      ]),
    );
    const months = (await MonthlyRollupModel.find({ userId, month: { $gte: '2030-01', $lte: '2030-12' } }).explain('executionStats')) as unknown as {
      queryPlanner: { winningPlan: Stage };
      executionStats: { totalDocsExamined: number };
    };
    expect(scanOf(months.queryPlanner.winningPlan)).toMatchObject({ stage: 'IXSCAN', indexName: 'userId_1_month_1' });
    expect(months.executionStats.totalDocsExamined).toBe(2);
  });
});

describe('which rollups a period reads (readPlan)', () => {
  it('1y: its whole months from their sums, the two partial ones as days', () => {
    const plan = readPlan('2029-03-16', '2030-03-16');
    expect(plan.months).toEqual(['2029-04', '2029-05', '2029-06', '2029-07', '2029-08', '2029-09', '2029-10', '2029-11', '2029-12', '2030-01', '2030-02']);
    expect(plan.days).toEqual([
      ['2029-03-16', '2029-04-01'],
      ['2030-03-01', '2030-03-16'],
    ]);
  });

  it('a month with a cut in it (the previous period’s end) is read as days; one that starts at the cut is whole', () => {
    expect(readPlan('2028-03-16', '2030-03-16', ['2029-03-16']).days).toContainEqual(['2029-03-01', '2029-04-01']);
    expect(readPlan('2028-03-16', '2030-03-16', ['2029-03-16']).months).not.toContain('2029-03');
    expect(readPlan('2029-11-01', '2030-03-01', ['2029-12-01'])).toEqual({ months: ['2029-11', '2029-12', '2030-01', '2030-02'], days: [] });
  });

  it('30d across a new year: days only, one span; a period ending on a month’s last day keeps that month whole', () => {
    expect(readPlan('2029-12-10', '2030-01-09')).toEqual({ months: [], days: [['2029-12-10', '2030-01-09']] });
    expect(readPlan('2029-12-10', '2030-02-01')).toEqual({ months: ['2030-01'], days: [['2029-12-10', '2030-01-01']] });
  });
});

describe('the day of an instant during a rebuild (dayLookup)', () => {
  it('is Luxon’s day in the zone, across clock changes and a skipped midnight', () => {
    for (const zone of ['America/Los_Angeles', 'America/Santiago', 'Asia/Tokyo', 'Australia/Lord_Howe']) {
      // Two months around each zone's spring and autumn changes (Santiago skips its September midnight).
      for (const from of ['2030-03-01T12:00:00Z', '2030-08-25T12:00:00Z', '2030-10-01T12:00:00Z']) {
        const start = zoneDayStart(new Date(from), zone);
        const end = zoneDayStart(start, zone, { months: 2 });
        const keyOf = dayLookup(zone, start, end);
        for (let t = start.getTime(); t < end.getTime(); t += 37 * 60_000 + 13_000)
          expect(keyOf(new Date(t)), `${zone} ${new Date(t).toISOString()}`).toBe(dayKeyOf(new Date(t), zone));
        // Each zone midnight and the instant before it.
        for (let day = start; day < end; day = zoneDayStart(day, zone, { days: 1 })) {
          expect(keyOf(day)).toBe(dayKeyOf(day, zone));
          if (day > start) expect(keyOf(new Date(day.getTime() - 1))).toBe(dayKeyOf(new Date(day.getTime() - 1), zone));
        }
      }
    }
  });
});

describe('the median of rows’ samples (medianOf)', () => {
  it('is median() of their concatenation: odd, even, negative, empty rows, none', () => {
    let seed = 7;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31 - 0.3) * 4e9;
    for (const sizes of [[], [0, 0], [1], [2], [3, 0, 4], [5, 6, 7, 0, 1], Array.from({ length: 40 }, (_, i) => (i * 7) % 60)]) {
      const lists = sizes.map((n) => Array.from({ length: n }, () => Math.round(next())).sort((a, b) => a - b));
      expect(medianOf(lists)).toEqual({ median: median(lists.flat()), count: lists.flat().length });
    }
  });
});
