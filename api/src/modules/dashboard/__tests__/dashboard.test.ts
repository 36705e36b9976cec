import { EMPTY_DASHBOARD_METRICS, type LeadStage } from '@leadnest/contracts';
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { AgentSettingsModel } from '../../agent-settings/agent-settings.model.js';
import { AppointmentModel } from '../../appointments/appointment.model.js';
import { subscribedAgent } from '../../auth/testing.js';
import { ConversationModel } from '../../conversations/conversation.model.js';
import { LeadModel } from '../../leads/lead.model.js';
import { formatDuration, growthPercent, percentOf } from '../dashboard.format.js';
import { dashboardMetrics, weekOf } from '../dashboard.service.js';

withTestDatabase();
const { app } = createTestApp();

const DAY = 24 * 3600_000;
// A Wednesday noon in New York (17:00 UTC): this week is Mon 2030-01-07 to Mon 2030-01-14.
const NOW = new Date('2030-01-09T17:00:00.000Z');
const ago = (days: number, hours = 0) => new Date(NOW.getTime() - days * DAY - hours * 3600_000);

async function lead(userId: string, createdAt: Date, stage: LeadStage, score: number) {
  const _id = new Types.ObjectId();
  await LeadModel.create({ _id, userId, name: `Lead ${score}`, source: 'website', stage, score, createdAt, sortKey: `${createdAt.toISOString()}|${_id}` });
}

async function appointment(userId: string, scheduledAt: Date, createdAt: Date, extra: Record<string, unknown> = {}) {
  await AppointmentModel.create({
    userId,
    title: 'Showing',
    clientName: 'Dana',
    appointmentType: 'showing',
    date: 'x',
    time: 'x',
    scheduledAt,
    bookedBy: 'agent',
    createdAt,
    ...extra,
  });
}

/** A conversation whose messages are [role, seconds after `start`]. */
async function conversation(userId: string, start: Date, messages: [string, number][], extra: Record<string, unknown> = {}) {
  const doc = new ConversationModel({
    userId,
    platform: 'website',
    understood: {},
    memory: {},
    leadName: 'Lead',
    messages: messages.map(([role, s], i) => ({ seq: i + 1, role, text: `m${i}`, at: new Date(start.getTime() + s * 1000) })),
    ...extra,
  });
  await doc.save();
  return doc;
}

