import { afterEach, describe, expect, it, vi } from 'vitest';

import { withTestDatabase } from '../../../test-support/index.js';
import { JobModel } from '../../jobs/job.model.js';
import { runDueJobs } from '../../jobs/jobs.service.js';
import { OutboxModel } from '../../outbox/outbox.model.js';
import { MetaMessageModel } from '../meta/messaging/meta-message.model.js';
import { MetaPageConnectionModel } from '../meta/meta-page.model.js';
import { agentWithPage, connect, conversationsOf, deliver, leadsOf, nextId, notification, sentTo, withMetaApp } from './meta-messaging-fixture.js';

withTestDatabase();
const fixture = withMetaApp();
const quiet = { warn: () => {}, error: () => {} };
const HOUR = 3600_000;

afterEach(() => vi.useRealTimers());

/** Moves the clock (Date only: the database and the fake Graph keep real timers). */
function at(time: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(time);
}

describe("Messenger and Instagram: Meta's reply window", () => {
  it('keeps what came while the page needed reconnecting; past 24 hours the assistant stays silent and the agent replies once, tagged HUMAN_AGENT', async () => {
    const t0 = Date.now();
    at(t0);
    const { agent, user, page } = await agentWithPage(fixture);
    const psid = nextId();
    fixture.meta.profiles.set(psid, { pageId: page.id, first_name: 'Omar', last_name: 'Haddad' });
    // The page's token expires at Meta: Graph refuses it (190).
    const fresh = `EAAPAGE${nextId()}`;
    fixture.meta.pages.find((p) => p.id === page.id)!.access_token = fresh;
    await deliver(fixture, notification('facebook', page.id, psid, { text: 'Is the 3 bedroom on Elm still available?', at: t0 }));
    expect(sentTo(fixture, psid)).toHaveLength(0);
    expect(await MetaMessageModel.findOne({ personId: psid, direction: 'inbound' }).lean()).toMatchObject({ status: 'held' });
    expect((await MetaPageConnectionModel.findOne({ userId: user.id, pageId: page.id }).lean())?.needsReconnectSince).toBeInstanceOf(Date);
    const mails = await OutboxModel.find({ kind: 'meta-reconnect', to: user.email }).lean();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('/api-settings');
    const card = ((await agent.get('/api/integrations').expect(200)).body.integrations as { platform: string }[]).find((i) => i.platform === 'facebook');
    expect(card).toMatchObject({ needsReconnect: true });
    // A second message meanwhile: held too, and still one mail.
    await deliver(fixture, notification('facebook', page.id, psid, { text: 'Hello?', at: t0 + 1000 }));
    expect(await OutboxModel.countDocuments({ kind: 'meta-reconnect', to: user.email })).toBe(1);

    // 25 hours later the agent connects again (Meta gives the fresh token): the held messages are stored, unanswered.
    at(t0 + 25 * HOUR);
    await connect(fixture, agent, [{ ...page, access_token: fresh }]);
    expect((await MetaPageConnectionModel.findOne({ userId: user.id, pageId: page.id }).lean())?.needsReconnectSince).toBeNull();
    expect(await runDueJobs(quiet, new Date(Date.now() + 1000))).toBe(2);
    expect(sentTo(fixture, psid)).toHaveLength(0);
    const [conversation] = await conversationsOf(user.id);
    expect(conversation?.messages.map((m: { role: string }) => m.role)).toEqual(['lead', 'lead']);
    expect(await leadsOf(user.id)).toEqual([expect.objectContaining({ name: 'Omar Haddad', source: 'facebook' })]);

    // Only the agent may answer now: once, tagged HUMAN_AGENT.
    const id = String(conversation?._id);
    await agent.post(`/api/conversations/${id}/takeover`).expect(200);
    await agent.post(`/api/conversations/${id}/messages`).send({ text: 'Hi Omar, yes it is. Can I call you?' }).expect(201);
    expect(sentTo(fixture, psid)).toEqual([
      expect.objectContaining({ messagingType: 'MESSAGE_TAG', tag: 'HUMAN_AGENT', text: 'Hi Omar, yes it is. Can I call you?' }),
    ]);
    const again = await agent.post(`/api/conversations/${id}/messages`).send({ text: 'Are you there?' }).expect(409);
    expect(again.body).toMatchObject({ code: 'META_WINDOW_CLOSED', message: expect.stringContaining('only one reply') });
    expect(sentTo(fixture, psid)).toHaveLength(1);

    // After 7 days nothing goes until the person writes again; then a plain response does.
    at(t0 + 8 * 24 * HOUR);
    expect((await agent.post(`/api/conversations/${id}/messages`).send({ text: 'Still interested?' }).expect(409)).body.message).toContain('7 days');
    await deliver(fixture, notification('facebook', page.id, psid, { text: 'Yes, still interested', at: Date.now() }));
    // Taken over: the assistant stays silent; the agent's reply is a response again.
    expect(sentTo(fixture, psid)).toHaveLength(1);
    await agent.post(`/api/conversations/${id}/messages`).send({ text: 'Great, calling you now.' }).expect(201);
    expect(sentTo(fixture, psid).at(-1)).toMatchObject({ messagingType: 'RESPONSE', tag: null });
  });

  it('answers a held message once the page is back, inside the window', async () => {
    const { agent, user, page } = await agentWithPage(fixture);
    const psid = nextId();
    const fresh = `EAAPAGE${nextId()}`;
    fixture.meta.pages.find((p) => p.id === page.id)!.access_token = fresh;
    await deliver(fixture, notification('facebook', page.id, psid, { text: 'Looking to buy a condo in Austin' }));
    expect(sentTo(fixture, psid)).toHaveLength(0);
    await connect(fixture, agent, [{ ...page, access_token: fresh }]);
    expect(await runDueJobs(quiet, new Date(Date.now() + 1000))).toBe(1);
    expect(sentTo(fixture, psid)).toEqual([expect.objectContaining({ messagingType: 'RESPONSE' })]);
    const [conversation] = await conversationsOf(user.id);
    expect(conversation?.messages.map((m: { role: string }) => m.role)).toEqual(['lead', 'assistant']);
  });

  it("inside 24 hours the agent's inbox reply goes as a response", async () => {
    const { agent, user, page } = await agentWithPage(fixture, { instagram: true });
    const igsid = nextId();
    const ig = page.instagram_business_account!.id;
    await deliver(fixture, notification('instagram', ig, igsid, { text: 'Hi, do you sell homes in Round Rock?' }));
    const [conversation] = await conversationsOf(user.id);
    const id = String(conversation?._id);
    await agent.post(`/api/conversations/${id}/takeover`).expect(200);
    const reply = await agent.post(`/api/conversations/${id}/messages`).send({ text: 'I do! This is Maya.' }).expect(201);
    expect(sentTo(fixture, igsid).at(-1)).toMatchObject({ via: 'instagram', from: ig, messagingType: 'RESPONSE', text: 'I do! This is Maya.' });
    // Meta answered: the thread says it went.
    expect(reply.body.messages.at(-1).delivery).toEqual({ status: 'sent' });
  });
});

