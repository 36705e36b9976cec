import type { InvoiceDto, SubscriptionDto } from '@leadnest/contracts';
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { storedUser } from '../../agent-settings/__tests__/stored-user.js';
import { AgentSettingsModel } from '../../agent-settings/agent-settings.model.js';
import { newAgent, signedInAgent } from '../../auth/testing.js';
import { JobModel } from '../../jobs/job.model.js';
import { runDueJobs } from '../../jobs/jobs.service.js';
import { InvoiceModel } from '../invoice.model.js';
import { issueOffInvoice } from '../invoices.service.js';
import { SubscriptionModel } from '../subscription.model.js';
import { recordUsage } from '../usage.service.js';
import { UsageRecordModel } from '../usage-record.model.js';

withTestDatabase();

const { app } = createTestApp({ env: { ADMIN_PASSCODE: 'open sesame 42 and more' } });
const quiet = { warn: () => {}, error: () => {} };
const DAY = 86_400_000;

describe('subscriptions in billing-off mode', () => {
  it('answers 401 to a visitor and 403 for another user id', async () => {
    const visitor = newAgent(app);
    await visitor.get('/api/subscription/64b000000000000000000001').expect(401);
    await visitor.get('/api/invoices/64b000000000000000000001').expect(401);
    const { agent } = await signedInAgent(app);
    const other = await signedInAgent(app);
    for (const call of [
      agent.get(`/api/subscription/${other.user.id}`),
      agent.patch(`/api/subscription/${other.user.id}`).send({ plan: 'starter' }),
      agent.delete(`/api/subscription/${other.user.id}`),
      agent.get(`/api/invoices/${other.user.id}`),
    ]) {
      expect((await call).status).toBe(403);
    }
    expect(await SubscriptionModel.countDocuments({ userId: other.user.id })).toBe(0);
  });

  it('shows no subscription for a new signup', async () => {
    const { agent, user } = await signedInAgent(app);
    const res = await agent.get(`/api/subscription/${user.id}`).expect(200);
    expect(res.body).toMatchObject({ plan: null, status: 'none', nextBillingDate: null, billingMode: 'off', cancelAtPeriodEnd: false });
    expect((await agent.get(`/api/invoices/${user.id}`).expect(200)).body).toEqual([]);
  });

  it('refuses an unknown plan with a readable 400', async () => {
    const { agent, user } = await signedInAgent(app);
    const res = await agent.patch(`/api/subscription/${user.id}`).send({ plan: 'gold' }).expect(400);
    expect(res.body.message).toBe('Please choose a plan: starter, professional, enterprise or agency');
    await agent.patch(`/api/subscription/${user.id}`).send({ plan: 'starter', price: 1 }).expect(400);
    expect((await storedUser({ _id: user.id }))?.plan).toBeNull();
  });

  it('subscribes at once: plan on the profile, a month-long period, an open invoice for the plan', async () => {
    const { agent, user } = await signedInAgent(app);
    const before = Date.now();
    const res = await agent.patch(`/api/subscription/${user.id}`).send({ plan: 'professional' }).expect(200);
    const sub = res.body as SubscriptionDto;
    expect(sub).toMatchObject({ plan: 'professional', status: 'active', priceCents: 29700, cancelAtPeriodEnd: false, paymentMethod: null, billingMode: 'off' });
    const start = Date.parse(sub.currentPeriodStart as string);
    const end = Date.parse(sub.currentPeriodEnd as string);
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    expect((end - start) / DAY).toBeGreaterThanOrEqual(28);
    expect((end - start) / DAY).toBeLessThanOrEqual(31.1);
    expect(sub.nextBillingDate).toBe(sub.currentPeriodEnd);
    expect((await agent.get('/api/user/profile').expect(200)).body.plan).toBe('professional');

    const invoices = (await agent.get(`/api/invoices/${user.id}`).expect(200)).body as InvoiceDto[];
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      amount: 29700,
      amountCents: 29700,
      status: 'open',
      lines: [{ kind: 'plan', description: 'Professional plan (monthly)', quantity: 1, amountCents: 29700 }],
    });
    expect(invoices[0]?.number).toMatch(/^LN-\d{8}-[0-9A-F]{6}$/);
    expect(await JobModel.countDocuments({ name: 'billing.period-end', status: 'pending' })).toBeGreaterThanOrEqual(1);
  });

  it('upgrades and downgrades at once; the same plan twice keeps one subscription', async () => {
    const { agent, user } = await signedInAgent(app);
    await agent.patch(`/api/subscription/${user.id}`).send({ plan: 'starter' }).expect(200);
    await agent.patch(`/api/subscription/${user.id}`).send({ plan: 'enterprise' }).expect(200);
    expect((await agent.get('/api/user/profile').expect(200)).body.plan).toBe('enterprise');
    const down = await agent.patch(`/api/subscription/${user.id}`).send({ plan: 'professional' }).expect(200);
    expect(down.body).toMatchObject({ plan: 'professional', priceCents: 29700 });
    await agent.patch(`/api/subscription/${user.id}`).send({ plan: 'professional' }).expect(200);
    expect(await SubscriptionModel.countDocuments({ userId: user.id })).toBe(1);
    expect(await InvoiceModel.countDocuments({ userId: user.id })).toBe(1);
  });

  it('an admin may read any user’s subscription', async () => {
    const { agent, user } = await signedInAgent(app);
    await agent.patch(`/api/subscription/${user.id}`).send({ plan: 'starter' }).expect(200);
    const admin = newAgent(app);
    await admin.post('/api/admin/login').send({ passcode: 'open sesame 42 and more' }).expect(200);
    expect((await admin.get(`/api/subscription/${user.id}`).expect(200)).body.plan).toBe('starter');
    expect((await admin.get(`/api/invoices/${user.id}`).expect(200)).body).toHaveLength(1);
  });

  it('a registered account (plan chosen at registration) gets its subscription and invoice on first read', async () => {
    const { agent, user } = await signedInAgent(app);
    await AgentSettingsModel.updateOne({ userId: user.id }, { $set: { plan: 'agency' } });
    const res = await agent.get(`/api/subscription/${user.id}`).expect(200);
    expect(res.body).toMatchObject({ plan: 'agency', status: 'active', priceCents: 99700 });
    await agent.get(`/api/subscription/${user.id}`).expect(200);
    expect(await InvoiceModel.countDocuments({ userId: user.id })).toBe(1);
  });

  it('a registered account reading its invoices first (the billing page asks for both at once) sees its first invoice, issued once', async () => {
    const { agent, user } = await signedInAgent(app);
    await AgentSettingsModel.updateOne({ userId: user.id }, { $set: { plan: 'professional' } });
    const [invoices, subscription] = await Promise.all([
      agent.get(`/api/invoices/${user.id}`).expect(200),
      agent.get(`/api/subscription/${user.id}`).expect(200),
    ]);
    expect(invoices.body).toEqual([expect.objectContaining({ amount: 29700, status: 'open' })]);
    expect(subscription.body).toMatchObject({ plan: 'professional', status: 'active' });
    expect(await InvoiceModel.countDocuments({ userId: user.id })).toBe(1);
    expect(await SubscriptionModel.countDocuments({ userId: user.id })).toBe(1);
  });

  it('one period issued by several issuers at once (API processes, requests) is one invoice that counts all its usage', async () => {
    const { user } = await signedInAgent(app);
    const periodStart = new Date('2031-03-01T00:00:00Z');
    for (let i = 0; i < 6; i++)
      await recordUsage({
        userId: user.id,
        kind: 'sms_outbound',
        quantity: 1,
        sourceId: `SM-race-${i}`,
        occurredAt: new Date(periodStart.getTime() - (i + 1) * DAY),
      });
    const userId = new Types.ObjectId(user.id);
    const input = { userId, plan: 'starter' as const, periodStart, periodEnd: new Date('2031-04-01T00:00:00Z') };
    const issued = await Promise.all(Array.from({ length: 5 }, () => issueOffInvoice(input)));
    const stored = await InvoiceModel.find({ userId }).lean();
    expect(stored).toHaveLength(1);
    expect(new Set(issued.map((invoice) => String(invoice?._id)))).toEqual(new Set([String(stored[0]!._id)]));
    expect(stored[0]!.lines.find((line) => line.kind === 'usage')).toMatchObject({ usageKind: 'sms_outbound', quantity: 6 });
    // No usage is left claimed by an invoice that was never stored.
    expect(await UsageRecordModel.countDocuments({ userId, invoiceId: { $ne: stored[0]!._id } })).toBe(0);
  });

  it('cancel keeps access to the period end, then the job removes the plan and deletes the subscription', async () => {
    const { agent, user } = await signedInAgent(app);
    await agent.delete(`/api/subscription/${user.id}`).expect(404);
    const sub = (await agent.patch(`/api/subscription/${user.id}`).send({ plan: 'starter' }).expect(200)).body as SubscriptionDto;
    const cancelled = (await agent.delete(`/api/subscription/${user.id}`).expect(200)).body as SubscriptionDto;
    expect(cancelled).toMatchObject({
      plan: 'starter',
      status: 'active',
      cancelAtPeriodEnd: true,
      nextBillingDate: null,
      currentPeriodEnd: sub.currentPeriodEnd,
    });
    // Still has access until the period ends.
    expect((await agent.get('/api/user/profile').expect(200)).body.plan).toBe('starter');
    await agent.get('/api/leads').expect(200);

    const end = new Date(sub.currentPeriodEnd as string);
    await runDueJobs(quiet, new Date(end.getTime() - 1000));
    expect((await agent.get('/api/user/profile').expect(200)).body.plan).toBe('starter');

    await runDueJobs(quiet, new Date(end.getTime() + 1000));
    expect((await agent.get('/api/user/profile').expect(200)).body.plan).toBeNull();
    expect((await agent.get(`/api/subscription/${user.id}`).expect(200)).body).toMatchObject({ plan: null, status: 'none' });
    expect(await SubscriptionModel.countDocuments({ userId: user.id })).toBe(0);
    await agent.get('/api/leads').expect(402);
  });

  it('PATCH after cancelling resumes the subscription', async () => {
    const { agent, user } = await signedInAgent(app);
    await agent.patch(`/api/subscription/${user.id}`).send({ plan: 'starter' }).expect(200);
    await agent.delete(`/api/subscription/${user.id}`).expect(200);
    const res = await agent.patch(`/api/subscription/${user.id}`).send({ plan: 'starter' }).expect(200);
    expect(res.body).toMatchObject({ cancelAtPeriodEnd: false });
    expect(res.body.nextBillingDate).toBe(res.body.currentPeriodEnd);
  });

  it('each period end issues one invoice: the plan ahead plus the usage of the period behind, in cents', async () => {
    const { agent, user } = await signedInAgent(app);
    const sub = (await agent.patch(`/api/subscription/${user.id}`).send({ plan: 'starter' }).expect(200)).body as SubscriptionDto;
    const start = new Date(sub.currentPeriodStart as string);
    const end = new Date(sub.currentPeriodEnd as string);
    const during = new Date(start.getTime() + DAY);
    await recordUsage({ userId: user.id, kind: 'voice_outbound_minute', quantity: 10, sourceId: 'call-1', occurredAt: during });
    await recordUsage({ userId: user.id, kind: 'sms_outbound', quantity: 3, sourceId: 'sms-1', occurredAt: during });
    // The same event recorded twice is stored once.
    await recordUsage({ userId: user.id, kind: 'sms_outbound', quantity: 3, sourceId: 'sms-1', occurredAt: during });

    // The job runs once, even when the runner is asked twice.
    await runDueJobs(quiet, new Date(end.getTime() + 1000));
    await runDueJobs(quiet, new Date(end.getTime() + 2000));

    const invoices = (await agent.get(`/api/invoices/${user.id}`).expect(200)).body as InvoiceDto[];
    expect(invoices).toHaveLength(2);
    const renewal = invoices[0] as InvoiceDto;
    expect(renewal.periodStart).toBe(end.toISOString());
    // 10 min × 1,400 mc = 14,000 mc = 14 ¢; 3 SMS × 790 mc = 2,370 mc ≈ 2 ¢.
    expect(renewal.lines).toEqual([
      { kind: 'plan', description: 'Starter plan (monthly)', quantity: 1, amountCents: 24700 },
      { kind: 'usage', usageKind: 'voice_outbound_minute', description: 'Outbound voice minutes', quantity: 10, amountCents: 14 },
      { kind: 'usage', usageKind: 'sms_outbound', description: 'SMS sent', quantity: 3, amountCents: 2 },
    ]);
    expect(renewal.amount).toBe(24700 + 14 + 2);
    const rolled = (await agent.get(`/api/subscription/${user.id}`).expect(200)).body as SubscriptionDto;
    expect(rolled.currentPeriodStart).toBe(end.toISOString());
    expect(Date.parse(rolled.currentPeriodEnd as string)).toBeGreaterThan(end.getTime());
  });

  it('periods missed while the server was down are all invoiced when it comes back', async () => {
    const { agent, user } = await signedInAgent(app);
    const sub = (await agent.patch(`/api/subscription/${user.id}`).send({ plan: 'professional' }).expect(200)).body as SubscriptionDto;
    const end = Date.parse(sub.currentPeriodEnd as string);
    await runDueJobs(quiet, new Date(end + 62 * DAY));
    const invoices = (await agent.get(`/api/invoices/${user.id}`).expect(200)).body as InvoiceDto[];
    expect(invoices.length).toBe(4);
    expect(new Set(invoices.map((invoice) => invoice.periodStart)).size).toBe(4);
  });
});
