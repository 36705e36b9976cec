import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { AppointmentModel } from '../../appointments/appointment.model.js';
import { ConversationModel } from '../../conversations/conversation.model.js';
import { LeadModel } from '../../leads/lead.model.js';
import { chatAgent, visitor } from '../testing.js';

withTestDatabase();
const { app } = createTestApp();

const RICH_FIRST =
  "Hi, I'm Dana Cole, 404-555-1234. We want to buy a 3 bed house in Decatur between 400 and 500k, we're pre-approved and hope to move in 2 months";

describe('website chat: a lead from hello to a booked showing', () => {
  it('qualifies, offers free slots, books the one picked: appointment stored, lead at showing, transcript kept', async () => {
    const { agent, userId, publicId } = await chatAgent(app);
    const v = visitor(app, publicId);

    const first = await v.say(RICH_FIRST);
    expect(first.visitorToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.messages.map((m) => [m.seq, m.role])).toEqual([
      [2, 'lead'],
      [3, 'assistant'],
    ]);
    // The widget showed the greeting (message 1) before the visitor typed; the reply does not repeat it.
    const greeting = (await v.poll(0)).messages[0];
    expect(greeting).toMatchObject({ seq: 1, role: 'assistant', text: expect.stringMatching(/Maya’s AI assistant at Nest Realty/) });
    expect(v.replyOf(first)).not.toMatch(/AI assistant/);
    expect(v.replyOf(first)).toMatch(/1\) .* 2\) /);

    const conversation = await ConversationModel.findOne({ userId }).lean();
    const offered = (conversation?.memory as { offered: string[] }).offered;
    expect(offered.length).toBeGreaterThanOrEqual(2);

    const second = await v.say('the second one works');
    expect(second.messages.map((m) => m.seq)).toEqual([4, 5]);
    expect(v.replyOf(second)).toMatch(/with Maya/);

    const appointments = await AppointmentModel.find({ userId }).lean();
    expect(appointments).toHaveLength(1);
    expect(appointments[0]).toMatchObject({
      clientName: 'Dana Cole',
      clientPhone: '+14045551234',
      appointmentType: 'showing',
      status: 'scheduled',
      bookedBy: 'assistant',
    });
    expect(appointments[0]?.scheduledAt.toISOString()).toBe(offered[1]);

    const lead = await LeadModel.findOne({ userId }).lean();
    expect(lead).toMatchObject({
      name: 'Dana Cole',
      phone: '+14045551234',
      source: 'website',
      stage: 'showing',
      lastMessage: 'the second one works',
      messageCount: 2,
    });
    expect(lead?.qualification).toMatchObject({
      intent: 'buy',
      budgetMin: 400_000,
      budgetMax: 500_000,
      bedrooms: 3,
      financing: 'preapproved',
      timeline: '0-3m',
    });
    expect(lead?.qualification?.areas).toContain('Decatur');
    expect(String(appointments[0]?.leadId)).toBe(String(lead?._id));
    expect(lead?.activities.map((a) => a.type)).toEqual(expect.arrayContaining(['created', 'stage', 'appointment']));
    expect(lead?.score).toBeGreaterThanOrEqual(70);

    // The agent sees it: the row, then the whole transcript.
    const list = (await agent.get('/api/conversations').expect(200)).body.conversations;
    expect(list).toEqual([
      expect.objectContaining({ leadName: 'Dana Cole', platform: 'website', leadScore: 'hot', status: 'active', lastMessage: v.replyOf(second) }),
    ]);
    const detail = (await agent.get(`/api/conversations/${list[0].id}`).expect(200)).body;
    expect(detail.messages.map((m: { role: string }) => m.role)).toEqual(['assistant', 'lead', 'assistant', 'lead', 'assistant']);
    expect(detail).toMatchObject({ stage: 'showing', scheduledShowing: offered[1], aiPaused: false });
    expect(detail.understood.contact).toEqual({ name: 'Dana Cole', phone: '+14045551234' });

    // The visitor comes back (a page reload): the transcript is restored by token.
    const restored = await v.poll(0);
    expect(restored.messages).toHaveLength(5);
    expect((await v.poll(3)).messages.map((m) => m.seq)).toEqual([4, 5]);
  });

  it('never double-books: two leads racing for one slot, exactly one gets it and the other is offered other times', async () => {
    const { userId, publicId } = await chatAgent(app);
    const a = visitor(app, publicId);
    const b = visitor(app, publicId);
    await a.say(RICH_FIRST);
    await b.say(RICH_FIRST.replace('Dana Cole, 404-555-1234', 'Sam Lee, 404-555-9876'));
    const offers = (await ConversationModel.find({ userId }).lean()).map((c) => (c.memory as { offered: string[] }).offered[0]);
    expect(offers[0]).toBe(offers[1]);

    const [ra, rb] = await Promise.all([a.say('the first one'), b.say('the first one')]);
    const booked = await AppointmentModel.find({ userId, status: 'scheduled' }).lean();
    expect(booked).toHaveLength(1);
    expect(booked[0]?.scheduledAt.toISOString()).toBe(offers[0]);
    const replies = [a.replyOf(ra), b.replyOf(rb)];
    expect(replies.filter((r) => /with Maya/.test(r))).toHaveLength(1);
    expect(replies.filter((r) => /1\) /.test(r))).toHaveLength(1);
    const stages = (await LeadModel.find({ userId }).lean()).map((l) => l.stage).sort();
    expect(stages).toEqual(['qualified', 'showing']);
  });
});