describe('Messenger and Instagram: people in the loop', () => {
  it("pauses the assistant when someone answers from Meta's own inbox (an echo of another app), not for our own echoes", async () => {
    const { user, page } = await agentWithPage(fixture);
    const psid = nextId();
    await deliver(fixture, notification('facebook', page.id, psid, { text: 'Hi, what homes do you have under 400k?' }));
    const [ours] = sentTo(fixture, psid);
    // Our own reply's echo: nothing changes.
    await deliver(fixture, notification('facebook', page.id, psid, { mid: ours!.mid, text: ours!.text, echo: { appId: fixture.meta.env.META_APP_ID } }));
    expect((await conversationsOf(user.id))[0]).toMatchObject({ aiPaused: false });
    // The agent types in the Page inbox (Meta's inbox app).
    await deliver(
      fixture,
      notification('facebook', page.id, psid, { text: 'Hi! Maya here, I will send you a few listings.', echo: { appId: '263902037430900' } }),
    );
    const [conversation] = await conversationsOf(user.id);
    expect(conversation).toMatchObject({ aiPaused: true, status: 'taken-over' });
    expect(conversation?.messages.at(-1)).toMatchObject({ role: 'agent', text: 'Hi! Maya here, I will send you a few listings.' });
    await deliver(fixture, notification('facebook', page.id, psid, { text: 'Thanks!' }));
    expect(sentTo(fixture, psid)).toHaveLength(1);
    expect(await MetaMessageModel.findOne({ personId: psid, direction: 'inbound', text: 'Thanks!' }).lean()).toMatchObject({ status: 'silent' });
  });

  it('STOP stops the assistant on that conversation: one confirmation, then silence, and the inbox may not send', async () => {
    const { agent, user, page } = await agentWithPage(fixture);
    const psid = nextId();
    await deliver(fixture, notification('facebook', page.id, psid, { text: 'Hi, I am looking for a house' }));
    await deliver(fixture, notification('facebook', page.id, psid, { text: 'STOP' }));
    expect(sentTo(fixture, psid)).toHaveLength(2);
    expect(sentTo(fixture, psid)[1]?.text).toMatch(/won’t contact you again/);
    await deliver(fixture, notification('facebook', page.id, psid, { text: 'Actually, what about condos?' }));
    expect(sentTo(fixture, psid)).toHaveLength(2);
    const [conversation] = await conversationsOf(user.id);
    expect(conversation).toMatchObject({ status: 'opted-out' });
    expect(
      (
        await agent
          .post(`/api/conversations/${String(conversation?._id)}/messages`)
          .send({ text: 'Sorry!' })
          .expect(409)
      ).body.code,
    ).toBe('OPTED_OUT');
  });
});

