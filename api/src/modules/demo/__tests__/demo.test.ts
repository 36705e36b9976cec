import { describe, expect, it, vi } from 'vitest';

import { createLogger } from '../../../lib/logger.js';
import { startServer } from '../../../start.js';
import { createTestApp, testEnv, withTestDatabase } from '../../../test-support/index.js';
import { newAgent } from '../../auth/testing.js';
import { UserModel } from '../../identity/user.model.js';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../demo.seed.js';

const db = withTestDatabase();

describe('seedDemoData', () => {
  const env = testEnv();
  const logger = createLogger(env);

  it('creates a demo agent on the professional plan in an empty database, once', async () => {
    await db.clear();
    expect(await seedDemoData(env, logger)).toEqual({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(await seedDemoData(env, logger)).toBeUndefined();
    expect(await UserModel.countDocuments()).toBe(1);

    const { app } = createTestApp();
    const res = await newAgent(app).post('/api/auth/login').send({ email: DEMO_EMAIL, password: DEMO_PASSWORD }).expect(200);
    expect(res.body.user).toMatchObject({ plan: 'professional', firstName: 'Demo', emailVerified: true });
  });

  it('gives the demo agent website chats and texts played through the assistant: their leads, one booked showing, some handed off', async () => {
    await db.clear();
    await seedDemoData(env, logger);
    const { app } = createTestApp();
    const agent = newAgent(app);
    await agent.post('/api/auth/login').send({ email: DEMO_EMAIL, password: DEMO_PASSWORD }).expect(200);
    const rows = (await agent.get('/api/conversations').expect(200)).body.conversations as Array<{ leadName: string; status: string; platform: string }>;
    expect(rows).toHaveLength(6);
    expect(rows.map((r) => r.status).sort()).toEqual(['active', 'active', 'active', 'needs-agent', 'needs-agent', 'needs-agent']);
    expect(rows.map((r) => r.leadName)).toContain('Jordan Reyes');
    // Chat and sms, each with one that asked for a person; a text's lead is named from what they wrote.
    expect(
      rows
        .filter((r) => r.platform === 'sms')
        .map((r) => [r.leadName, r.status])
        .sort(),
    ).toEqual([
      ['Marcus Lee', 'needs-agent'],
      ['Sofia Martinez', 'active'],
    ]);
    const appointments = (await agent.get('/api/appointments').expect(200)).body.appointments;
    expect(appointments).toEqual(expect.arrayContaining([expect.objectContaining({ clientName: 'Jordan Reyes', appointmentType: 'showing' })]));
    const leads = (await agent.get('/api/leads').expect(200)).body.leads as Array<{ name: string; stage: string }>;
    expect(leads.find((l) => l.name === 'Jordan Reyes')?.stage).toBe('showing');
  });

  it('shapes a pipeline that makes the dashboard alive: leads over 60 days, showings today and this week', async () => {
    await db.clear();
    await seedDemoData(env, logger);
    const { app } = createTestApp();
    const agent = newAgent(app);
    const me = (await agent.post('/api/auth/login').send({ email: DEMO_EMAIL, password: DEMO_PASSWORD }).expect(200)).body.user;
    const m = (await agent.get(`/api/dashboard/metrics/${me.id}`).expect(200)).body;
    expect(m.totalLeads).toBeGreaterThanOrEqual(48);
    expect(m.recentLeads).toBeGreaterThan(0);
    expect(m.leadsGrowth).toMatch(/^\+[1-9]/);
    expect(m.closedDeals).toBeGreaterThan(0);
    expect(m.hotLeads).toBeGreaterThan(0);
    expect(m.needsAgent).toBe(3);
    expect(m.responseRate).toBe('100%');
    expect(m.avgResponseTime).not.toBe('0min');
    expect(m.propertyShowings).toBeGreaterThanOrEqual(5);
    // Three showings today in the agent's zone (New York), whatever the hour now.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: m.timeZone }).format(new Date());
    const appointments = (await agent.get('/api/appointments').expect(200)).body.appointments as {
      scheduledAt: string;
      leadName: string;
      propertyAddress: string | null;
    }[];
    const todays = appointments.filter((a) => new Intl.DateTimeFormat('en-CA', { timeZone: m.timeZone }).format(new Date(a.scheduledAt)) === today);
    expect(todays.filter((a) => a.leadName && a.propertyAddress).length).toBeGreaterThanOrEqual(3);
    const leads = (await agent.get('/api/leads?limit=100').expect(200)).body.leads as { source: string; phone: string | null }[];
    expect(new Set(leads.map((l) => l.source)).size).toBe(5);
    // Phones as every write path stores them (E.164), so a demo lead found by any format of its number.
    expect(leads.filter((l) => l.phone).every((l) => /^\+1\d{10}$/.test(l.phone!))).toBe(true);
    const found = (await agent.get(`/api/leads?q=${encodeURIComponent('(512) 555-1000')}`).expect(200)).body.leads as { phone: string }[];
    expect(found.map((l) => l.phone)).toContain('+15125551000');
  });

  it('never adds itself to a database that has users', async () => {
    await db.clear();
    await UserModel.create({ email: 'real@example.com' });
    expect(await seedDemoData(env, logger)).toBeUndefined();
  });

  it('uses a random password in production', async () => {
    await db.clear();
    const demo = await seedDemoData({ NODE_ENV: 'production' }, logger);
    expect(demo?.password).not.toBe(DEMO_PASSWORD);
    expect(demo?.password.length).toBeGreaterThanOrEqual(16);
  });
});

describe('npm start with DEMO_DATA', () => {
  const fakeDatabase = () => ({ uri: 'mongodb://fake', kind: 'embedded' as const, storage: () => ({ writable: true }), close: async () => undefined });

  it('seeds after connecting and prints the demo sign-in', async () => {
    const seedDemo = vi.fn(async () => ({ email: 'demo@x.example', password: 'pw-123456' }));
    const print = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const running = await startServer({ env: testEnv({ PORT: 0, DEMO_DATA: true }), connect: async () => fakeDatabase(), seedDemo });
    await running.close();
    expect(seedDemo).toHaveBeenCalledOnce();
    expect(print.mock.calls.flat().join('\n')).toContain('demo@x.example / password pw-123456');
    print.mockRestore();
  });

  it('does not seed when DEMO_DATA is off', async () => {
    const seedDemo = vi.fn(async () => undefined);
    const running = await startServer({ env: testEnv({ PORT: 0, DEMO_DATA: false }), connect: async () => fakeDatabase(), seedDemo });
    await running.close();
    expect(seedDemo).not.toHaveBeenCalled();
  });
});
