import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type FakeMeta, startFakeMeta, withTestDatabase } from '../../../test-support/index.js';
import { type Agent, subscribedAgent } from '../../auth/testing.js';
import { runDueJobs } from '../../jobs/jobs.service.js';
import { MetaPageConnectionModel } from '../meta/meta-page.model.js';

withTestDatabase();
let meta: FakeMeta;
let app: ReturnType<typeof createTestApp>['app'];
let request: ReturnType<typeof createTestApp>['request'];
const quiet = { warn: () => {}, error: () => {} };

beforeAll(async () => {
  meta = await startFakeMeta();
  ({ app, request } = createTestApp({ env: meta.env }));
});
afterAll(async () => meta.close());

/** Connect → Meta's dialog → the callback, as the browser would; answers the callback's path. */
async function consent(agent: Agent): Promise<string> {
  const { authUrl } = (await agent.get('/api/integrations/facebook/connect').expect(200)).body as { authUrl: string };
  expect(authUrl.startsWith(`${meta.url}/dialog/oauth?`)).toBe(true);
  expect(new URL(authUrl).searchParams.get('scope')).toContain('leads_retrieval');
  const dialog = await fetch(authUrl, { redirect: 'manual' });
  const back = new URL(dialog.headers.get('location') ?? '');
  return `${back.pathname}${back.search}`;
}

async function connect(agent: Agent) {
  const res = await agent.get(await consent(agent)).expect(302);
  expect(res.headers.location).toBe('/api-settings?integration=facebook&status=connected');
}

const card = async (agent: Agent) =>
  (
    (await agent.get('/api/integrations').expect(200)).body.integrations as {
      platform: string;
      isActive: boolean;
      configured: boolean;
      account: string | null;
    }[]
  ).find((i) => i.platform === 'facebook');

function notify(leadgenId: string, pageId = meta.pages[0]!.id, signature?: string) {
  const body = JSON.stringify({
    object: 'page',
    entry: [{ id: pageId, time: 1, changes: [{ field: 'leadgen', value: { leadgen_id: leadgenId, page_id: pageId, form_id: '999', created_time: 1 } }] }],
  });
  return request
    .post('/api/integrations/facebook/webhook')
    .set('Content-Type', 'application/json')
    .set('X-Hub-Signature-256', signature ?? meta.sign(body))
    .send(body);
}

/** Runs `fn` while Meta's me/accounts lists `pages` (each test's own, so agents of other tests do not share them). */
async function withPages<T>(pages: FakeMeta['pages'], fn: () => Promise<T>): Promise<T> {
  const before = meta.pages;
  meta.pages = pages;
  try {
    return await fn();
  } finally {
    meta.pages = before;
  }
}

async function leadsOf(agent: Agent) {
  return (await agent.get('/api/leads').expect(200)).body.leads as { name: string; email: string | null; phone: string | null; source: string }[];
}

describe('Facebook & Instagram lead ads', () => {
  it('connects through Meta, subscribes the page to leadgen, seals the tokens and lists the page', async () => {
    const { agent, user } = await subscribedAgent(app);
    expect(await card(agent)).toMatchObject({ isActive: false, configured: true });
    await connect(agent);
    expect(await card(agent)).toMatchObject({ isActive: true, account: 'Garcia Realty' });
    expect(meta.subscribed.has(meta.pages[0]!.id)).toBe(true);
    const raw = JSON.stringify(await MetaPageConnectionModel.find({ userId: user.id }).lean());
    expect(raw).not.toContain('EAA');
  });

  it('refuses a callback started by another session, and reports a refused dialog on the card', async () => {
    const { agent } = await subscribedAgent(app);
    const { agent: intruder } = await subscribedAgent(app);
    const callback = await consent(agent);
    expect((await intruder.get(callback).expect(400)).body.code).toBe('OAUTH_STATE_MISMATCH');
    meta.refuse = true;
    try {
      const refused = await agent.get(await consent(agent)).expect(302);
      expect(refused.headers.location).toContain('status=failed');
    } finally {
      meta.refuse = false;
    }
    expect((await card(agent))?.isActive).toBe(false);
  });

  it('answers the subscription check only with our verify token', async () => {
    await request
      .get('/api/integrations/facebook/webhook')
      .query({ 'hub.mode': 'subscribe', 'hub.verify_token': meta.env.META_WEBHOOK_VERIFY_TOKEN, 'hub.challenge': '1158201444' })
      .expect(200, '1158201444');
    await request
      .get('/api/integrations/facebook/webhook')
      .query({ 'hub.mode': 'subscribe', 'hub.verify_token': 'not-ours-not-ours', 'hub.challenge': '1158201444' })
      .expect(403);
  });

  it('turns a signed leadgen notification into one lead (source from the ad platform), once, and refuses a bad signature', async () => {
    const { agent } = await subscribedAgent(app);
    const page = { id: '4444444444', name: 'Diaz Homes', access_token: 'EAAPAGEdiaz' };
    await withPages([page], async () => {
      await connect(agent);
      meta.leads.set('5550001', {
        pageId: page.id,
        platform: 'ig',
        field_data: [
          { name: 'full_name', values: ['Rosa Diaz'] },
          { name: 'email', values: ['Rosa@Example.com'] },
          { name: 'phone_number', values: ['(512) 555-0142'] },
          { name: 'when_are_you_looking_to_buy', values: ['in 3 months'] },
        ],
      });
      await notify('5550001', page.id, 'sha256=deadbeef').expect(401);
      expect((await notify('5550001', page.id).expect(200)).body.queued).toBe(1);
      // Meta retries a notification it thinks was lost: still one job.
      expect((await notify('5550001', page.id).expect(200)).body.queued).toBe(0);
      await runDueJobs(quiet);
    });
    const leads = await leadsOf(agent);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: 'Rosa Diaz', email: 'rosa@example.com', phone: '+15125550142', source: 'instagram' });
  });

  it('ignores pages nobody connected; Disconnect revokes at Meta and unsubscribes a page only when no other agent connects it', async () => {
    const { agent } = await subscribedAgent(app);
    const { agent: teammate } = await subscribedAgent(app);
    const page = { id: '3333333333', name: 'Solo Homes', access_token: 'EAAPAGEsolo' };
    await withPages([page], async () => {
      expect((await notify('5550002', page.id).expect(200)).body.queued).toBe(0);
      await connect(agent);
      await connect(teammate);
      const revokedBefore = meta.revoked.length;
      await agent.delete('/api/integrations/facebook').expect(204);
      expect(meta.revoked).toHaveLength(revokedBefore + 1);
      // The teammate still connects the page: it stays subscribed.
      expect(meta.subscribed.has(page.id)).toBe(true);
      expect((await card(agent))?.isActive).toBe(false);
      meta.leads.set('5550003', {
        pageId: page.id,
        field_data: [
          { name: 'first_name', values: ['Ana'] },
          { name: 'last_name', values: ['Lopez'] },
        ],
      });
      expect((await notify('5550003', page.id).expect(200)).body.queued).toBe(1);
      await runDueJobs(quiet);
      expect(await leadsOf(agent)).toHaveLength(0);
      expect((await leadsOf(teammate)).map((l) => [l.name, l.source])).toEqual([['Ana Lopez', 'facebook']]);
      await teammate.delete('/api/integrations/facebook').expect(204);
      expect(meta.subscribed.has(page.id)).toBe(false);
    });
  });
});
