import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { domainEvents } from '../lib/events/domain-events.js';
import { joinEventLog } from '../lib/events/event-log.js';
import { WROTE_COOKIE, WROTE_WINDOW_MS } from '../lib/read-your-writes.js';
import { subscribedAgent } from '../modules/auth/testing.js';
import { freePort } from '../test-support/free-port.js';
import { createTestApp, withTestDatabase } from '../test-support/index.js';

/*
 * Two API processes on one database (docs/decisions/0031-many-api-processes.md):
 * this test process is one (the in-process app, joined to the event log as
 * start.ts joins it), a spawned `server.ts` the other. They share nothing
 * but the database.
 */

const apiDir = path.resolve(import.meta.dirname, '../..');
const db = withTestDatabase();
const { app } = createTestApp();

let other: { url: string; child: ChildProcess; dataDir: string };
let leaveEventLog: () => Promise<void>;

beforeAll(async () => {
  ({ leave: leaveEventLog } = await joinEventLog(domainEvents, mongoose.connection.db!, () => undefined));
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'leadnest-other-process-'));
  const uri = new URL(db.uri);
  uri.pathname = `/${db.dbName}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      VITEST: undefined,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      MONGODB_URI: uri.toString(),
      WEB_CONCURRENCY: '1',
      DEMO_DATA: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  other = { url: `http://127.0.0.1:${port}`, child, dataDir };
  // Up when its health check answers (loading the API through tsx takes some seconds; a first request may wait for the worker).
  const deadline = Date.now() + 90_000;
  const healthy = () =>
    fetch(`${other.url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (res) => res.status === 200,
      () => false,
    );
  while (!(await healthy())) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('the other API process did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 120_000);

afterAll(async () => {
  const exited = new Promise((resolve) => other?.child.once('exit', resolve));
  other?.child.kill('SIGTERM');
  await exited;
  await leaveEventLog?.();
  await rm(other.dataDir, { recursive: true, force: true });
});

/** Reads a Server-Sent Events response until `done` says what arrived is enough. */
async function readStream(res: Response, done: (text: string) => boolean): Promise<string> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!done(text)) {
    const { value, done: ended } = await reader.read();
    if (ended) break;
    text += decoder.decode(value);
  }
  await reader.cancel();
  return text;
}

describe('two API processes on one database', () => {
  it('a sign-out on one process is refused by the other within a second, though that one had the session cached', async () => {
    const { agent, cookie } = await subscribedAgent(app);
    const profileThere = () => fetch(`${other.url}/api/user/profile`, { headers: { cookie } }).then((res) => res.status);
    expect(await profileThere()).toBe(200);
    expect(await profileThere()).toBe(200); // answered from its session cache now
    await agent.post('/api/auth/logout').expect(200);
    const signedOutAt = performance.now();
    await expect.poll(profileThere, { timeout: 1_000, interval: 10 }).toBe(401);
    expect(performance.now() - signedOutAt).toBeLessThan(1_000);
  });

  it('a chat answered on this process reaches an event stream held by the other within a second', async () => {
    const { agent, cookie } = await subscribedAgent(app);
    const stream = await fetch(`${other.url}/api/conversations/events`, { headers: { cookie } });
    expect(stream.headers.get('content-type')).toMatch(/text\/event-stream/);
    const heard = readStream(stream, (text) => text.includes('event: conversation'));
    // The stream is open on the other process once its first bytes came; a visitor writes here.
    const { agentPublicId } = (await agent.get('/api/chat-widget/embed-code').expect(200)).body as { agentPublicId: string };
    await agent.post(`/api/public/chat/${agentPublicId}/messages`).send({ message: 'Hi, is the house on Elm Street still for sale?' }).expect(200);
    // The chat's answer is stored before the request answered; the other process hears of it within a second (the bench measures the carrier's p99).
    const text = await Promise.race([heard, new Promise<string>((resolve) => setTimeout(() => resolve('nothing within a second'), 1_000))]);
    expect(text).toMatch(/event: conversation\ndata: \{"conversation":\{"id":"[a-f0-9]{24}"/);
  });

  it('a lead offered here reaches the claimant’s event stream held by the other within a second', async () => {
    const { user, cookie } = await subscribedAgent(app);
    const stream = await fetch(`${other.url}/api/conversations/events`, { headers: { cookie } });
    const heard = readStream(stream, (text) => text.includes('event: lead-offered'));
    // First to claim's offer (docs/decisions/0034-teams.md), as lead-assignment.ts publishes it.
    await domainEvents.publish('lead.offered', { accountId: user.id, leadId: 'l1', claimants: [user.id], claimWindowMinutes: 5, leadName: 'Dana Reyes' });
    const text = await Promise.race([heard, new Promise<string>((resolve) => setTimeout(() => resolve('nothing within a second'), 1_000))]);
    expect(text).toMatch(/event: lead-offered\ndata: \{"leadId":"l1","leadName":"Dana Reyes","claimWindowMinutes":5,/);
  });

  it('a profile cached by the other process follows a change made here within a second', async () => {
    const { agent, cookie } = await subscribedAgent(app);
    const brokerageThere = async () =>
      ((await (await fetch(`${other.url}/api/user/profile`, { headers: { cookie } })).json()) as { brokerage?: string }).brokerage;
    await brokerageThere(); // cached there now
    await agent.put('/api/user/profile').send({ brokerage: 'Elm Street Realty' }).expect(200);
    await expect.poll(brokerageThere, { timeout: 1_000, interval: 25 }).toBe('Elm Street Realty');
  });

  it('a browser reads its own change on the other process at once, though that one had the old value cached', async () => {
    const { agent, cookie } = await subscribedAgent(app);
    const brokerageThere = async (cookies: string) =>
      ((await (await fetch(`${other.url}/api/user/profile`, { headers: { cookie: cookies } })).json()) as { brokerage?: string }).brokerage;
    await brokerageThere(cookie);
    expect(await brokerageThere(cookie)).not.toBe('Harbor Homes'); // cached there now
    const saved = await agent.put('/api/user/profile').send({ brokerage: 'Harbor Homes' }).expect(200);
    const wrote = (saved.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith(`${WROTE_COOKIE}=`));
    expect(wrote).toMatch(/path=\/; expires=.*; httponly/i);
    const expires = Date.parse(/expires=([^;]+)/.exec(wrote!)![1]!);
    expect(expires - Date.now()).toBeGreaterThan(2_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(WROTE_WINDOW_MS);
    // The browser's very next request, with the mark the write gave it.
    expect(await brokerageThere(`${cookie}; ${wrote!.split(';')[0]}`)).toBe('Harbor Homes');
  });
});
