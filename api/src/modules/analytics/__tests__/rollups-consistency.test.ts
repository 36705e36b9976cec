import { ANALYTICS_PERIODS, type AnalyticsPeriod, LEAD_SOURCES, LEAD_STAGES } from '@leadnest/contracts';
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { AgentSettingsModel } from '../../agent-settings/agent-settings.model.js';
import { cancelAppointment } from '../../appointments/appointment-editing.service.js';
import { insertAppointmentsInBulk } from '../../appointments/appointments.service.js';
import { subscribedAgent } from '../../auth/testing.js';
import {
  changeConversation,
  insertConversationsInBulk,
  mirrorLeadOnConversations,
  openConversation,
  relabelConversations,
} from '../../conversations/conversations.service.js';
import { runDueJobs } from '../../jobs/jobs.service.js';
import { changeStageInBulk, deleteInBulk } from '../../leads/leads.bulk.js';
import { createLeadByHand, deleteLead, insertLeadsInBulk, patchLead } from '../../leads/leads.service.js';
import { aiPerformance, conversionAnalytics, detailedAnalytics, type FigureSource } from '../analytics.service.js';
import { roiAnalytics } from '../roi.service.js';
import { type DailyRollup, DailyRollupModel, type RollupBody } from '../rollups/daily-rollup.model.js';
import { type MonthlyRollup, MonthlyRollupModel } from '../rollups/monthly-rollup.model.js';
import { rebuildAgentRollups } from '../rollups/rollup-build.js';
import { monthDays, sumBodies } from '../rollups/rollup-days.js';
import { markAnalyticsChange, MAX_MARKS } from '../rollups/rollup-marks.js';
import { ROLLUP_LAYOUT, RollupStateModel } from '../rollups/rollup-state.model.js';
import { NOW, seedFixture } from './fixture.js';

withTestDatabase();
const { app } = createTestApp();
const quiet = { warn: () => undefined, error: () => undefined };
const DAY = 24 * 3600_000;

/** A small seeded generator (mulberry32), so a failure is replayed by its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]! };
}

type Endpoint = (userId: string, period: AnalyticsPeriod, now: Date, source: FigureSource) => Promise<unknown>;
const ENDPOINTS: Record<string, Endpoint> = {
  detailed: detailedAnalytics,
  conversions: conversionAnalytics,
  'ai-performance': aiPerformance,
  roi: roiAnalytics,
};

/** Every endpoint and period from the rollups equals the same from the raw documents (the oracle). */
async function expectRollupsEqualRaw(userId: string, now: Date, seed?: number) {
  for (const period of ANALYTICS_PERIODS) {
    for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
      const raw = await endpoint(userId, period, now, 'raw');
      const rolled = await endpoint(userId, period, now, 'auto');
      expect(rolled, `${name} ${period}${seed === undefined ? '' : ` (ROLLUP_SEED=${seed})`}`).toEqual(raw);
    }
  }
}

/** A PATCH /api/leads/{id} body as the router hands it on (fields not sent are undefined). */
const patch = (body: object) => body as Parameters<typeof patchLead>[2];

const stateOf = (userId: string) => RollupStateModel.findOne({ userId: new Types.ObjectId(userId) }).lean();

/** Every stored month is the sum of its stored days, and every month with days is stored. */
async function expectMonthsSumTheirDays(userId: string) {
  const uid = new Types.ObjectId(userId);
  const months = await MonthlyRollupModel.find({ userId: uid }, { _id: 0, userId: 0 }).lean<MonthlyRollup[]>();
  const days = await DailyRollupModel.find({ userId: uid }, { _id: 0, userId: 0 }).lean<DailyRollup[]>();
  expect(months.map((m) => m.month).sort()).toEqual([...new Set(days.map((d) => d.day.slice(0, 7)))].sort());
  // Money is summed in another order than the month was (floating point): to the cent.
  const exact = (b: RollupBody) => ({
    ...b,
    closed: { ...b.closed, commission: Math.round(b.closed.commission * 100), salePrice: Math.round(b.closed.salePrice * 100) },
  });
  for (const { month, ...body } of months) {
    const { first, next } = monthDays(month);
    expect(exact(body), month).toEqual(exact(sumBodies(days.filter((d) => d.day >= first && d.day < next).map(({ day: _day, ...rest }) => rest))));
  }
}

