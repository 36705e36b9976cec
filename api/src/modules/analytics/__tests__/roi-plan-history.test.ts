import { monthlyPriceUsd } from '@leadnest/plans';
import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { AgentSettingsModel } from '../../agent-settings/agent-settings.model.js';
import { signedInAgent, subscribedAgent } from '../../auth/testing.js';
import { cancelOffSubscription, changeOffPlan, closeOffPeriod } from '../../billing/subscriptions.service.js';
import { accountCache, UserModel } from '../../identity/user.model.js';
import { roiAnalytics } from '../roi.service.js';
import { NOW } from './fixture.js';

withTestDatabase();
const { app } = createTestApp();

const cents = (n: number) => Math.round(n * 100) / 100;

describe('ROI: the plan counts for the days each plan was held', () => {
  it('a plan taken, then changed, inside the period counts each plan’s billed days, not today’s price for the whole period', async () => {
    const { user } = await signedInAgent(app);
    await AgentSettingsModel.updateOne({ userId: user.id }, { $set: { timeZone: 'UTC' } });
    // No plan until Jan 20 (UTC), then Starter: invoiced Jan 20 – Feb 20. Moved to Enterprise on Feb 10,
    // which billing-off mode bills from the next period: Enterprise invoiced Feb 20 – Mar 20 (28 days).
    await changeOffPlan(user.id, 'starter', new Date('2030-01-20T00:00:00Z'));
    await changeOffPlan(user.id, 'enterprise', new Date('2030-02-10T00:00:00Z'));
    await closeOffPeriod({ userId: user.id, periodEnd: '2030-02-20T00:00:00.000Z' });

    // 90 days to NOW (Friday Mar 15, UTC): Dec 16 – Mar 16. Starter's whole month; Enterprise Feb 20 – Mar 16, 24 of its 28 days.
    const quarter = await roiAnalytics(user.id, '90d', NOW);
    expect(quarter.plan).toBe('enterprise');
    expect(quarter.planCost).toBe(cents(monthlyPriceUsd('starter') + (monthlyPriceUsd('enterprise') * 24) / 28));
    expect(quarter.investment).toBe(quarter.planCost);
    // 7 days (Mar 9 – 16): Enterprise only, 7 of its 28 days.
    expect((await roiAnalytics(user.id, '7d', NOW)).planCost).toBe(cents((monthlyPriceUsd('enterprise') * 7) / 28));
  });

  it('a plan that ended inside the period counts to its last billed day; none at all costs nothing', async () => {
    const { user } = await signedInAgent(app);
    await AgentSettingsModel.updateOne({ userId: user.id }, { $set: { timeZone: 'UTC' } });
    expect((await roiAnalytics(user.id, '30d', NOW)).planCost).toBe(0);
    // Professional Jan 1 – Feb 1, cancelled: the period's end closes it (the plan is gone after Feb 1).
    await changeOffPlan(user.id, 'professional', new Date('2030-01-01T00:00:00Z'));
    await cancelOffSubscription(user.id, new Date('2030-01-05T00:00:00Z'));
    await closeOffPeriod({ userId: user.id, periodEnd: '2030-02-01T00:00:00.000Z' });
    const roi = await roiAnalytics(user.id, '90d', NOW);
    expect(roi.plan).toBeNull();
    expect(roi.planCost).toBe(monthlyPriceUsd('professional'));
    expect((await roiAnalytics(user.id, '30d', NOW)).planCost).toBe(0);
  });

  it('an account billing never charged counts today’s plan only from the account’s creation', async () => {
    const { user } = await subscribedAgent(app);
    await AgentSettingsModel.updateOne({ userId: user.id }, { $set: { timeZone: 'UTC' } });
    // Created Mar 5, 20:00 UTC: about 10 of the 30 days (Feb 15 – Mar 16).
    await UserModel.collection.updateOne({ _id: UserModel.castObject({ _id: user.id })._id }, { $set: { createdAt: new Date('2030-03-05T20:00:00Z') } });
    accountCache.clear();
    expect((await roiAnalytics(user.id, '30d', NOW)).planCost).toBe(cents((monthlyPriceUsd('professional') * 10) / 30));
  });

  it('an account made a few hours before the period ends holds its plan for that day, whatever the hour', async () => {
    const { user } = await subscribedAgent(app);
    await AgentSettingsModel.updateOne({ userId: user.id }, { $set: { timeZone: 'UTC' } });
    // NOW (20:00 UTC) is in the period's last day, which ends at midnight: an account made an hour ago, 5 hours before the end, paid for the day.
    await UserModel.collection.updateOne({ _id: UserModel.castObject({ _id: user.id })._id }, { $set: { createdAt: new Date(NOW.getTime() - 3600_000) } });
    accountCache.clear();
    const roi = await roiAnalytics(user.id, '7d', NOW);
    expect(roi.planCost).toBe(cents(monthlyPriceUsd('professional') / 30));
    expect(roi.roi).toBe(-1);
  });
});
