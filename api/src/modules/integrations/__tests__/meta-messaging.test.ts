import { describe, expect, it } from 'vitest';

import { withTestDatabase } from '../../../test-support/index.js';
import { subscribedAgent } from '../../auth/testing.js';
import { MetaMessageModel } from '../meta/messaging/meta-message.model.js';
import { MetaPageConnectionModel } from '../meta/meta-page.model.js';
import { agentWithPage, connect, conversationsOf, deliver, leadsOf, nextId, notification, sentTo, withMetaApp } from './meta-messaging-fixture.js';

withTestDatabase();
const fixture = withMetaApp();

describe('Messenger and Instagram: connecting', () => {
  it('asks for the messaging permissions, subscribes the page to messages, postbacks and echoes, and keeps the linked Instagram account', async () => {
    const { agent, user, page } = await agentWithPage(fixture, { instagram: true });
    const { authUrl } = (await agent.get('/api/integrations/facebook/connect')).body as { authUrl: string };
    const scope = new URL(authUrl).searchParams.get('scope')?.split(',');
    expect(scope).toEqual(expect.arrayContaining(['pages_messaging', 'instagram_basic', 'instagram_manage_messages', 'leads_retrieval']));
    expect(fixture.meta.subscribedFields.get(page.id)).toEqual(['leadgen', 'messages', 'messaging_postbacks', 'message_echoes']);
    const stored = await MetaPageConnectionModel.findOne({ userId: user.id, pageId: page.id }).lean();
    expect(stored).toMatchObject({ instagramAccountId: page.instagram_business_account!.id, needsReconnectSince: null });
    const card = ((await agent.get('/api/integrations')).body.integrations as { platform: string }[]).find((i) => i.platform === 'facebook');
    expect(card).toMatchObject({
      isActive: true,
      needsReconnect: false,
      pages: [{ pageId: page.id, pageName: page.name, instagramUsername: page.instagram_business_account!.username, needsReconnect: false }],
    });
  });
});

