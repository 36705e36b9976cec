import { FOLLOW_UP_MESSAGES } from '@leadnest/contracts';
import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { AgentSettingsModel } from '../../agent-settings/agent-settings.model.js';
import { type Agent, subscribedAgent } from '../../auth/testing.js';
import { JobModel } from '../../jobs/job.model.js';
import { runDueJobs } from '../../jobs/jobs.service.js';
import { OutboxModel } from '../../outbox/outbox.model.js';
import { FollowUpReminderModel } from '../follow-ups/follow-up-reminder.model.js';
import { endOfAgentDay } from '../follow-ups/follow-ups.service.js';
import { LeadModel } from '../lead.model.js';

withTestDatabase();
const { app } = createTestApp();
const quiet = { warn: () => {}, error: () => {} };
const HOUR = 3600_000;

async function newLead(agent: Agent, name = 'Jane Buyer'): Promise<string> {
  return (
    await agent
      .post('/api/leads')
      .send({ name, email: `${name.replace(/\W/g, '').toLowerCase()}${Math.random()}@example.com` })
      .expect(201)
  ).body.id as string;
}

describe('a follow-up time', () => {
  it('in the past is refused with a clear message, on PATCH and on Add Lead; nothing is stored', async () => {
    const { agent } = await subscribedAgent(app);
    const id = await newLead(agent);
    const past = new Date(Date.now() - 2 * HOUR).toISOString();
    const res = await agent.patch(`/api/leads/${id}`).send({ followUpDate: past }).expect(400);
    expect(res.body).toMatchObject({ message: FOLLOW_UP_MESSAGES.past, fields: { followUpDate: FOLLOW_UP_MESSAGES.past } });
    expect((await LeadModel.findById(id).lean())?.followUpDate ?? null).toBeNull();
    expect((await agent.post('/api/leads').send({ name: 'Late Lead', email: 'late@example.com', followUpDate: past }).expect(400)).body.message).toBe(
      FOLLOW_UP_MESSAGES.past,
    );
    expect(await LeadModel.countDocuments({ name: 'Late Lead' })).toBe(0);
    expect(await JobModel.countDocuments({ name: 'leads.follow-up-reminder' })).toBe(0);
  });

  it('ahead is stored with one durable reminder job at that time (the same time twice: still one job)', async () => {
    const { agent } = await subscribedAgent(app);
    const id = await newLead(agent);
    const at = new Date(Date.now() + 24 * HOUR).toISOString();
    await agent.patch(`/api/leads/${id}`).send({ followUpDate: at }).expect(200);
    await agent.patch(`/api/leads/${id}`).send({ followUpDate: at }).expect(200);
    const jobs = await JobModel.find({ name: 'leads.follow-up-reminder', 'payload.leadId': id }).lean();
    expect(jobs.map((j) => j.runAt.toISOString())).toEqual([at]);
  });
});