describe('GET /api/dashboard/metrics/{userId}', () => {
  it('answers the spec defaults for an agent with no data', async () => {
    const { agent, user } = await subscribedAgent(app);
    expect((await agent.get(`/api/dashboard/metrics/${user.id}`).expect(200)).body).toEqual(EMPTY_DASHBOARD_METRICS);
    expect((await agent.get(`/api/analytics/${user.id}`).expect(200)).body).toEqual({ totalConversations: 0, totalAppointments: 0 });
  });

  it('sends no growth percentage when the week before had no leads (not +100%)', async () => {
    const { user } = await subscribedAgent(app);
    await lead(user.id, ago(1), 'new', 10);
    await lead(user.id, ago(2), 'new', 10);
    await lead(user.id, ago(40), 'new', 10);
    expect(await dashboardMetrics(user.id, NOW)).toMatchObject({ totalLeads: 3, recentLeads: 2, leadsGrowth: null });
  });

  it('computes every figure from the agent’s own data (hand-computed fixture)', async () => {
    const { user } = await subscribedAgent(app);
    const { user: other } = await subscribedAgent(app);
    const id = user.id;
    // Leads: 3 in the last 7 days, 2 in the 7 before, 1 older. Stages: showing, offer, closed, closed → 4 reached a showing of 6.
    await lead(id, ago(1), 'new', 80);
    await lead(id, ago(3), 'showing', 75);
    await lead(id, ago(6, 23), 'closed', 50);
    await lead(id, ago(8), 'offer', 10);
    await lead(id, ago(13), 'closed', 70);
    await lead(id, ago(40), 'contacted', 20);
    // Someone else's, which must count nowhere.
    await lead(other.id, ago(1), 'closed', 99);
    // Appointments: 4 scheduled + 1 cancelled. Set in the last 7 days: 2 (the cancelled one does not count).
    await appointment(id, ago(-1), ago(2)); // tomorrow (this week), upcoming, showing
    await appointment(id, ago(1), ago(1)); // yesterday (this week, Tuesday), past, showing
    await appointment(id, ago(-6), ago(10)); // next Tuesday: not this week, upcoming, showing
    await appointment(id, ago(-2), ago(10), { appointmentType: 'consultation' }); // upcoming, not a showing
    await appointment(id, ago(-3), ago(1), { status: 'cancelled' });
    await appointment(other.id, ago(-1), ago(1));
    // Conversations: first replies after 4 s, 10 s and 30 s this week (median 10 s); one unanswered;
    // one where the lead never wrote; one old, answered after 600 s; one opted out this week.
    await conversation(id, ago(1), [
      ['assistant', 0],
      ['lead', 5],
      ['assistant', 9],
    ]);
    await conversation(
      id,
      ago(2),
      [
        ['lead', 0],
        ['assistant', 10],
        ['lead', 20],
        ['agent', 25],
      ],
      { status: 'needs-agent' },
    );
    await conversation(id, ago(3), [
      ['lead', 0],
      ['agent', 30],
    ]);
    await conversation(id, ago(4), [['lead', 0]]);
    await conversation(id, ago(5), [['assistant', 0]]);
    await conversation(id, ago(20), [
      ['lead', 0],
      ['assistant', 600],
    ]);
    await conversation(
      id,
      ago(2),
      [
        ['lead', 0],
        ['assistant', 2],
      ],
      { status: 'opted-out' },
    );
    await conversation(other.id, ago(1), [
      ['lead', 0],
      ['assistant', 1],
    ]);
    // updatedAt is the save time; the "active" figure reads it, so set it as the fixture says.
    const convs = await ConversationModel.find({ userId: id }).lean();
    for (const c of convs) await ConversationModel.updateOne({ _id: c._id }, { $set: { updatedAt: c.messages.at(-1)!.at } }, { timestamps: false });

    const metrics = await dashboardMetrics(id, NOW);
    expect(metrics).toEqual({
      totalLeads: 6,
      recentLeads: 3,
      leadsGrowth: '+50%', // 3 against 2
      totalAppointments: 4,
      recentAppointments: 2,
      scheduledAppointments: 3,
      responseRate: '83%', // answered 5 of the 6 where the lead wrote
      conversionRate: '67%', // 4 of 6
      totalMessages: 3 + 4 + 2 + 1 + 1 + 2 + 2,
      activeConversations: 5, // this week and not opted out: 1, 2, 3, 4, 5 days ago
      propertyShowings: 3,
      closedDeals: 2,
      avgResponseTime: '7s', // this week, answered: 2 s, 4 s, 10 s, 30 s → (4 + 10) / 2
      hotLeads: 3, // 80, 75, 70
      showingsThisWeek: 2,
      needsAgent: 1,
      timeZone: 'America/New_York',
    } satisfies typeof metrics);
  });
});

describe('the served figures', () => {
  it('are kept a short while, and computed afresh after the agent adds a lead or a conversation changes', async () => {
    const { agent, user } = await subscribedAgent(app);
    const read = async () => (await agent.get(`/api/dashboard/metrics/${user.id}`).expect(200)).body;
    expect((await read()).totalLeads).toBe(0);
    await lead(user.id, ago(1), 'new', 10); // written straight to the collection: the cache does not know
    expect((await read()).totalLeads).toBe(0);
    await agent.post('/api/leads').send({ name: 'Dana Cole', email: 'dana@example.com' }).expect(201);
    expect((await read()).totalLeads).toBe(2);
    await conversation(user.id, ago(1), [
      ['lead', 0],
      ['assistant', 3],
    ]);
    expect((await read()).totalMessages).toBe(2);
  });

  it('count every message of the agent’s conversations, the agent’s own replies too, as they are sent', async () => {
    const { agent, user } = await subscribedAgent(app);
    const { user: other } = await subscribedAgent(app);
    const read = async () => (await agent.get(`/api/dashboard/metrics/${user.id}`).expect(200)).body;
    const chat = await conversation(user.id, ago(1), [
      ['assistant', 0],
      ['lead', 4],
      ['assistant', 6],
    ]);
    await conversation(user.id, ago(30), [['lead', 0]]); // older than any window: still counted
    await conversation(other.id, ago(1), [
      ['lead', 0],
      ['assistant', 1],
    ]); // someone else's: never
    expect((await read()).totalMessages).toBe(4);
    await agent.post(`/api/conversations/${chat.id}/takeover`).expect(200);
    await agent.post(`/api/conversations/${chat.id}/messages`).send({ text: 'Hi, this is the agent.' }).expect(201);
    expect((await read()).totalMessages).toBe(5);
  });
});