/** A year and a half of history written in bulk by the owners' services: leads (some closed with a value), conversations, appointments. */
async function seedHistory(userId: string, rng: ReturnType<typeof random>, now: number) {
  const owner = new Types.ObjectId(userId);
  const leads = Array.from({ length: 300 }, (_, i) => {
    const createdAt = new Date(now - rng.int(540 * 24 * 60) * 60_000);
    const stage = rng.pick(LEAD_STAGES);
    const closedAt = stage === 'closed' ? new Date(Math.min(now, createdAt.getTime() + rng.int(60 * 24) * 60_000)) : null;
    const contacted = rng.next() < 0.7;
    return {
      _id: new Types.ObjectId(),
      userId: owner,
      name: `Lead ${i}`,
      source: rng.next() < 0.1 ? ('phone' as const) : rng.pick(LEAD_SOURCES),
      stage,
      score: rng.int(101),
      messageCount: 0,
      notes: [],
      activities: contacted ? [{ type: 'note' as const, at: new Date(createdAt.getTime() + rng.int(5 * DAY)), text: 'Called' }] : [],
      closedAt,
      ...(closedAt && rng.next() < 0.8 ? { salePrice: 100_000 + rng.int(900) * 1000, commission: 1_000 + rng.int(30_000) + rng.int(100) / 100 } : {}),
      createdAt,
      updatedAt: closedAt ?? createdAt,
    };
  });
  await insertLeadsInBulk(leads as never);
  const conversations = Array.from({ length: 150 }, (_, i) => {
    const begun = now - rng.int(540 * DAY);
    const roles = rng.next() < 0.2 ? ['assistant'] : rng.next() < 0.5 ? ['lead', 'assistant', 'lead'] : ['assistant', 'lead'];
    const messages = roles.map((role, j) => ({ seq: j + 1, role, text: `m${j}`, at: new Date(begun + j * (1000 + rng.int(600_000))) }));
    const score = rng.int(101);
    return {
      _id: new Types.ObjectId(),
      userId: owner,
      platform: rng.pick(['website', 'sms', 'voice'] as const),
      status: 'active' as const,
      aiPaused: false,
      understood: {} as never,
      memory: {} as never,
      turn: roles.length,
      messages,
      leadName: `Lead ${i}`,
      leadId: leads[i]!._id,
      score,
      label: score >= 70 ? ('hot' as const) : score >= 40 ? ('warm' as const) : ('cold' as const),
      leadStage: leads[i]!.stage,
      ...(rng.next() < 0.3 ? { scheduledShowing: new Date(begun + 5 * DAY) } : {}),
      lastMessage: 'm',
      createdAt: new Date(begun),
      updatedAt: messages.at(-1)!.at,
    };
  });
  await insertConversationsInBulk(conversations as never);
  const appointments = Array.from({ length: 80 }, (_, i) => {
    const createdAt = new Date(now - rng.int(540 * DAY));
    const scheduledAt = new Date(now + (i + 1) * 3600_000);
    return {
      _id: new Types.ObjectId(),
      userId: owner,
      title: 'Showing',
      clientName: `C${i}`,
      appointmentType: 'showing',
      date: 'x',
      time: 'x',
      scheduledAt,
      durationMinutes: 60,
      status: rng.next() < 0.15 ? 'cancelled' : 'scheduled',
      bookedBy: 'agent',
      createdAt,
      updatedAt: createdAt,
    };
  });
  await insertAppointmentsInBulk(appointments);
  return {
    leads: leads.map((l) => String(l._id)),
    conversations: conversations.map((c) => c._id),
    appointments: appointments.filter((a) => a.status === 'scheduled').map((a) => String(a._id)),
  };
}