describe('the reminder', () => {
  it('fires once at the time after a restart: one in-app reminder and one mail, in the agent’s time zone', async () => {
    const { agent, user } = await subscribedAgent(app, { firstName: 'Maya' });
    await AgentSettingsModel.updateOne({ userId: user.id }, { $set: { timeZone: 'America/Los_Angeles' } });
    const id = await newLead(agent, 'Dana Reed');
    const at = new Date(Date.now() + 2 * HOUR);
    at.setUTCSeconds(0, 0);
    await agent.patch(`/api/leads/${id}`).send({ followUpDate: at.toISOString() }).expect(200);

    // Before the time: nothing.
    await runDueJobs(quiet, new Date(at.getTime() - 60_000));
    expect(await FollowUpReminderModel.countDocuments({ leadId: id })).toBe(0);

    // A restart: a new app registers the handlers again; the stored job runs once when due.
    createTestApp();
    await runDueJobs(quiet, new Date(at.getTime() + 1000));
    await runDueJobs(quiet, new Date(at.getTime() + 60_000));
    expect(await FollowUpReminderModel.countDocuments({ leadId: id })).toBe(1);
    const mails = await OutboxModel.find({ to: user.email, kind: 'follow-up-reminder' }).lean();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Follow up with Dana Reed now');
    const localTime = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', minute: '2-digit' }).format(at);
    expect(mails[0]?.text).toContain(localTime);
    expect(mails[0]?.text).toContain('America/Los Angeles time');
    expect(mails[0]?.text).toContain(`/leads/${id}`);

    // In the app: the summary carries it until it is marked seen.
    const summary = (await agent.get('/api/follow-ups/summary').expect(200)).body;
    expect(summary.reminders).toEqual([{ id: expect.any(String), leadId: id, leadName: 'Dana Reed', followUpDate: at.toISOString() }]);
    await agent.post(`/api/follow-ups/reminders/${summary.reminders[0].id}/seen`).expect(204);
    expect((await agent.get('/api/follow-ups/summary').expect(200)).body.reminders).toEqual([]);

    // A job run again after a crash (its reminder already stored) reminds nobody twice.
    await JobModel.updateOne({ 'payload.leadId': id }, { $set: { status: 'pending' } });
    await runDueJobs(quiet, new Date(at.getTime() + 120_000));
    expect(await FollowUpReminderModel.countDocuments({ leadId: id })).toBe(1);
    expect(await OutboxModel.countDocuments({ to: user.email, kind: 'follow-up-reminder' })).toBe(1);
  });

  it('is in-app only when email notifications are off, and does nothing for a moved or cleared follow-up', async () => {
    const { agent, user } = await subscribedAgent(app);
    await AgentSettingsModel.updateOne({ userId: user.id }, { $set: { 'advancedSettings.emailNotifications': false } });
    const id = await newLead(agent);
    const first = new Date(Date.now() + HOUR);
    const second = new Date(Date.now() + 3 * HOUR);
    await agent.patch(`/api/leads/${id}`).send({ followUpDate: first.toISOString() }).expect(200);
    await agent.patch(`/api/leads/${id}`).send({ followUpDate: second.toISOString() }).expect(200);
    await runDueJobs(quiet, new Date(first.getTime() + 1000));
    expect(await FollowUpReminderModel.countDocuments({ leadId: id })).toBe(0);
    await runDueJobs(quiet, new Date(second.getTime() + 1000));
    expect(await FollowUpReminderModel.find({ leadId: id }).lean()).toEqual([expect.objectContaining({ mailed: false })]);
    expect(await OutboxModel.countDocuments({ to: user.email, kind: 'follow-up-reminder' })).toBe(0);
  });
});

describe('GET /api/follow-ups', () => {
  it('lists due today and overdue in the agent’s day, soonest first, and counts them for the header', async () => {
    const { agent, user } = await subscribedAgent(app);
    await AgentSettingsModel.updateOne({ userId: user.id }, { $set: { timeZone: 'America/Chicago' } });
    const [late, soon, tomorrow] = [await newLead(agent, 'Late Larry'), await newLead(agent, 'Soon Sam'), await newLead(agent, 'Tom Morrow')];
    const now = Date.now();
    const endOfDay = endOfAgentDay(new Date(now), 'America/Chicago').getTime();
    // A follow-up set earlier that has since passed (stored directly: the API refuses past times).
    await LeadModel.updateOne({ _id: late }, { $set: { followUpDate: new Date(now - 3 * HOUR) } });
    const soonAt = new Date(Math.min(now + 5 * 60_000, endOfDay - 60_000));
    await agent.patch(`/api/leads/${soon}`).send({ followUpDate: soonAt.toISOString() }).expect(200);
    await agent
      .patch(`/api/leads/${tomorrow}`)
      .send({ followUpDate: new Date(endOfDay + HOUR).toISOString() })
      .expect(200);

    const today = (await agent.get('/api/follow-ups?due=today').expect(200)).body;
    expect(today).toMatchObject({ due: 'today', timeZone: 'America/Chicago' });
    expect(today.followUps.map((f: { name: string }) => f.name)).toEqual(['Soon Sam']);
    const overdue = (await agent.get('/api/follow-ups?due=overdue').expect(200)).body;
    expect(overdue.followUps.map((f: { name: string }) => f.name)).toEqual(['Late Larry']);
    expect((await agent.get('/api/follow-ups/summary').expect(200)).body).toMatchObject({ dueToday: 1, overdue: 1 });

    // Another agent sees none of them.
    const other = await subscribedAgent(app);
    expect((await other.agent.get('/api/follow-ups?due=overdue').expect(200)).body.followUps).toEqual([]);
    expect((await other.agent.get('/api/follow-ups/summary').expect(200)).body).toMatchObject({ dueToday: 0, overdue: 0, reminders: [] });
  });

  it('answers 400 to a bad view, 401 without a session, 404 for a reminder that is not the agent’s', async () => {
    const { agent } = await subscribedAgent(app);
    expect((await agent.get('/api/follow-ups?due=someday').expect(400)).body.message).toBe(FOLLOW_UP_MESSAGES.dueInvalid);
    await agent.post(`/api/follow-ups/reminders/${'a'.repeat(24)}/seen`).expect(404);
    await agent.post('/api/follow-ups/reminders/nope/seen').expect(400);
    const visitor = createTestApp().request;
    await visitor.get('/api/follow-ups/summary').expect(401);
  });
});
