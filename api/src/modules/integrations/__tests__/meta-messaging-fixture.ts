import mongoose, { Types } from 'mongoose';
import { afterAll, beforeAll, expect } from 'vitest';

import { answersSettled } from '../../../lib/after-answer.js';
import { createTestApp, type FakeMeta, type FakeMetaPage, startFakeMeta } from '../../../test-support/index.js';
import { patchUser } from '../../agent-settings/settings.service.js';
import { type Agent, subscribedAgent } from '../../auth/testing.js';

/**
 * Messenger and Instagram against the fake Graph: an app pointed at it,
 * agents who connect their own pages, and signed webhooks as Meta sends them.
 */
export interface MessagingFixture {
  meta: FakeMeta;
  app: ReturnType<typeof createTestApp>['app'];
  request: ReturnType<typeof createTestApp>['request'];
}

export function withMetaApp(): MessagingFixture {
  const fixture = {} as MessagingFixture;
  beforeAll(async () => {
    fixture.meta = await startFakeMeta();
    ({ app: fixture.app, request: fixture.request } = createTestApp({ env: { ...fixture.meta.env, PUBLIC_BASE_URL: 'http://leadnest.example' } }));
  });
  afterAll(() => fixture.meta.close());
  return fixture;
}

let serial = 0;
/** A Graph id no other test uses (pages, Instagram accounts, PSIDs). */
export const nextId = () => String(7_100_000_000 + ++serial * 7);

/** Connect → Meta's dialog → the callback, as the browser would, while me/accounts lists only `pages`; the pages stay known to the fake's Send API. */
export async function connect(fixture: MessagingFixture, agent: Agent, pages: FakeMetaPage[]): Promise<void> {
  const { meta } = fixture;
  const before = meta.pages;
  meta.pages = pages;
  try {
    const { authUrl } = (await agent.get('/api/integrations/facebook/connect').expect(200)).body as { authUrl: string };
    const dialog = await fetch(authUrl, { redirect: 'manual' });
    const back = new URL(dialog.headers.get('location') ?? '');
    const res = await agent.get(`${back.pathname}${back.search}`).expect(302);
    expect(res.headers.location).toBe('/api-settings?integration=facebook&status=connected');
  } finally {
    meta.pages = [...before.filter((p) => !pages.some((q) => q.id === p.id)), ...pages];
  }
}

/** An agent on a plan (replying at once: the response delay has its own tests) with one connected page, optionally with an Instagram account. */
export async function agentWithPage(fixture: MessagingFixture, options: { instagram?: boolean } = {}) {
  const signed = await subscribedAgent(fixture.app, { firstName: 'Maya', brokerage: 'Keystone Realty' });
  await patchUser(signed.user.id, { advancedSettings: { responseDelay: 0 } });
  const page: FakeMetaPage = {
    id: nextId(),
    name: `Keystone ${serial}`,
    access_token: `EAAPAGE${nextId()}`,
    ...(options.instagram ? { instagram_business_account: { id: nextId(), username: `keystone${serial}` } } : {}),
  };
  await connect(fixture, signed.agent, [page]);
  return { ...signed, page };
}

export interface Sent {
  mid?: string;
  text?: string;
  attachments?: { type: string; payload: Record<string, unknown> }[];
  postback?: { title: string; payload: string };
  echo?: { appId: string };
  at?: number;
}

/** A notification as Meta sends it: Messenger (object page) or Instagram, one message from `personId` (or, for an echo, to them). */
export function notification(platform: 'facebook' | 'instagram', accountId: string, personId: string, sent: Sent) {
  const at = sent.at ?? Date.now();
  const mid = sent.mid ?? `m_${new Types.ObjectId().toHexString()}`;
  const echo = sent.echo ? { is_echo: true, app_id: Number(sent.echo.appId) } : {};
  const event = sent.postback
    ? { sender: { id: personId }, recipient: { id: accountId }, timestamp: at, postback: { mid, ...sent.postback } }
    : {
        sender: { id: sent.echo ? accountId : personId },
        recipient: { id: sent.echo ? personId : accountId },
        timestamp: at,
        message: { mid, ...echo, ...(sent.text ? { text: sent.text } : {}), ...(sent.attachments ? { attachments: sent.attachments } : {}) },
      };
  return { object: platform === 'instagram' ? 'instagram' : 'page', entry: [{ id: accountId, time: at, messaging: [event] }] };
}

/** POSTs a notification signed with the app secret (or `signature`, or none for null), expects `status` (200), then waits for the jobs it started. */
export async function deliver(fixture: MessagingFixture, body: object, options: { signature?: string | null; status?: number } = {}) {
  const raw = JSON.stringify(body);
  const req = fixture.request.post('/api/integrations/facebook/webhook').set('Content-Type', 'application/json');
  if (options.signature !== null) req.set('X-Hub-Signature-256', options.signature ?? fixture.meta.sign(raw));
  const res = await req.send(raw);
  expect(res.status).toBe(options.status ?? 200);
  await answersSettled();
  return res;
}

export const conversationsOf = (userId: string) =>
  mongoose.connection
    .collection('conversations')
    .find({ userId: new Types.ObjectId(userId) })
    .toArray();

export const leadsOf = (userId: string) =>
  mongoose.connection
    .collection('leads')
    .find({ userId: new Types.ObjectId(userId) })
    .toArray();

/** What the fake Graph sent to this person. */
export const sentTo = (fixture: MessagingFixture, personId: string) => fixture.meta.sent.filter((s) => s.recipient === personId);
