import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { AgentSettingsModel } from '../../agent-settings/agent-settings.model.js';
import { subscribedAgent } from '../../auth/testing.js';
import { recordUsage } from '../../billing/usage.service.js';
import { roiAnalytics } from '../roi.service.js';
import { NOW, seedFixture } from './fixture.js';

withTestDatabase();
const { app } = createTestApp();

describe('GET /api/analytics/roi', () => {
  it('computes investment, ROI, cost per lead and time saved from the agent’s figures (hand-computed, 30 days in Los Angeles)', async () => {
    const { agent, user } = await subscribedAgent(app); // professional: $297 a month on the billing page
    const { user: other } = await subscribedAgent(app);
    await AgentSettingsModel.updateOne({ userId: user.id }, { $set: { timeZone: 'America/Los_Angeles' } });
    await seedFixture(user.id, other.id);
    // Usage: a 3-minute AI call ($0.30) and a text ($0.0079) in the period; one before it.
    await recordUsage({ userId: user.id, kind: 'ai_assistant_minute', quantity: 3, sourceId: 'CA1', occurredAt: new Date('2030-03-10T12:00:00Z') });
    await recordUsage({ userId: user.id, kind: 'sms_outbound', quantity: 1, sourceId: 'SM1', occurredAt: new Date('2030-03-11T12:00:00Z') });
    await recordUsage({ userId: user.id, kind: 'ai_assistant_minute', quantity: 9, sourceId: 'CA0', occurredAt: new Date('2030-01-01T12:00:00Z') });
    // Ad spend: Facebook $310 in March (31 days), email $280 in February (28 days), and a month the period does not touch.
    await agent
      .put('/api/analytics/roi-settings')
      .send({ adSpend: { month: '2030-03', source: 'facebook', amount: 310 } })
      .expect(204);
    await agent
      .put('/api/analytics/roi-settings')
      .send({ adSpend: { month: '2030-02', source: 'email', amount: 280 } })
      .expect(204);
    await agent
      .put('/api/analytics/roi-settings')
      .send({ adSpend: { month: '2029-12', source: 'sms', amount: 999 } })
      .expect(204);

    const roi = await roiAnalytics(user.id, '30d', NOW);
    // 30 days of $297/30 = $297; usage $0.3079 → $0.31.
    expect(roi).toMatchObject({
      plan: 'professional',
      planMonthlyPrice: 297,
      planCost: 297,
      usageCost: 0.31,
      investment: 297.31,
      revenue: 21_000,
      closedDeals: 3,
      leads: 7,
    });
    // (21000 − 297.31) / 297.31 = 69.63…; 297.31 / 7 = 42.47.
    expect(roi.roi).toBe(69.6);
    expect(roi.costPerLead).toBe(42.47);
    // March's slice is Mar 1 00:00 PST to Mar 16 00:00 PDT = 359 h of 31 days: 310 × 359/744 = 149.58 over 2 Facebook leads;
    // February's is Feb 14–28, 15 of 28 days: 280 × 15/28 = 150 over no email lead.
    expect(roi.sources).toEqual([
      { source: 'facebook', leads: 2, adSpend: 149.58, costPerLead: 74.79 },
      { source: 'email', leads: 0, adSpend: 150, costPerLead: null },
    ]);
    expect(roi.adSpend).toHaveLength(2);
    // Answered conversations C1, C2, C4 and one AI call, 5 minutes each by default: 20 min = 0.3 h.
    expect(roi.timeSaved).toEqual({ conversations: 3, calls: 1, minutesPerItem: 5, hours: 0.3 });

    await agent
      .put('/api/analytics/roi-settings')
      .send({ minutesPerItem: 15, adSpend: { month: '2030-03', source: 'facebook', amount: null } })
      .expect(204);
    const after = await roiAnalytics(user.id, '30d', NOW);
    expect(after.timeSaved).toMatchObject({ minutesPerItem: 15, hours: 1 });
    expect(after.sources.map((s) => s.source)).toEqual(['email']);
  });

  it('answers an empty account with zeros, no ratios and the default minutes; 400 and 403 like the other reports', async () => {
    const { agent, user } = await subscribedAgent(app);
    const { user: other } = await subscribedAgent(app);
    const roi = (await agent.get(`/api/analytics/roi?userId=${user.id}&period=7d`).expect(200)).body;
    expect(roi).toMatchObject({
      usageCost: 0,
      revenue: 0,
      roi: -1,
      leads: 0,
      costPerLead: null,
      sources: [],
      adSpend: [],
      timeSaved: { conversations: 0, calls: 0, minutesPerItem: 5, hours: 0 },
    });
    await agent.get(`/api/analytics/roi?userId=${other.id}`).expect(403);
    await agent.get('/api/analytics/roi?period=week').expect(400);
    const bad = await agent.put('/api/analytics/roi-settings').send({ minutesPerItem: 0 }).expect(400);
    expect(bad.body.message).toBe('Minutes per conversation must be a whole number from 1 to 240.');
    await agent
      .put('/api/analytics/roi-settings')
      .send({ adSpend: { month: '2030-13', source: 'facebook', amount: 1 } })
      .expect(400);
    await agent
      .put('/api/analytics/roi-settings')
      .send({ adSpend: { month: '2030-01', source: 'tv', amount: 1 } })
      .expect(400);
    await agent.put('/api/analytics/roi-settings').send({}).expect(400);
  });
});