describe('who may read the figures', () => {
  it('401 without a session, 400 for a malformed id, 403 for another user’s id', async () => {
    const { agent, user } = await subscribedAgent(app);
    const { user: other } = await subscribedAgent(app);
    await createTestApp().request.get(`/api/dashboard/metrics/${user.id}`).expect(401);
    await createTestApp().request.get(`/api/analytics/${user.id}`).expect(401);
    expect((await agent.get(`/api/dashboard/metrics/${other.id}`).expect(403)).body.message).toBeTruthy();
    await agent.get(`/api/analytics/${other.id}`).expect(403);
    expect((await agent.get('/api/dashboard/metrics/not-an-id').expect(400)).body.message).toBe('userId is not a valid id.');
  });

  it('analytics counts the agent’s conversations and live appointments', async () => {
    const { agent, user } = await subscribedAgent(app);
    await conversation(user.id, ago(1), [['lead', 0]]);
    await conversation(user.id, ago(1), [['lead', 0]]);
    await appointment(user.id, ago(-1), ago(1));
    await appointment(user.id, ago(-2), ago(1), { status: 'cancelled' });
    expect((await agent.get(`/api/analytics/${user.id}`).expect(200)).body).toEqual({ totalConversations: 2, totalAppointments: 1 });
    // The appointment rows carry what the dashboard reads (spec part 1 §3), and clientName for the calendar.
    const rows = (await agent.get('/api/appointments').expect(200)).body.appointments;
    expect(rows[0]).toMatchObject({ leadName: 'Dana', clientName: 'Dana', scheduledAt: ago(-1).toISOString(), propertyAddress: null });
  });
});

describe('how figures read', () => {
  it('growth is a signed whole percent; from nothing there is none (null), never +100%', () => {
    expect([growthPercent(0, 0), growthPercent(3, 0), growthPercent(3, 2), growthPercent(1, 4), growthPercent(2, 2)]).toEqual([
      null,
      null,
      '+50%',
      '-75%',
      '+0%',
    ]);
    expect([percentOf(0, 0), percentOf(1, 3), percentOf(2, 3)]).toEqual(['0%', '33%', '67%']);
    expect([formatDuration(null), formatDuration(400), formatDuration(59_400), formatDuration(61_000), formatDuration(3 * 3600_000)]).toEqual([
      '0min',
      '<1s',
      '59s',
      '1min',
      '3h',
    ]);
  });

  it('this week runs Monday to Monday at midnight in the agent’s zone', () => {
    // Sunday 2030-01-13 23:30 in Los Angeles is Monday 07:30 UTC: still the week of Jan 7 there.
    const week = weekOf(new Date('2030-01-14T07:30:00Z'), 'America/Los_Angeles');
    expect(week.start.toISOString()).toBe('2030-01-07T08:00:00.000Z');
    expect(week.end.toISOString()).toBe('2030-01-14T08:00:00.000Z');
    expect(weekOf(new Date('2030-01-14T07:30:00Z'), 'Europe/Berlin').start.toISOString()).toBe('2030-01-13T23:00:00.000Z');
  });

  it('uses the agent’s time zone for this week’s showings', async () => {
    const { user } = await subscribedAgent(app);
    await AgentSettingsModel.updateOne({ userId: user.id }, { $set: { timeZone: 'Asia/Tokyo' } });
    // Monday 2030-01-14 01:00 in Tokyo is Sunday 16:00 UTC: next week in Tokyo, this week in New York.
    await appointment(user.id, new Date('2030-01-13T16:00:00Z'), ago(1));
    expect((await dashboardMetrics(user.id, NOW)).showingsThisWeek).toBe(0);
    await AgentSettingsModel.updateOne({ userId: user.id }, { $set: { timeZone: 'America/New_York' } });
    expect((await dashboardMetrics(user.id, NOW)).showingsThisWeek).toBe(1);
  });
});
