import { afterEach, describe, expect, it, vi } from 'vitest';

import { withTestDatabase } from '../../../test-support/index.js';
import { openConversation } from '../../conversations/conversations.service.js';
import { MetaPageConnectionModel } from '../meta/meta-page.model.js';
import { agentWithPage, conversationsOf, deliver, nextId, notification, sentTo, withMetaApp } from './meta-messaging-fixture.js';

withTestDatabase();
const fixture = withMetaApp();
const HOUR = 3600_000;
const DAY = 24 * HOUR;

afterEach(() => vi.useRealTimers());

/** Moves the clock (Date only: the database and the fake Graph keep real timers). */
function at(time: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(time);
}

/*
 * The inbox's reply box reads Meta's rule for the agent's next reply from
 * the conversation's detail (docs/decisions/0035-meta-direct-messages.md):
 * the same rule the delivery applies, so the box never offers a reply Meta
 * would refuse.
 */
describe("Messenger and Instagram: the conversation's reply window", () => {
  it('is open for 24 hours, then offers the one HUMAN_AGENT reply until 7 days, closes once it is used, and opens when the person writes again', async () => {
    const t0 = Date.now();
    at(t0);
    const { agent, user, page } = await agentWithPage(fixture);
    const psid = nextId();
    await deliver(fixture, notification('facebook', page.id, psid, { text: 'Hi, is the house on Oak Street still for sale?', at: t0 }));
    const [conversation] = await conversationsOf(user.id);
    const id = String(conversation?._id);
    const windowOf = async () => ((await agent.get(`/api/conversations/${id}`).expect(200)).body as { replyWindow?: unknown }).replyWindow;

    expect(await windowOf()).toEqual({ state: 'open', until: new Date(t0 + DAY).toISOString() });

    at(t0 + 25 * HOUR);
    expect(await windowOf()).toEqual({ state: 'human-agent', until: new Date(t0 + 7 * DAY).toISOString() });
    // Take over and reply: the answer already says the tagged reply is used.
    await agent.post(`/api/conversations/${id}/takeover`).expect(200);
    const sent = await agent.post(`/api/conversations/${id}/messages`).send({ text: 'Hi, yes it is. Want to see it?' }).expect(201);
    expect(sentTo(fixture, psid).at(-1)).toMatchObject({ messagingType: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' });
    expect(sent.body.replyWindow).toEqual({ state: 'closed' });
    expect(await windowOf()).toEqual({ state: 'closed' });

    at(t0 + 8 * DAY);
    expect(await windowOf()).toEqual({ state: 'closed' });
    await deliver(fixture, notification('facebook', page.id, psid, { text: 'Sorry, I was away. Yes please!', at: t0 + 8 * DAY }));
    expect(await windowOf()).toEqual({ state: 'open', until: new Date(t0 + 9 * DAY).toISOString() });
  });

  it('past 7 days without the tagged reply it is closed', async () => {
    const t0 = Date.now();
    at(t0);
    const { agent, user, page } = await agentWithPage(fixture, { instagram: true });
    await deliver(fixture, notification('instagram', page.instagram_business_account!.id, nextId(), { text: 'Do you list condos?', at: t0 }));
    const [conversation] = await conversationsOf(user.id);
    at(t0 + 7 * DAY);
    const detail = (await agent.get(`/api/conversations/${String(conversation?._id)}`).expect(200)).body;
    expect(detail).toMatchObject({ platform: 'instagram', replyWindow: { state: 'closed' } });
  });

  it('says the page needs reconnecting when Meta refused its token, and when it was disconnected', async () => {
    const { agent, user, page } = await agentWithPage(fixture);
    await deliver(fixture, notification('facebook', page.id, nextId(), { text: 'Hello, I am looking to rent' }));
    const [conversation] = await conversationsOf(user.id);
    const id = String(conversation?._id);
    await MetaPageConnectionModel.updateOne({ userId: user.id, pageId: page.id }, { $set: { needsReconnectSince: new Date() } });
    expect((await agent.get(`/api/conversations/${id}`).expect(200)).body.replyWindow).toEqual({ state: 'needs-reconnect' });
    await agent.delete('/api/integrations/facebook').expect(204);
    expect((await agent.get(`/api/conversations/${id}`).expect(200)).body.replyWindow).toEqual({ state: 'needs-reconnect' });
  });

  it('is left out on channels without such rules', async () => {
    const { agent, user } = await agentWithPage(fixture);
    const { _id } = await openConversation({ userId: user.id, platform: 'website', leadName: 'Website visitor', opening: [], at: new Date() });
    const detail = (await agent.get(`/api/conversations/${String(_id)}`).expect(200)).body;
    expect(detail).toMatchObject({ platform: 'website' });
    expect(detail).not.toHaveProperty('replyWindow');
  });
});
