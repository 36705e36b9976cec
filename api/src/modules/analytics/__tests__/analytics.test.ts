import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { AgentSettingsModel } from '../../agent-settings/agent-settings.model.js';
import { subscribedAgent } from '../../auth/testing.js';
import { dashboardMetrics } from '../../dashboard/dashboard.service.js';
import { aiPerformance, conversionAnalytics, detailedAnalytics } from '../analytics.service.js';
import { NOW, seedFixture } from './fixture.js';

withTestDatabase();
const { app } = createTestApp();

async function fixtureAgent(timeZone = 'America/Los_Angeles') {
  const { agent, user } = await subscribedAgent(app);
  const { user: other } = await subscribedAgent(app);
  await AgentSettingsModel.updateOne({ userId: user.id }, { $set: { timeZone } });
  await seedFixture(user.id, other.id);
  return { agent, id: user.id };
}

describe('analytics over a hand-computed account (Los Angeles, across the clock change)', () => {
  it('GET detailed, 7 days: cards, change, sources and months at the period’s edges', async () => {
    const { id } = await fixtureAgent();
    const d = await detailedAnalytics(id, '7d', NOW);
    expect(d.range).toEqual({ period: '7d', start: '2030-03-09T08:00:00.000Z', end: '2030-03-16T07:00:00.000Z', timeZone: 'America/Los_Angeles' });
    // Leads L1 (first instant), L3, L7, L8; qualified or further L3, L7; a showing or further L3, L7 → 50 %.
    expect(d).toMatchObject({
      totalLeads: 4,
      qualifiedLeads: 2,
      appointmentsBooked: 1,
      closedDeals: 2,
      totalRevenue: 12_000,
      conversionRate: 50,
      avgResponseTime: 12,
    });
    expect(d.leadSources).toEqual({ facebook: 2, instagram: 0, website: 2, sms: 0, email: 0, other: 0 });
    // Previous 7 days: L2 (one second before), A3, L5 closed at $9,000.
    expect(d.previous).toEqual({ totalLeads: 1, qualifiedLeads: 1, appointmentsBooked: 1, closedDeals: 1, totalRevenue: 9_000 });
    expect(d.change).toEqual({ totalLeads: '+300%', qualifiedLeads: '+100%', appointmentsBooked: '+0%', closedDeals: '+100%', totalRevenue: '+33%' });
    expect(d.monthlyTrends).toEqual([{ month: '2030-03', leads: 4, appointments: 1, closed: 2 }]);
  });

  it('GET detailed, 30 days: February’s half month and March', async () => {
    const { id } = await fixtureAgent();
    const d = await detailedAnalytics(id, '30d', NOW);
    expect(d.range.start).toBe('2030-02-14T08:00:00.000Z');
    // Seven leads (not L6, one second early); 5 qualified or further; 4 reached a showing → 57 %. Closed L4, L5, L7.
    expect(d).toMatchObject({
      totalLeads: 7,
      qualifiedLeads: 5,
      appointmentsBooked: 3,
      closedDeals: 3,
      totalRevenue: 21_000,
      conversionRate: 57,
      avgResponseTime: 20,
    });
    expect(d.leadSources).toEqual({ facebook: 2, instagram: 1, website: 2, sms: 1, email: 0, other: 1 });
    expect(d.previous).toEqual({ totalLeads: 1, qualifiedLeads: 1, appointmentsBooked: 0, closedDeals: 0, totalRevenue: 0 });
    // No appointment, closing or commission in the previous 30 days: no percentage of nothing.
    expect(d.change).toEqual({ totalLeads: '+600%', qualifiedLeads: '+400%', appointmentsBooked: null, closedDeals: null, totalRevenue: null });
    expect(d.monthlyTrends).toEqual([
      { month: '2030-02', leads: 1, appointments: 1, closed: 0 },
      { month: '2030-03', leads: 6, appointments: 2, closed: 3 },
    ]);
  });

  it('reads the period in the agent’s own time zone (Tokyo)', async () => {
    const { id } = await fixtureAgent('Asia/Tokyo');
    // Now is Saturday Mar 16 05:00 in Tokyo: the 7 days are Mar 10–16 there, from 2030-03-09T15:00Z; L1 and L2 fall in the week before.
    const d = await detailedAnalytics(id, '7d', NOW);
    expect(d.range).toMatchObject({ start: '2030-03-09T15:00:00.000Z', end: '2030-03-16T15:00:00.000Z', timeZone: 'Asia/Tokyo' });
    expect(d.totalLeads).toBe(3);
    expect(d.previous.totalLeads).toBe(2);
    expect(d.change.totalLeads).toBe('+50%');
    // 30 days from Feb 15 00:00 Tokyo: L5 (Feb 14 08:00Z) is out; its month slices start there.
    const month = await detailedAnalytics(id, '30d', NOW);
    expect(month.totalLeads).toBe(6);
    expect(month.monthlyTrends.map((m) => m.month)).toEqual(['2030-02', '2030-03']);
    expect(month.monthlyTrends[0]).toEqual({ month: '2030-02', leads: 0, appointments: 1, closed: 0 });
  });

  it('GET conversions: funnel, revenue as commissions, medians of time', async () => {
    const { id } = await fixtureAgent();
    const c = await conversionAnalytics(id, '30d', NOW);
    expect(c.funnel).toEqual([
      { step: 'leads', count: 7, percent: 100 },
      { step: 'qualified', count: 5, percent: 71 },
      { step: 'appointments', count: 4, percent: 57 },
      { step: 'closed', count: 3, percent: 43 },
    ]);
    // Commissions $12,000 + $9,000 over 2 deals with a value (L7 has none) and 7 leads.
    expect(c.revenue).toEqual({
      totalRevenue: 21_000,
      averageDealSize: 10_500,
      revenuePerLead: 3_000,
      salesVolume: 700_000,
      closedDeals: 3,
      dealsWithValue: 2,
    });
    // Cycles 9, 19.17 and 2 days → 9; first contact to close 7 (the note, not the edit) and 17.17 days → 12.1 (L7 has no contact recorded).
    // Response: 4 s, 20 s, 600 s → 20 s = 0.3 min.
    expect(c.time).toEqual({
      avgResponseTimeMinutes: 0.3,
      answeredConversations: 3,
      salesCycleDays: 9,
      firstContactToCloseDays: 12.1,
      dealsWithFirstContact: 2,
    });
  });

  it('GET ai-performance: each rate from its conversations', async () => {
    const { id } = await fixtureAgent();
    const ai = await aiPerformance(id, '7d', NOW);
    // Begun: C1, C2, C3; the lead wrote in C1, C2 → 67 %; hot C1, C2, of which C1 qualified → 50 %; booked in C1 → 50 %.
    expect(ai).toMatchObject({
      avgResponseTime: 12,
      answeredConversations: 2,
      engagementRate: 67,
      qualificationAccuracy: 50,
      appointmentBookingRate: 50,
      conversations: 2,
    });
    expect(ai.topPerformingScripts).toEqual([
      { name: 'Text messages (SMS)', usage: 1, engagement: 100 },
      { name: 'Website chat', usage: 2, engagement: 50 },
    ]);
  });

  it('agrees with the dashboard over a period holding every lead (one set of definitions)', async () => {
    const { id } = await fixtureAgent();
    const [year, dashboard] = await Promise.all([detailedAnalytics(id, '1y', NOW), dashboardMetrics(id, NOW)]);
    expect(year.totalLeads).toBe(dashboard.totalLeads);
    expect(`${year.conversionRate}%`).toBe(dashboard.conversionRate);
    expect(year.closedDeals).toBe(dashboard.closedDeals);
    expect(year.range.start).toBe('2029-03-16T07:00:00.000Z');
    // The year before held nothing: every card's change is none, never '+100%' of nothing.
    expect(year.previous).toEqual({ totalLeads: 0, qualifiedLeads: 0, appointmentsBooked: 0, closedDeals: 0, totalRevenue: 0 });
    expect(year.change).toEqual({ totalLeads: null, qualifiedLeads: null, appointmentsBooked: null, closedDeals: null, totalRevenue: null });
  });
});