describe('Messenger and Instagram: Graph failures', () => {
  it('retries the Send API with back-off after a 5xx and a rate limit, sending once and taking the turn once', async () => {
    const { user, page } = await agentWithPage(fixture);
    const psid = nextId();
    fixture.meta.failSends.push(
      { status: 500, code: 2, message: 'Service temporarily unavailable' },
      { status: 400, code: 613, message: 'Calls to this api have exceeded the rate limit.' },
    );
    await deliver(fixture, notification('facebook', page.id, psid, { mid: `m_flaky_${psid}`, text: 'Hi, looking to rent a 2 bedroom apartment' }));
    expect(sentTo(fixture, psid)).toHaveLength(0);
    const job = await JobModel.findOne({ key: `meta-message:m_flaky_${psid}` }).lean();
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await MetaMessageModel.findOne({ mid: `m_flaky_${psid}` }).lean()).toMatchObject({ status: 'replying' });
    // Not before the back-off.
    expect(await runDueJobs(quiet, new Date(Date.now() + 30_000))).toBe(0);
    const first = new Date(Date.now() + 61_000);
    expect(await runDueJobs(quiet, first)).toBe(1);
    expect(sentTo(fixture, psid)).toHaveLength(0);
    expect(await runDueJobs(quiet, new Date(first.getTime() + 121_000))).toBe(1);
    expect(sentTo(fixture, psid)).toHaveLength(1);
    expect(await MetaMessageModel.findOne({ mid: `m_flaky_${psid}` }).lean()).toMatchObject({ status: 'answered' });
    const [conversation] = await conversationsOf(user.id);
    expect(conversation?.messages.map((m: { role: string }) => m.role)).toEqual(['lead', 'assistant']);
  });

  it("says why the agent's reply did not go out when Meta refuses it, keeping it in the thread", async () => {
    const { agent, user, page } = await agentWithPage(fixture);
    const psid = nextId();
    await deliver(fixture, notification('facebook', page.id, psid, { text: 'Hi, I want to sell my house' }));
    const [conversation] = await conversationsOf(user.id);
    const id = String(conversation?._id);
    await agent.post(`/api/conversations/${id}/takeover`).expect(200);
    fixture.meta.failSends.push({ status: 500, code: 1, message: 'An unknown error occurred' });
    expect((await agent.post(`/api/conversations/${id}/messages`).send({ text: 'Happy to help!' }).expect(502)).body.code).toBe('META_NOT_SENT');
    const thread = (await agent.get(`/api/conversations/${id}`).expect(200)).body as { messages: { role: string; text: string }[] };
    expect(thread.messages.at(-1)).toMatchObject({
      role: 'agent',
      text: 'Happy to help!',
      delivery: { status: 'failed', reason: 'Meta did not accept it. Please try again in a moment.' },
    });
  });
});