describe('Messenger and Instagram: the assistant answers', () => {
  it('answers a Messenger message through the Send API (RESPONSE) and makes a lead named from the profile, source facebook', async () => {
    const { user, page } = await agentWithPage(fixture);
    const psid = nextId();
    fixture.meta.profiles.set(psid, { pageId: page.id, first_name: 'Rosa', last_name: 'Diaz' });
    const res = await deliver(fixture, notification('facebook', page.id, psid, { text: 'Hi! Looking to buy a 3 bedroom in Austin under 450k' }));
    expect(res.body).toMatchObject({ received: true, messages: 1 });
    const [sent] = sentTo(fixture, psid);
    expect(sent).toMatchObject({ from: page.id, via: 'page', messagingType: 'RESPONSE', tag: null });
    expect(sent?.text).toContain('Maya');
    const [conversation] = await conversationsOf(user.id);
    expect(conversation).toMatchObject({ platform: 'facebook', leadName: 'Rosa Diaz' });
    expect(conversation?.messages.map((m: { role: string; text: string }) => [m.role, m.text])).toEqual([
      ['lead', 'Hi! Looking to buy a 3 bedroom in Austin under 450k'],
      ['assistant', sent?.text],
    ]);
    const [lead] = await leadsOf(user.id);
    expect(lead).toMatchObject({ name: 'Rosa Diaz', source: 'facebook' });
    expect(String(lead?._id)).toBe(String(conversation?.leadId));
  });

  it('answers an Instagram direct message through the Instagram account, and makes a lead, source instagram', async () => {
    const { user, page } = await agentWithPage(fixture, { instagram: true });
    const igsid = nextId();
    const ig = page.instagram_business_account!.id;
    fixture.meta.profiles.set(igsid, { pageId: page.id, name: 'Lena Ortiz', username: 'lena.o' });
    await deliver(fixture, notification('instagram', ig, igsid, { text: 'Do you have condos for sale downtown?' }));
    expect(sentTo(fixture, igsid)).toEqual([expect.objectContaining({ from: ig, via: 'instagram', messagingType: 'RESPONSE' })]);
    const [conversation] = await conversationsOf(user.id);
    expect(conversation).toMatchObject({ platform: 'instagram', leadName: 'Lena Ortiz' });
    expect(await leadsOf(user.id)).toEqual([expect.objectContaining({ name: 'Lena Ortiz', source: 'instagram' })]);
  });

  it('makes no lead for a bare greeting (the usual rule), then joins the lead already known by the email the person gives', async () => {
    const { agent, user, page } = await agentWithPage(fixture);
    const known = (await agent.post('/api/leads').send({ name: 'Rosa Diaz', email: 'rosa@example.com' }).expect(201)).body as { id: string };
    const psid = nextId();
    fixture.meta.profiles.set(psid, { pageId: page.id, first_name: 'Rosie', last_name: 'D' });
    await deliver(fixture, notification('facebook', page.id, psid, { text: 'Hi there' }));
    expect(sentTo(fixture, psid)).toHaveLength(1);
    expect(await leadsOf(user.id)).toHaveLength(1);
    await deliver(fixture, notification('facebook', page.id, psid, { text: 'I want to buy a home, my email is rosa@example.com' }));
    const leads = await leadsOf(user.id);
    expect(leads).toHaveLength(1);
    const [conversation] = await conversationsOf(user.id);
    expect(String(conversation?.leadId)).toBe(known.id);
    // The name the agent typed stays.
    expect(leads[0]).toMatchObject({ name: 'Rosa Diaz' });
  });

  it('answers a retry of the same mid once, and stores the message once', async () => {
    const { user, page } = await agentWithPage(fixture);
    const psid = nextId();
    const body = notification('facebook', page.id, psid, { mid: `m_retry_${psid}`, text: 'Is the house on Elm Street still available?' });
    expect((await deliver(fixture, body)).body.messages).toBe(1);
    expect((await deliver(fixture, body)).body.messages).toBe(0);
    expect(sentTo(fixture, psid)).toHaveLength(1);
    expect(await MetaMessageModel.countDocuments({ mid: `m_retry_${psid}` })).toBe(1);
    const [conversation] = await conversationsOf(user.id);
    expect(conversation?.messages).toHaveLength(2);
  });

  it('refuses an unsigned or wrongly signed notification and stores nothing', async () => {
    const { user, page } = await agentWithPage(fixture);
    const psid = nextId();
    const body = notification('facebook', page.id, psid, { mid: `m_unsigned_${psid}`, text: 'Hello' });
    expect((await deliver(fixture, body, { signature: null, status: 401 })).body.code).toBe('META_SIGNATURE');
    await deliver(fixture, body, { signature: `sha256=${'0'.repeat(64)}`, status: 401 });
    // Signed for another body.
    await deliver(fixture, body, { signature: fixture.meta.sign('{}'), status: 401 });
    expect(await MetaMessageModel.countDocuments({ mid: `m_unsigned_${psid}` })).toBe(0);
    expect(await conversationsOf(user.id)).toHaveLength(0);
    expect(sentTo(fixture, psid)).toHaveLength(0);
  });

  it("never gives another account's page to this agent, and ignores pages nobody connected", async () => {
    const mine = await agentWithPage(fixture);
    const theirs = await agentWithPage(fixture);
    const psid = nextId();
    await deliver(fixture, notification('facebook', theirs.page.id, psid, { text: 'Looking to sell my condo' }));
    expect(await conversationsOf(mine.user.id)).toHaveLength(0);
    expect(await conversationsOf(theirs.user.id)).toHaveLength(1);
    const nobody = await deliver(fixture, notification('facebook', nextId(), nextId(), { text: 'Anyone there?' }));
    expect(nobody.body.messages).toBe(0);
    // The conversation is the other account's: a 404 here, as a missing one.
    const [conversation] = await conversationsOf(theirs.user.id);
    await mine.agent.get(`/api/conversations/${String(conversation?._id)}`).expect(404);
  });

  it('answers on one account when two connected the same page: the first to connect it', async () => {
    const first = await agentWithPage(fixture);
    const second = await subscribedAgent(fixture.app);
    await connect(fixture, second.agent, [first.page]);
    const psid = nextId();
    await deliver(fixture, notification('facebook', first.page.id, psid, { text: 'Hi, I want to rent a 2 bedroom' }));
    expect(sentTo(fixture, psid)).toHaveLength(1);
    expect(await conversationsOf(first.user.id)).toHaveLength(1);
    expect(await conversationsOf(second.user.id)).toHaveLength(0);
  });

  it('keeps photos and stickers as links, answers them with text, and never reads a link as contact details', async () => {
    const { user, page } = await agentWithPage(fixture);
    const psid = nextId();
    const photo = 'https://scontent.xx.fbcdn.net/v/t1.15752-9/5125550142_n.jpg?stp=3-bed-450k';
    await deliver(
      fixture,
      notification('facebook', page.id, psid, {
        text: 'Like this one',
        attachments: [
          { type: 'image', payload: { url: photo } },
          { type: 'image', payload: { url: 'https://scontent.xx.fbcdn.net/sticker.png', sticker_id: 369239263222822 } },
        ],
      }),
    );
    const [stored] = await MetaMessageModel.find({ personId: psid, direction: 'inbound' }).lean();
    expect(stored?.attachments).toEqual([
      { kind: 'image', url: photo },
      { kind: 'sticker', url: 'https://scontent.xx.fbcdn.net/sticker.png' },
    ]);
    const [conversation] = await conversationsOf(user.id);
    expect(conversation?.messages[0]).toMatchObject({
      role: 'lead',
      text: `Like this one\n[Photo] ${photo}\n[Sticker] https://scontent.xx.fbcdn.net/sticker.png`,
    });
    expect(sentTo(fixture, psid)).toEqual([expect.objectContaining({ text: expect.any(String) })]);
    expect(conversation?.understood.contact).toEqual({});
    expect(conversation?.understood.bedrooms).toBeUndefined();
  });

  it('reads a button tap (postback) as its title', async () => {
    const { user, page } = await agentWithPage(fixture);
    const psid = nextId();
    await deliver(fixture, notification('facebook', page.id, psid, { postback: { title: 'Get Started', payload: 'GET_STARTED' } }));
    const [conversation] = await conversationsOf(user.id);
    expect(conversation?.messages[0]).toMatchObject({ role: 'lead', text: 'Get Started' });
    expect(sentTo(fixture, psid)).toHaveLength(1);
  });
});