describe('GET /api/analytics/{detailed,conversions,ai-performance}', () => {
  const paths = ['detailed', 'conversions', 'ai-performance'];

  it('answers zeros and empty lists for an account with no data (no sample months or scripts)', async () => {
    const { agent, user } = await subscribedAgent(app);
    const d = (await agent.get(`/api/analytics/detailed?userId=${user.id}&period=30d`).expect(200)).body;
    expect(d).toMatchObject({
      totalLeads: 0,
      qualifiedLeads: 0,
      appointmentsBooked: 0,
      closedDeals: 0,
      totalRevenue: 0,
      conversionRate: 0,
      avgResponseTime: 0,
      monthlyTrends: [],
    });
    expect(d.leadSources).toEqual({ facebook: 0, instagram: 0, website: 0, sms: 0, email: 0, other: 0 });
    expect(d.change).toEqual({ totalLeads: null, qualifiedLeads: null, appointmentsBooked: null, closedDeals: null, totalRevenue: null });
    const c = (await agent.get(`/api/analytics/conversions?userId=${user.id}`).expect(200)).body;
    expect(c.range.period).toBe('30d');
    expect(c.funnel.map((s: { count: number; percent: number }) => s.count + s.percent)).toEqual([0, 0, 0, 0]);
    expect(c.time).toEqual({ avgResponseTimeMinutes: 0, answeredConversations: 0, salesCycleDays: 0, firstContactToCloseDays: 0, dealsWithFirstContact: 0 });
    const ai = (await agent.get(`/api/analytics/ai-performance?period=1y`).expect(200)).body;
    expect(ai).toMatchObject({ avgResponseTime: 0, engagementRate: 0, qualificationAccuracy: 0, appointmentBookingRate: 0, topPerformingScripts: [] });
  });

  it('counts the agent’s own leads over HTTP, not the /analytics/{userId} route', async () => {
    const { agent, user } = await subscribedAgent(app);
    const created = (await agent.post('/api/leads').send({ name: 'Ada', email: 'ada@example.com', source: 'facebook' }).expect(201)).body;
    const d = (await agent.get(`/api/analytics/detailed?userId=${user.id}&period=7d`).expect(200)).body;
    expect(d.totalLeads).toBe(1);
    expect(d.leadSources.facebook).toBe(1);
    expect(d.closedDeals).toBe(0);
    expect(d.monthlyTrends.reduce((n: number, m: { leads: number }) => n + m.leads, 0)).toBe(1);
    // Moving it to Closed Won counts a deal closed today; moving it away uncounts it.
    const closed = (await agent.patch(`/api/leads/${created.id}`).send({ stage: 'closed', salePrice: 500_000, commission: 15_000 }).expect(200)).body;
    expect(closed.deal).toMatchObject({ salePrice: 500_000, commission: 15_000 });
    expect(closed.deal.closedAt).not.toBeNull();
    const after = (await agent.get('/api/analytics/detailed?period=7d').expect(200)).body;
    expect(after).toMatchObject({ closedDeals: 1, totalRevenue: 15_000 });
    // Editable later; a bad amount is a 400 with its message.
    await agent.patch(`/api/leads/${created.id}`).send({ commission: 12_500.5 }).expect(200);
    expect((await agent.get('/api/analytics/conversions?period=7d').expect(200)).body.revenue).toMatchObject({
      totalRevenue: 12_500.5,
      salesVolume: 500_000,
      dealsWithValue: 1,
    });
    expect((await agent.patch(`/api/leads/${created.id}`).send({ salePrice: -1 }).expect(400)).body.message).toBe(
      'Sale price must be an amount from 0 to 1,000,000,000.',
    );
    await agent.patch(`/api/leads/${created.id}`).send({ stage: 'offer' }).expect(200);
    expect((await agent.get('/api/analytics/detailed?period=7d').expect(200)).body.closedDeals).toBe(0);
  });

  it('403 for another user’s id, 400 for a bad period or id, 401 without a session', async () => {
    const { agent } = await subscribedAgent(app);
    const { user: other } = await subscribedAgent(app);
    for (const path of paths) {
      await agent.get(`/api/analytics/${path}?userId=${other.id}&period=30d`).expect(403);
      const bad = await agent.get(`/api/analytics/${path}?period=2w`).expect(400);
      expect(bad.body.message).toBe('period must be one of 7d, 30d, 90d, 1y.');
      await agent.get(`/api/analytics/${path}?userId=nope`).expect(400);
      await createTestApp().request.get(`/api/analytics/${path}`).expect(401);
    }
  });
});
