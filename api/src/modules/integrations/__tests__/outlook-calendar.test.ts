import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type FakeMicrosoft, startFakeMicrosoft, withTestDatabase } from '../../../test-support/index.js';
import { type Agent, subscribedAgent } from '../../auth/testing.js';
import { runDueJobs } from '../../jobs/jobs.service.js';
import { CalendarConnectionModel } from '../calendar-connection.model.js';

withTestDatabase();
let microsoft: FakeMicrosoft;
let app: ReturnType<typeof createTestApp>['app'];
const quiet = { warn: () => {}, error: () => {} };

beforeAll(async () => {
  microsoft = await startFakeMicrosoft();
  app = createTestApp({ env: microsoft.env }).app;
});
afterAll(async () => microsoft.close());

function futureWeekday(daysAhead: number, weekday: number): string {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  while (d.getUTCDay() !== weekday) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Runs the sign-in as the browser would: connect → Microsoft's sign-in page → the callback; answers the callback's path. */
async function consent(agent: Agent): Promise<string> {
  const { authUrl } = (await agent.get('/api/integrations/outlook_calendar/connect').expect(200)).body as { authUrl: string };
  expect(authUrl.startsWith(`${microsoft.url}/common/oauth2/v2.0/authorize?`)).toBe(true);
  const params = new URL(authUrl).searchParams;
  expect(params.get('code_challenge_method')).toBe('S256');
  expect(params.get('scope')).toContain('Calendars.ReadWrite');
  expect(params.get('scope')).toContain('offline_access');
  const signIn = await fetch(authUrl, { redirect: 'manual' });
  const back = new URL(signIn.headers.get('location') ?? '');
  expect(back.pathname).toBe('/api/integrations/outlook-calendar/callback');
  return `${back.pathname}${back.search}`;
}

async function connected(agent: Agent) {
  const callback = await consent(agent);
  const res = await agent.get(callback).expect(302);
  expect(res.headers.location).toBe('/api-settings?integration=outlook_calendar&status=connected');
}

const outlookCard = async (agent: Agent) =>
  (
    (await agent.get('/api/integrations').expect(200)).body.integrations as {
      platform: string;
      isActive: boolean;
      configured: boolean;
      account: string | null;
    }[]
  ).find((i) => i.platform === 'outlook_calendar');
const storedTokens = async (userId: string) =>
  JSON.stringify((await CalendarConnectionModel.findOne({ userId, platform: 'outlook_calendar' }).lean())?.tokens ?? null);

describe('Outlook Calendar', () => {
  it('connects through MSAL with PKCE, stores the tokens sealed, and lists it as connected', async () => {
    const { agent, user } = await subscribedAgent(app);
    expect(await outlookCard(agent)).toMatchObject({ isActive: false, configured: true });
    await connected(agent);
    expect(await outlookCard(agent)).toMatchObject({ isActive: true, account: 'agent@outlook.example' });
    const raw = await storedTokens(user.id);
    // Sealed: only the envelope's fields are readable. The tokens Microsoft
    // issued are checked whole (a 3-letter prefix such as "EwB" turns up in
    // random ciphertext about once in fifty runs).
    expect(Object.keys(JSON.parse(raw) as object).sort()).toEqual(['data', 'iv', 'kid', 'tag', 'v']);
    expect(microsoft.validAccessTokens.size).toBeGreaterThan(0);
    for (const token of microsoft.validAccessTokens) expect(raw).not.toContain(token);
    expect(raw).not.toMatch(/RefreshToken|M\.R3/);
    expect(microsoft.grants).toContain('authorization_code');
  });

  it('refuses a callback whose state belongs to another session, or was used already', async () => {
    const { agent } = await subscribedAgent(app);
    const { agent: intruder, user: intruderUser } = await subscribedAgent(app);
    const callback = await consent(agent);
    const refused = await intruder.get(callback).expect(400);
    expect(refused.body.message).toBe('This sign-in link is not valid for your session. Please start connecting again from API Settings.');
    expect(await CalendarConnectionModel.countDocuments({ userId: intruderUser.id })).toBe(0);
    await agent.get(callback).expect(400);
    await agent.get('/api/integrations/outlook-calendar/callback?state=made-up&code=x').expect(400);
    expect((await outlookCard(agent))?.isActive).toBe(false);
  });

  it('a refused sign-in lands back on /api-settings as failed', async () => {
    const { agent } = await subscribedAgent(app);
    const callback = new URL(await consent(agent), 'http://x');
    const res = await agent.get(`${callback.pathname}?state=${callback.searchParams.get('state')}&error=access_denied`).expect(302);
    expect(res.headers.location).toMatch(/^\/api-settings\?integration=outlook_calendar&status=failed/);
    expect((await outlookCard(agent))?.isActive).toBe(false);
  });

  it('busy time in Outlook blocks slots; an expired access token is refreshed and saved sealed', async () => {
    const { agent, user } = await subscribedAgent(app);
    microsoft.expiresIn = -60;
    await connected(agent);
    microsoft.expiresIn = 3600;
    const before = await storedTokens(user.id);
    const refreshesBefore = microsoft.grants.filter((g) => g === 'refresh_token').length;
    const date = futureWeekday(3, 2);
    const free = (await agent.get(`/api/available-slots/${date}`).expect(200)).body.slots as { time: string; start: string }[];
    const ten = free.find((s) => s.time === '10:00')?.start ?? '';
    const twelve = free.find((s) => s.time === '12:00')?.start ?? '';
    expect(ten && twelve).toBeTruthy();
    expect(microsoft.grants.filter((g) => g === 'refresh_token').length).toBe(refreshesBefore + 1);
    const at = (iso: string, minutes: number) => ({ dateTime: new Date(Date.parse(iso) + minutes * 60_000).toISOString().replace('Z', ''), timeZone: 'UTC' });
    microsoft.events.set('busy-1', { subject: 'Dentist', start: at(ten, 0), end: at(ten, 90) });
    microsoft.events.set('free-1', { subject: 'Lunch (free)', start: at(twelve, 0), end: at(twelve, 60), showAs: 'free' });
    const after = ((await agent.get(`/api/available-slots/${date}`).expect(200)).body.slots as { time: string }[]).map((s) => s.time);
    expect(after).not.toContain('10:00');
    expect(after).not.toContain('11:00');
    expect(after).toContain('12:00');
    expect((await agent.post('/api/appointments').send({ title: 'Clash', date, time: '10:00' }).expect(409)).body.code).toBe('OUTSIDE_AVAILABILITY');
    microsoft.events.clear();
    // The refreshed cache (new access and rotated refresh token) was sealed and saved; the fresh token is reused, not refreshed again.
    const saved = await storedTokens(user.id);
    expect(saved).not.toBe(before);
    // Whole tokens, as above: "EwB" alone turns up in random ciphertext now and then ("." never does).
    for (const token of microsoft.validAccessTokens) expect(saved).not.toContain(token);
    expect(saved).not.toMatch(/M\.R3/);
    await agent.get(`/api/available-slots/${date}`).expect(200);
    expect(microsoft.grants.filter((g) => g === 'refresh_token').length).toBe(refreshesBefore + 1);
  });

  it('appointments become Outlook events that follow moves and cancellations; disconnect forgets the tokens', async () => {
    const { agent, user } = await subscribedAgent(app);
    await connected(agent);
    microsoft.events.clear();
    const date = futureWeekday(3, 4);
    const a = (await agent.post('/api/appointments').send({ title: 'Showing at 9 Oak Ave', date, time: '09:00', propertyAddress: '9 Oak Ave' }).expect(201))
      .body.appointment;
    await runDueJobs(quiet);
    const utc = (iso: string) => iso.replace(/\.\d+Z$|Z$/, '');
    expect([...microsoft.events.values()]).toEqual([
      expect.objectContaining({
        subject: 'Showing at 9 Oak Ave',
        start: { dateTime: utc(a.scheduledAt), timeZone: 'UTC' },
        location: { displayName: '9 Oak Ave' },
      }),
    ]);
    const moved = (await agent.patch(`/api/appointments/${a.id}`).send({ date, time: '13:00' }).expect(200)).body.appointment;
    await runDueJobs(quiet);
    expect([...microsoft.events.values()].map((e) => e.start?.dateTime)).toEqual([utc(moved.scheduledAt)]);
    await agent.delete(`/api/appointments/${a.id}`).expect(200);
    await runDueJobs(quiet);
    expect(microsoft.events.size).toBe(0);

    await agent.delete('/api/integrations/outlook_calendar').expect(204);
    expect(await CalendarConnectionModel.countDocuments({ userId: user.id })).toBe(0);
    expect((await outlookCard(agent))?.isActive).toBe(false);
    // Nothing follows into the disconnected calendar any more.
    await agent.post('/api/appointments').send({ title: 'After disconnect', date, time: '15:00' }).expect(201);
    await runDueJobs(quiet);
    expect(microsoft.events.size).toBe(0);
  });
});
