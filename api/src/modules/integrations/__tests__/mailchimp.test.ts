import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { md5 } from '../../../test-support/fake-mailchimp-server.js';
import { createTestApp, type FakeMailchimp, startFakeMailchimp, withTestDatabase } from '../../../test-support/index.js';
import { chatAgent, visitor } from '../../assistant/testing.js';
import { type Agent, subscribedAgent } from '../../auth/testing.js';
import { JobModel } from '../../jobs/job.model.js';
import { runDueJobs } from '../../jobs/jobs.service.js';
import { MailchimpConnectionModel } from '../mailchimp/mailchimp-connection.model.js';

withTestDatabase();
let mailchimp: FakeMailchimp;
let app: ReturnType<typeof createTestApp>['app'];
const quiet = { warn: () => {}, error: () => {} };
const AUDIENCE = 'a1b2c3d4e5';

beforeAll(async () => {
  mailchimp = await startFakeMailchimp();
  app = createTestApp({ env: mailchimp.env }).app;
});
afterAll(async () => mailchimp.close());

/** Connect → Mailchimp's authorize page → the callback, as the browser would; answers the callback's path. */
async function consent(agent: Agent, path = '/api/integrations/mailchimp/connect'): Promise<string> {
  const { authUrl } = (await agent.get(path).expect(200)).body as { authUrl: string };
  expect(authUrl.startsWith(`${mailchimp.url}/oauth2/authorize?`)).toBe(true);
  const params = new URL(authUrl).searchParams;
  expect(params.get('response_type')).toBe('code');
  expect(params.get('redirect_uri')).toMatch(/\/api\/integrations\/mailchimp\/callback$/);
  const page = await fetch(authUrl, { redirect: 'manual' });
  const back = new URL(page.headers.get('location') ?? '');
  return `${back.pathname}${back.search}`;
}

async function connect(agent: Agent, audienceId: string | null = AUDIENCE) {
  const res = await agent.get(await consent(agent)).expect(302);
  expect(res.headers.location).toBe('/api-settings?integration=email&status=connected');
  if (audienceId) await agent.put('/api/integrations/mailchimp/audience').send({ audienceId }).expect(200);
}

const card = async (agent: Agent) =>
  (
    (await agent.get('/api/integrations').expect(200)).body.integrations as {
      platform: string;
      isActive: boolean;
      configured: boolean;
      account: string | null;
    }[]
  ).find((i) => i.platform === 'email');
const member = (email: string, audienceId = AUDIENCE) => mailchimp.members.get(audienceId)?.get(md5(email));
const addLead = async (agent: Agent, body: Record<string, unknown>) => (await agent.post('/api/leads').send(body).expect(201)).body as { id: string };

