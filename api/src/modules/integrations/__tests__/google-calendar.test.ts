import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type FakeGoogle, startFakeGoogle, withTestDatabase } from '../../../test-support/index.js';
import { type Agent, subscribedAgent } from '../../auth/testing.js';
import { runDueJobs } from '../../jobs/jobs.service.js';
import { CalendarConnectionModel } from '../calendar-connection.model.js';

withTestDatabase();
let google: FakeGoogle;
let app: ReturnType<typeof createTestApp>['app'];
const quiet = { warn: () => {}, error: () => {} };

beforeAll(async () => {
  google = await startFakeGoogle();
  app = createTestApp({ env: google.env }).app;
});
afterAll(async () => google.close());

function futureWeekday(daysAhead: number, weekday: number): string {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  while (d.getUTCDay() !== weekday) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Runs the OAuth dance as the browser would: connect → Google's consent page → the callback; answers the callback's path. */
async function consent(agent: Agent): Promise<string> {
  const { authUrl } = (await agent.get('/api/integrations/google_calendar/connect').expect(200)).body as { authUrl: string };
  expect(authUrl.startsWith(`${google.url}/auth?`)).toBe(true);
  const params = new URL(authUrl).searchParams;
  expect(params.get('code_challenge_method')).toBe('S256');
  expect(params.get('access_type')).toBe('offline');
  const consentPage = await fetch(authUrl, { redirect: 'manual' });
  const back = new URL(consentPage.headers.get('location') ?? '');
  return `${back.pathname}${back.search}`;
}

async function connected(agent: Agent) {
  const callback = await consent(agent);
  const res = await agent.get(callback).expect(302);
  expect(res.headers.location).toBe('/api-settings?integration=google_calendar&status=connected');
}

const googleCard = async (agent: Agent) =>
  (
    (await agent.get('/api/integrations').expect(200)).body.integrations as {
      platform: string;
      isActive: boolean;
      configured: boolean;
      account: string | null;
    }[]
  ).find((i) => i.platform === 'google_calendar');

describe('Google Calendar', () => {
  it('connects through OAuth with PKCE, stores the tokens sealed, and lists it as connected', async () => {
    const { agent, user } = await subscribedAgent(app);
    expect(await googleCard(agent)).toMatchObject({ isActive: false, configured: true });
    await connected(agent);
    expect(await googleCard(agent)).toMatchObject({ isActive: true, account: 'agent@gmail.example' });
    const raw = JSON.stringify(await CalendarConnectionModel.findOne({ userId: user.id }).lean());
    expect(raw).not.toMatch(/ya29\.|1\/\//);
    expect(google.grants).toContain('authorization_code');
  });

  it('refuses a callback whose state belongs to another session, or was used already', async () => {
    const { agent } = await subscribedAgent(app);
    const { agent: intruder, user: intruderUser } = await subscribedAgent(app);
    const callback = await consent(agent);
    const refused = await intruder.get(callback).expect(400);
    expect(refused.body.message).toBe('This sign-in link is not valid for your session. Please start connecting again from API Settings.');
    expect(await CalendarConnectionModel.countDocuments({ userId: intruderUser.id })).toBe(0);
    // The state was spent by that try: the owner's own replay is refused too.
    await agent.get(callback).expect(400);
    await agent.get('/api/integrations/google-calendar/callback?state=made-up&code=x').expect(400);
    expect((await googleCard(agent))?.isActive).toBe(false);
  });

  it('busy time in the calendar blocks slots; an expired access token is refreshed and saved sealed', async () => {
    const { agent, user } = await subscribedAgent(app);
    google.expiresIn = -60;
    await connected(agent);
    google.expiresIn = 3600;
    const before = JSON.stringify((await CalendarConnectionModel.findOne({ userId: user.id }).lean())?.tokens);
    const date = futureWeekday(3, 2);
    const free = (await agent.get(`/api/available-slots/${date}`).expect(200)).body.slots as { time: string; start: string }[];
    const ten = free.find((s) => s.time === '10:00')?.start ?? '';
    expect(google.grants).toContain('refresh_token');
    google.busy = [{ start: ten, end: new Date(Date.parse(ten) + 90 * 60_000).toISOString() }];
    const after = ((await agent.get(`/api/available-slots/${date}`).expect(200)).body.slots as { time: string }[]).map((s) => s.time);
    expect(after).not.toContain('10:00');
    expect(after).not.toContain('11:00');
    expect(after).toContain('12:00');
    expect((await agent.post('/api/appointments').send({ title: 'Clash', date, time: '10:00' }).expect(409)).body.code).toBe('OUTSIDE_AVAILABILITY');
    google.busy = [];
    await new Promise((r) => setTimeout(r, 50));
    const saved = JSON.stringify((await CalendarConnectionModel.findOne({ userId: user.id }).lean())?.tokens);
    expect(saved).not.toBe(before);
    expect(saved).not.toMatch(/ya29\./);
  });

  it('appointments become events that follow moves and cancellations; disconnect revokes', async () => {
    const { agent, user } = await subscribedAgent(app);
    await connected(agent);
    google.events.clear();
    const date = futureWeekday(3, 4);
    const a = (await agent.post('/api/appointments').send({ title: 'Showing at 9 Oak Ave', date, time: '09:00' }).expect(201)).body.appointment;
    await runDueJobs(quiet);
    expect([...google.events.values()]).toEqual([expect.objectContaining({ summary: 'Showing at 9 Oak Ave', start: { dateTime: a.scheduledAt } })]);
    const moved = (await agent.patch(`/api/appointments/${a.id}`).send({ date, time: '13:00' }).expect(200)).body.appointment;
    await runDueJobs(quiet);
    expect([...google.events.values()].map((e) => e.start?.dateTime)).toEqual([moved.scheduledAt]);
    await agent.delete(`/api/appointments/${a.id}`).expect(200);
    await runDueJobs(quiet);
    expect(google.events.size).toBe(0);

    const revokedBefore = google.revoked.length;
    await agent.delete('/api/integrations/google_calendar').expect(204);
    expect(google.revoked.length).toBe(revokedBefore + 1);
    expect(google.revoked.at(-1)).toMatch(/^1\/\//);
    expect(await CalendarConnectionModel.countDocuments({ userId: user.id })).toBe(0);
    expect((await googleCard(agent))?.isActive).toBe(false);
  });
});

describe('without credentials on the server', () => {
  it('lists the calendars as not configured and answers connect with a 4xx that says so', async () => {
    const bare = createTestApp().app;
    const { agent } = await subscribedAgent(bare);
    expect(await googleCard(agent)).toMatchObject({ configured: false, isActive: false });
    const res = await agent.get('/api/integrations/google_calendar/connect').expect(409);
    expect(res.body.message).toBe('Google Calendar is not configured on this server.');
    expect((await agent.get('/api/integrations/outlook_calendar/connect').expect(409)).body.message).toBe('Outlook Calendar is not configured on this server.');
    await agent.get('/api/integrations/myspace/connect').expect(400);
    await createTestApp().request.get('/api/integrations').expect(401);
  });
});