describe('daily rollups equal the raw documents', () => {
  it('the hand-computed fixture: every endpoint and period, in Los Angeles across the clock change and in Tokyo', async () => {
    for (const zone of ['America/Los_Angeles', 'Asia/Tokyo']) {
      const { user } = await subscribedAgent(app);
      const { user: other } = await subscribedAgent(app);
      await AgentSettingsModel.updateOne({ userId: user.id }, { $set: { timeZone: zone } });
      await seedFixture(user.id, other.id);
      await rebuildAgentRollups(user.id, zone, NOW);
      expect(await stateOf(user.id)).toMatchObject({ status: 'ready', zone, dirty: [] });
      await expectRollupsEqualRaw(user.id, NOW);
      await expectMonthsSumTheirDays(user.id);
      // The figures did come from the rollups: a day changed behind their back shows.
      await DailyRollupModel.updateOne({ userId: new Types.ObjectId(user.id), day: '2030-03-13' }, { $inc: { 'leads.total': 5, 'leads.byStage.new': 5 } });
      expect((await detailedAnalytics(user.id, '7d', NOW)).totalLeads).toBe((await detailedAnalytics(user.id, '7d', NOW, 'raw')).totalLeads + 5);
      // A whole month of a period comes from its monthly sum (February, inside 90d and 1y), a partial one from its days (30d from 14 February).
      const leadsOf = async (period: AnalyticsPeriod) => (await conversionAnalytics(user.id, period, NOW)).funnel[0]!.count;
      const before = { '1y': await leadsOf('1y'), '90d': await leadsOf('90d'), '30d': await leadsOf('30d') };
      const changed = await MonthlyRollupModel.updateOne(
        { userId: new Types.ObjectId(user.id), month: '2030-02' },
        { $inc: { 'leads.total': 7, 'leads.byStage.new': 7 } },
      );
      expect(changed.matchedCount).toBe(1);
      expect({ '1y': await leadsOf('1y'), '90d': await leadsOf('90d'), '30d': await leadsOf('30d') }).toEqual({
        '1y': before['1y'] + 7,
        '90d': before['90d'] + 7,
        '30d': before['30d'],
      });
    }
  }, 120_000);

  it('random operations through the owners’ services keep them equal; a zone change rebuilds them by a durable job', async () => {
    const seed = Number(process.env.ROLLUP_SEED ?? Date.now() % 100_000);
    const rng = random(seed);
    const { agent, user } = await subscribedAgent(app);
    const session = { id: user.id, role: 'user' as const, sessionId: 'test' };
    await AgentSettingsModel.updateOne({ userId: user.id }, { $set: { timeZone: 'America/New_York' } });
    const now = Date.now();
    const history = await seedHistory(user.id, rng, now);

    // No rollups yet: the raw documents answer, and a rebuild job is scheduled; the job builds them.
    await expectRollupsEqualRaw(user.id, new Date(), seed);
    expect(await stateOf(user.id)).toBeNull();
    expect(await runDueJobs(quiet)).toBeGreaterThan(0);
    expect(await stateOf(user.id)).toMatchObject({ status: 'ready', zone: 'America/New_York' });
    expect(await DailyRollupModel.countDocuments({ userId: new Types.ObjectId(user.id) })).toBeGreaterThan(100);
    await expectRollupsEqualRaw(user.id, new Date(), seed);

    const live = [...history.leads];
    const scheduled = [...history.appointments];
    for (let step = 0; step < 40; step++) {
      const op = rng.int(8);
      const leadId = live.length > 0 ? live[rng.int(live.length)]! : null;
      if (op === 0) {
        const created = await createLeadByHand(user.id, {
          name: `New ${step}`,
          email: `n${step}@example.com`,
          source: rng.pick(LEAD_SOURCES),
          stage: rng.pick(LEAD_STAGES),
        } as never);
        live.push(created.lead.id);
      } else if (op === 1 && leadId) {
        // A stage change of an old lead moves it between its creation day's stage counts (and closes or reopens a deal).
        await patchLead(session, leadId, patch({ stage: rng.pick(LEAD_STAGES) }));
      } else if (op === 2 && leadId) {
        await patchLead(session, leadId, patch({ stage: 'closed', salePrice: 250_000 + rng.int(100) * 1000, commission: 5_000 + rng.int(5000) }));
      } else if (op === 3 && leadId) {
        await deleteLead(session, leadId);
        live.splice(live.indexOf(leadId), 1);
      } else if (op === 4 && live.length > 3) {
        const ids = [live[rng.int(live.length)]!, live[rng.int(live.length)]!];
        if (rng.next() < 0.5) await changeStageInBulk(user.id, ids, rng.pick(LEAD_STAGES));
        else {
          await deleteInBulk(user.id, ids);
          for (const id of ids) if (live.includes(id)) live.splice(live.indexOf(id), 1);
        }
      } else if (op === 5) {
        // A conversation begun now; the lead writes and is answered.
        const { _id } = await openConversation({
          userId: user.id,
          platform: rng.pick(['website', 'sms'] as const),
          leadName: 'Visitor',
          opening: [{ role: 'assistant', text: 'Hi' }],
          at: new Date(),
        });
        await changeConversation({ _id }, () => ({ add: [{ role: 'lead', text: 'Hello', at: new Date() }] }));
        if (rng.next() < 0.7)
          await changeConversation({ _id }, () => ({ add: [{ role: 'assistant', text: 'Hi again', at: new Date(Date.now() + rng.int(60_000)) }] }));
      } else if (op === 6) {
        // An old conversation's lead moves on (the conversation mirrors it: the hot-and-qualified count of the day it began).
        const i = rng.int(history.conversations.length);
        await mirrorLeadOnConversations(history.leads[i]!, { stage: rng.pick(LEAD_STAGES), score: 80, label: 'hot', name: 'Lead' });
      } else if (op === 7 && scheduled.length > 0) {
        await cancelAppointment(user.id, scheduled.splice(rng.int(scheduled.length), 1)[0]!);
      }
      if (step % 20 === 19) await expectRollupsEqualRaw(user.id, new Date(), seed);
    }
    await expectRollupsEqualRaw(user.id, new Date(), seed);
    expect((await stateOf(user.id))?.dirty, `seed ${seed}`).toEqual([]);
    await expectMonthsSumTheirDays(user.id);

    // Relabelling every conversation (an updateMany) marks the days of each; the next read recomputes them.
    await relabelConversations(user.id, { hot: 30, warm: 10 });
    expect((await stateOf(user.id))?.dirty.length).toBeGreaterThan(20);
    await expectRollupsEqualRaw(user.id, new Date(), seed);
    // A write that marks more than MAX_MARKS quarter hours makes the agent stale: the raw documents answer until a job rebuilt them.
    await markAnalyticsChange(
      user.id,
      Array.from({ length: MAX_MARKS + 1 }, (_, i) => new Date(now - i * DAY)),
    );
    expect(await stateOf(user.id)).toMatchObject({ stale: true });
    await expectRollupsEqualRaw(user.id, new Date(), seed);
    expect(await runDueJobs(quiet)).toBeGreaterThanOrEqual(1);
    expect(await stateOf(user.id)).toMatchObject({ status: 'ready', stale: false, dirty: [] });
    await expectRollupsEqualRaw(user.id, new Date(), seed);

    // The agent moves to Tokyo (PUT availability): their days are rebuilt in Tokyo's by a durable job.
    const hours = (await agent.get(`/api/users/${user.id}/availability`).expect(200)).body.availableHours;
    await agent.put(`/api/users/${user.id}/availability`).send({ timeZone: 'Asia/Tokyo', availableHours: hours }).expect(200);
    expect(await runDueJobs(quiet)).toBeGreaterThanOrEqual(1);
    expect(await stateOf(user.id)).toMatchObject({ status: 'ready', zone: 'Asia/Tokyo' });
    await expectRollupsEqualRaw(user.id, new Date(), seed);
    await expectMonthsSumTheirDays(user.id);
  }, 240_000);

  it('rollups of the older layout (days without their months) are rebuilt by a durable job; the raw documents answer meanwhile', async () => {
    const { user } = await subscribedAgent(app);
    await AgentSettingsModel.updateOne({ userId: user.id }, { $set: { timeZone: 'America/Los_Angeles' } });
    await seedHistory(user.id, random(21), Date.now());
    await rebuildAgentRollups(user.id, 'America/Los_Angeles');
    const uid = new Types.ObjectId(user.id);
    // As stored before monthly rollups: no layout, no months.
    await RollupStateModel.updateOne({ userId: uid }, { $unset: { layout: 1 } });
    await MonthlyRollupModel.deleteMany({ userId: uid });
    await expectRollupsEqualRaw(user.id, new Date());
    expect(await runDueJobs(quiet)).toBeGreaterThanOrEqual(1);
    expect(await stateOf(user.id)).toMatchObject({ status: 'ready', layout: ROLLUP_LAYOUT });
    expect(await MonthlyRollupModel.countDocuments({ userId: uid })).toBeGreaterThan(10);
    await expectMonthsSumTheirDays(user.id);
    await expectRollupsEqualRaw(user.id, new Date());
  }, 120_000);
});