describe('Mailchimp email marketing', () => {
  it('connects through OAuth, reads the data center, seals the token and lists it as connected', async () => {
    const { agent, user } = await subscribedAgent(app);
    expect(await card(agent)).toMatchObject({ isActive: false, configured: true });
    // The card's generic path starts the same flow.
    await consent(agent, '/api/integrations/email/connect');
    await connect(agent, null);
    expect(await card(agent)).toMatchObject({ isActive: true, account: 'Garcia Realty' });
    const stored = await MailchimpConnectionModel.findOne({ userId: user.id }).lean();
    expect(stored).toMatchObject({ dc: 'us21', apiEndpoint: 'https://us21.api.mailchimp.com', audienceId: null });
    expect(JSON.stringify(stored)).not.toMatch(/[0-9a-f]{32}/);
  });

  it('refuses a callback started by another session or used twice, and reports a refused grant on the card', async () => {
    const { agent } = await subscribedAgent(app);
    const { agent: intruder } = await subscribedAgent(app);
    const callback = await consent(agent);
    expect((await intruder.get(callback).expect(400)).body.code).toBe('OAUTH_STATE_MISMATCH');
    // The state was spent by that try: the rightful session cannot reuse it either.
    expect((await agent.get(callback).expect(400)).body.code).toBe('OAUTH_STATE_MISMATCH');
    mailchimp.refuse = true;
    try {
      expect((await agent.get(await consent(agent)).expect(302)).headers.location).toContain('integration=email&status=failed');
    } finally {
      mailchimp.refuse = false;
    }
    expect((await card(agent))?.isActive).toBe(false);
  });

  it('lists the account audiences and saves only one of them', async () => {
    const { agent } = await subscribedAgent(app);
    expect((await agent.get('/api/integrations/mailchimp/audiences').expect(409)).body.message).toBe('Connect Mailchimp first.');
    await connect(agent, null);
    const list = (await agent.get('/api/integrations/mailchimp/audiences').expect(200)).body;
    expect(list.selectedId).toBeNull();
    expect(list.audiences.map((a: { name: string }) => a.name)).toEqual(['Buyers & Sellers', 'Newsletter']);
    expect((await agent.put('/api/integrations/mailchimp/audience').send({ audienceId: 'zzzzzzzzzz' }).expect(400)).body.message).toBe(
      'That audience is not in your Mailchimp account.',
    );
    expect((await agent.put('/api/integrations/mailchimp/audience').send({ audienceId: '../lists' }).expect(400)).body.message).toBe(
      'Please choose an audience.',
    );
    expect((await agent.put('/api/integrations/mailchimp/audience').send({ audienceId: 'f6g7h8i9j0' }).expect(200)).body.audience).toEqual({
      id: 'f6g7h8i9j0',
      name: 'Newsletter',
    });
    expect((await agent.get('/api/integrations/mailchimp/audiences').expect(200)).body.selectedId).toBe('f6g7h8i9j0');
  });

  it('sends a new lead to the chosen audience with its stage as a tag, and moves the tag with the stage', async () => {
    const { agent } = await subscribedAgent(app);
    await connect(agent);
    const lead = await addLead(agent, { name: 'Rosa Diaz', email: 'Rosa.Diaz@Example.com', stage: 'new' });
    await runDueJobs(quiet);
    expect(member('rosa.diaz@example.com')).toMatchObject({
      email_address: 'rosa.diaz@example.com',
      status: 'transactional',
      merge_fields: { FNAME: 'Rosa', LNAME: 'Diaz' },
    });
    expect([...member('rosa.diaz@example.com')!.tags]).toEqual(['New']);
    await agent.patch(`/api/leads/${lead.id}`).send({ stage: 'qualified' }).expect(200);
    await runDueJobs(quiet);
    expect([...member('rosa.diaz@example.com')!.tags]).toEqual(['Qualified']);
    await agent
      .post('/api/leads/bulk')
      .send({ action: 'stage', ids: [lead.id], stage: 'showing' })
      .expect(200);
    await runDueJobs(quiet);
    expect([...member('rosa.diaz@example.com')!.tags]).toEqual(['Showing Scheduled']);
  });

  it('follows a lead the assistant made in a chat: skipped until it gives an email, then sent with its stage', async () => {
    const { agent, publicId } = await chatAgent(app);
    await connect(agent);
    const chat = visitor(app, publicId);
    await chat.say('Hi, I am looking to buy a 3 bedroom house in Decatur');
    await runDueJobs(quiet);
    expect(mailchimp.members.get(AUDIENCE)?.has(md5('jo.chat@example.com')) ?? false).toBe(false);
    await chat.say('I am Jo Park, my email is jo.chat@example.com');
    await runDueJobs(quiet);
    const leads = (await agent.get('/api/leads').expect(200)).body.leads as { email: string | null; stage: string }[];
    expect(leads).toHaveLength(1);
    expect(leads[0]!.email).toBe('jo.chat@example.com');
    expect(member('jo.chat@example.com')).toMatchObject({ status: 'transactional' });
    expect([...member('jo.chat@example.com')!.tags]).toEqual([{ new: 'New', contacted: 'Contacted', qualified: 'Qualified' }[leads[0]!.stage]]);
  });

  it('skips leads without email, and sends nothing before an audience is chosen or after Disconnect', async () => {
    const { agent } = await subscribedAgent(app);
    await addLead(agent, { name: 'Before Connect', email: 'before@example.com' });
    await connect(agent, null);
    await addLead(agent, { name: 'No Audience Yet', email: 'noaudience@example.com' });
    await agent.put('/api/integrations/mailchimp/audience').send({ audienceId: AUDIENCE }).expect(200);
    const calls = mailchimp.calls.length;
    await addLead(agent, { name: 'Walk In', phone: '(512) 555-0199' });
    await runDueJobs(quiet);
    expect(mailchimp.calls.slice(calls).filter((c) => c.includes('/members/'))).toEqual([]);
    expect(member('before@example.com')).toBeUndefined();
    expect(member('noaudience@example.com')).toBeUndefined();
    // A change queued, then Disconnect before it runs: nothing is sent, and the token is gone.
    await addLead(agent, { name: 'After Disconnect', email: 'after@example.com' });
    await agent.delete('/api/integrations/email').expect(204);
    await runDueJobs(quiet);
    expect(member('after@example.com')).toBeUndefined();
    expect((await card(agent))?.isActive).toBe(false);
  });

  it('retries while Mailchimp is down, so the lead arrives once it is back', async () => {
    const { agent, user } = await subscribedAgent(app);
    await connect(agent);
    mailchimp.failNext = 1;
    await addLead(agent, { name: 'Outage Lead', email: 'outage@example.com', stage: 'contacted' });
    await runDueJobs(quiet);
    expect(member('outage@example.com')).toBeUndefined();
    const job = await JobModel.findOne({ name: 'integrations.mailchimp-member', 'payload.userId': user.id }).lean();
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job?.lastError).toContain('unexpected internal error');
    await runDueJobs(quiet, new Date(Date.now() + 5 * 60_000));
    expect([...member('outage@example.com')!.tags]).toEqual(['Contacted']);
  });

  it("keeps each agent's connection and audience to itself", async () => {
    const { agent } = await subscribedAgent(app);
    const { agent: other } = await subscribedAgent(app);
    await connect(agent);
    expect((await other.get('/api/integrations/mailchimp/audiences').expect(409)).body.code).toBe('MAILCHIMP_NOT_CONNECTED');
    await other.put('/api/integrations/mailchimp/audience').send({ audienceId: AUDIENCE }).expect(409);
    await other.delete('/api/integrations/mailchimp').expect(204);
    expect((await card(agent))?.isActive).toBe(true);
    expect((await card(other))?.isActive).toBe(false);
    const signedOut = createTestApp({ env: mailchimp.env }).request;
    await signedOut.get('/api/integrations/mailchimp/audiences').expect(401);
    await signedOut.get('/api/integrations/mailchimp/connect').expect(401);
  });

  it('says Mailchimp is not configured when the server has no Mailchimp app', async () => {
    const bare = createTestApp().app;
    const { agent } = await subscribedAgent(bare);
    expect((await card(agent))?.configured).toBe(false);
    const res = await agent.get('/api/integrations/mailchimp/connect').expect(409);
    expect(res.body.message).toBe('Mailchimp is not configured on this server.');
    expect((await agent.get('/api/integrations/email/connect').expect(409)).body.message).toBe('Mailchimp is not configured on this server.');
  });
});