describe('website chat: the agent, the lead and the rules', () => {
  it('takeover pauses the AI; the agent replies by hand and the visitor gets it by polling; release resumes the AI', async () => {
    const { agent, publicId } = await chatAgent(app);
    const v = visitor(app, publicId);
    await v.say('Hi, we want to buy a condo');
    const id = (await agent.get('/api/conversations').expect(200)).body.conversations[0].id;

    await agent.post(`/api/conversations/${id}/messages`).send({ text: 'Hi, Maya here!' }).expect(409);
    const taken = (await agent.post(`/api/conversations/${id}/takeover`).expect(200)).body;
    expect(taken).toMatchObject({ aiPaused: true, status: 'taken-over' });

    const quiet = await v.say('hello? anyone there');
    expect(quiet.messages.map((m) => m.role)).toEqual(['lead']);
    expect(quiet.agentActive).toBe(true);
    await agent.post(`/api/conversations/${id}/messages`).send({ text: '  Hi, Maya here! How can I help?  ' }).expect(201);
    const polled = await v.poll(quiet.messages[0]?.seq ?? 0);
    expect(polled.messages).toEqual([expect.objectContaining({ role: 'agent', text: 'Hi, Maya here! How can I help?' })]);

    const released = (await agent.post(`/api/conversations/${id}/release`).expect(200)).body;
    expect(released).toMatchObject({ aiPaused: false, status: 'active' });
    const back = await v.say('our budget is 350k');
    expect(back.messages.map((m) => m.role)).toEqual(['lead', 'assistant']);
  });

  it('STOP opts out at once: one confirmation, then silence; the lead is marked opted out', async () => {
    const { userId, publicId } = await chatAgent(app);
    const v = visitor(app, publicId);
    await v.say('Hi, looking to rent a 2 bedroom apartment');
    const stop = await v.say('STOP');
    expect(v.replyOf(stop)).toMatch(/won’t contact you again|unsubscribed/);
    const after = await v.say('hello?');
    expect(after.messages.map((m) => m.role)).toEqual(['lead']);
    const conversation = await ConversationModel.findOne({ userId }).lean();
    expect(conversation?.status).toBe('opted-out');
    const lead = await LeadModel.findOne({ userId }).lean();
    expect(lead?.optedOutAt).toBeInstanceOf(Date);
    expect(lead?.activities.some((a) => a.type === 'optOut')).toBe(true);
  });

  it('hands off to the agent when the lead asks for a person, and refuses steering questions', async () => {
    const { agent, publicId } = await chatAgent(app);
    const v = visitor(app, publicId);
    await v.say('Hi there');
    const steer = await v.say('what kind of people live in Decatur?');
    expect(v.replyOf(steer)).toMatch(/fair housing/i);
    const human = await v.say('can I talk to a real person please');
    expect(v.replyOf(human)).toMatch(/Maya/);
    const row = (await agent.get('/api/conversations').expect(200)).body.conversations[0];
    expect(row.status).toBe('needs-agent');
    expect((await agent.get('/api/conversations?status=needs-agent').expect(200)).body.conversations).toHaveLength(1);
    expect((await agent.get('/api/conversations?status=active').expect(200)).body.conversations).toHaveLength(0);
  });
});

describe('conversations API: who may see what', () => {
  it('scopes every route to the signed-in agent: 401 without a session, 403 for another userId, 404 for another agent’s conversation, 400 for bad input', async () => {
    const maya = await chatAgent(app);
    const other = await chatAgent(app, { firstName: 'Otto' });
    await visitor(app, maya.publicId).say('Hi, I want to sell my house');
    const id = (await maya.agent.get('/api/conversations').expect(200)).body.conversations[0].id;

    const anonymous = createTestApp().request;
    await anonymous.get('/api/conversations').expect(401);
    await anonymous.post(`/api/conversations/${id}/takeover`).expect(401);
    expect((await other.agent.get('/api/conversations').expect(200)).body.conversations).toEqual([]);
    await other.agent.get(`/api/conversations?userId=${maya.userId}`).expect(403);
    for (const path of [`/api/conversations/${id}`]) await other.agent.get(path).expect(404);
    for (const action of ['takeover', 'release']) await other.agent.post(`/api/conversations/${id}/${action}`).expect(404);
    await other.agent.post(`/api/conversations/${id}/messages`).send({ text: 'hi' }).expect(404);

    await maya.agent.get('/api/conversations/not-an-id').expect(400);
    await maya.agent.get('/api/conversations?status=bogus').expect(400);
    await maya.agent.post(`/api/conversations/${id}/takeover`).expect(200);
    for (const body of [{}, { text: '   ' }, { text: 'x'.repeat(1001) }, { text: { $gt: '' } }, { text: 'hi', extra: 1 }]) {
      const res = await maya.agent.post(`/api/conversations/${id}/messages`).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });
});
