import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { patchUser, setAvailability } from '../../agent-settings/settings.service.js';
import { AppointmentModel } from '../../appointments/appointment.model.js';
import { visitor } from '../../assistant/testing.js';
import { ConversationModel } from '../../conversations/conversation.model.js';
import { runDueJobs } from '../../jobs/jobs.service.js';
import { LeadModel } from '../../leads/lead.model.js';
import { OutboxModel } from '../../outbox/outbox.model.js';
import { joinedMember, teamWith, type TestMember } from './team-helpers.js';

/**
 * What a team's members work with beyond the lead list
 * (docs/decisions/0034-teams.md): the dashboard's figures by role, showings
 * on the assignee's calendar, contact that keeps a lead, Call Now and the
 * reports of the account.
 */
withTestDatabase();
const { app } = createTestApp();
const quiet = { warn: () => {}, error: () => {} };

let serial = 0;
async function addLead(owner: TestMember, assignedTo: string | null) {
  const lead = (
    await owner.agent
      .post('/api/leads')
      .send({ name: `Work Lead ${++serial}`, phone: `(404) 555-${String(1000 + serial).slice(-4)}` })
      .expect(201)
  ).body as { id: string };
  await owner.agent.patch(`/api/leads/${lead.id}`).send({ assignedTo }).expect(200);
  return lead.id;
}

const metrics = async (m: TestMember) => (await m.agent.get(`/api/dashboard/metrics/${m.id}`).expect(200)).body;

describe('a team member’s dashboard', () => {
  it('an agent’s figures are the leads and conversations assigned to them; the owner’s and an admin’s are the team’s', async () => {
    const { owner, members } = await teamWith(app, 2);
    const [a, b] = members as [TestMember, TestMember];
    const admin = await joinedMember(app, owner, 'admin');
    await addLead(owner, a.id);
    await addLead(owner, a.id);
    await addLead(owner, b.id);
    await addLead(owner, null);
    await addLead(owner, owner.id);

    expect((await metrics(a)).totalLeads).toBe(2);
    expect((await metrics(b)).totalLeads).toBe(1);
    expect((await metrics(owner)).totalLeads).toBe(5);
    expect((await metrics(admin)).totalLeads).toBe(5);
    // The figures move with the lead: one of a's goes to b.
    const moved = (await LeadModel.findOne({ userId: owner.id, assignedTo: a.id }).lean())!;
    await owner.agent.patch(`/api/leads/${moved._id}`).send({ assignedTo: b.id }).expect(200);
    expect((await metrics(a)).totalLeads).toBe(1);
    expect((await metrics(b)).totalLeads).toBe(2);
    // Another member's id is not theirs to read.
    await a.agent.get(`/api/dashboard/metrics/${b.id}`).expect(403);
    await a.agent.get(`/api/dashboard/metrics/${owner.id}`).expect(403);
  });
});

describe('showings the assistant books for a member’s lead', () => {
  it('go on the assignee’s calendar: the agent sees it, the owner’s calendar stays free, the lead’s timeline and the team’s dashboard count it', async () => {
    const { owner, members } = await teamWith(app, 1);
    const [a] = members as [TestMember];
    await patchUser(owner.id, { advancedSettings: { responseDelay: 0 } });
    await owner.agent.put('/api/team/routing').send({ mode: 'round_robin' }).expect(200);
    const publicId = (await owner.agent.get('/api/chat-widget/embed-code').expect(200)).body.agentPublicId as string;
    // The member keeps their own hours: Sundays 13:00–16:00 in Chicago only (the owner's are every weekday).
    const closed = { enabled: false, start: '09:00', end: '17:00' };
    const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
    await setAvailability(
      a.id,
      { ...Object.fromEntries(days.map((d) => [d, closed])), sunday: { enabled: true, start: '13:00', end: '16:00' } } as never,
      'America/Chicago',
    );
    const v = visitor(app, publicId);
    await v.say("Hi, I'm Dana Cole, 404-555-1234. We want to buy a 3 bed house between 400 and 500k, pre-approved, moving in 2 months");
    const lead = (await LeadModel.findOne({ userId: owner.id, name: 'Dana Cole' }).lean())!;
    expect(String(lead.assignedTo)).toBe(a.id);
    const conversation = (await ConversationModel.findOne({ userId: owner.id, leadId: lead._id }).lean())!;
    expect(String(conversation.assignedTo)).toBe(a.id);

    // The lead is the member's now: the times offered are the member's.
    await v.say('Decatur');
    const offered = ((await ConversationModel.findById(conversation._id).lean())?.memory as { offered: string[] }).offered;
    expect(offered.length).toBeGreaterThanOrEqual(2);
    const chicago = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', weekday: 'long', hour: 'numeric', hour12: false });
    for (const slot of offered) {
      const parts = Object.fromEntries(chicago.formatToParts(new Date(slot)).map((p) => [p.type, p.value]));
      expect(parts.weekday).toBe('Sunday');
      expect(Number(parts.hour)).toBeGreaterThanOrEqual(13);
      expect(Number(parts.hour)).toBeLessThan(16);
    }
    await v.say('the second one works');
    const booked = await AppointmentModel.find({ leadId: lead._id }).lean();
    expect(booked).toHaveLength(1);
    expect(String(booked[0]!.userId)).toBe(a.id);
    expect(booked[0]).toMatchObject({ bookedBy: 'assistant', status: 'scheduled', clientName: 'Dana Cole' });
    expect(booked[0]!.scheduledAt.toISOString()).toBe(offered[1]);

    const mine = (await a.agent.get('/api/appointments').expect(200)).body;
    expect(JSON.stringify(mine)).toContain(String(booked[0]!._id));
    expect(JSON.stringify((await owner.agent.get('/api/appointments').expect(200)).body)).not.toContain(String(booked[0]!._id));
    // The owner reads it on the lead's timeline, and the team's dashboard counts it; so does the agent's own.
    const timeline = (await owner.agent.get(`/api/leads/${lead._id}/timeline`).expect(200)).body;
    expect(JSON.stringify(timeline)).toContain(String(booked[0]!._id));
    expect((await metrics(owner)).totalAppointments).toBe(1);
    expect((await metrics(a)).totalAppointments).toBe(1);
    // Another agent of the team never reads it.
    const other = await joinedMember(app, owner);
    await other.agent.get(`/api/appointments/${booked[0]!._id}`).expect(404);
    await a.agent.get(`/api/appointments/${booked[0]!._id}`).expect(200);
    expect((await metrics(other)).totalAppointments).toBe(0);
  });
});

describe('contact that keeps a lead with its assignee', () => {
  it('a reply typed in the inbox counts: the lead is not reassigned, and the leaderboard times it', async () => {
    const { owner, members } = await teamWith(app, 2);
    await owner.agent.put('/api/team/routing').send({ mode: 'round_robin', reassignAfterMinutes: 15 }).expect(200);
    await patchUser(owner.id, { advancedSettings: { responseDelay: 0 } });
    const publicId = (await owner.agent.get('/api/chat-widget/embed-code').expect(200)).body.agentPublicId as string;
    await visitor(app, publicId).say("Hi, I'm Rita Moss, 404-555-7777, looking to buy a condo around 300k");
    const lead = (await LeadModel.findOne({ userId: owner.id, name: 'Rita Moss' }).lean())!;
    const holder = members.find((m) => m.id === String(lead.assignedTo))!;
    const conversation = (await ConversationModel.findOne({ leadId: lead._id }).lean())!;
    await holder.agent.post(`/api/conversations/${conversation._id}/takeover`).expect(200);
    await holder.agent.post(`/api/conversations/${conversation._id}/messages`).send({ text: 'Hi Rita, this is your agent. When can we talk?' }).expect(201);

    await runDueJobs(quiet, new Date(Date.now() + 16 * 60_000));
    expect(String((await LeadModel.findById(lead._id).lean())?.assignedTo)).toBe(holder.id);
    const board = (await owner.agent.get('/api/analytics/team?period=7d').expect(200)).body.members as { userId: string; contacted: number }[];
    expect(board.find((m) => m.userId === holder.id)?.contacted).toBe(1);
  });
});

describe('Call Now and the reports for a member', () => {
  it('an agent calls from the account (its numbers and caps), on their own leads only; reports are the account’s; ROI inputs are the owner’s to set', async () => {
    const { owner, members } = await teamWith(app, 2);
    const [a, b] = members as [TestMember, TestMember];
    const mine = await addLead(owner, a.id);
    const theirs = await addLead(owner, b.id);
    // The account has no number yet: the agent hears what the owner would, not "not found".
    const call = await a.agent.post(`/api/leads/${mine}/call`).expect(409);
    expect(call.body.code).toBe('CALLING_NOT_CONFIGURED');
    await a.agent.post(`/api/leads/${theirs}/call`).expect(404);

    const overview = async (m: TestMember) => (await m.agent.get('/api/analytics/detailed?period=30d').expect(200)).body;
    expect(await overview(a)).toEqual(await overview(owner));
    await a.agent.put('/api/analytics/roi-settings').send({ minutesPerItem: 5 }).expect(403);
  });
});

describe('follow-ups in a team', () => {
  it('each member’s are their assigned leads’ (the owner’s with the pool’s), and the reminder goes to the assignee', async () => {
    const { owner, members } = await teamWith(app, 2);
    const [a, b] = members as [TestMember, TestMember];
    // Everyone's day is a zone where it is about noon now, so an hour ahead is today whenever the test runs.
    const offset = Math.max(-12, Math.min(14, 12 - new Date().getUTCHours()));
    const noonZone = `Etc/GMT${offset >= 0 ? '-' : '+'}${Math.abs(offset)}`;
    const hours = { enabled: true, start: '09:00', end: '17:00' };
    const week = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, hours]));
    for (const m of [owner, a, b]) await setAvailability(m.id, week as never, noonZone);
    const forA = await addLead(owner, a.id);
    const inPool = await addLead(owner, null);
    const at = new Date(Date.now() + 60 * 60_000).toISOString();
    await a.agent.patch(`/api/leads/${forA}`).send({ followUpDate: at }).expect(200);
    await owner.agent.patch(`/api/leads/${inPool}`).send({ followUpDate: at }).expect(200);

    const due = async (m: TestMember) =>
      ((await m.agent.get('/api/follow-ups?due=today').expect(200)).body.followUps as { leadId: string }[]).map((f) => f.leadId);
    const summary = async (m: TestMember) => (await m.agent.get('/api/follow-ups/summary').expect(200)).body as { dueToday: number };
    expect(await due(a)).toEqual([forA]);
    expect(await due(owner)).toEqual([inPool]);
    expect(await due(b)).toEqual([]);
    expect((await summary(a)).dueToday).toBe(1);
    expect((await summary(b)).dueToday).toBe(0);

    await runDueJobs(quiet, new Date(Date.parse(at) + 1000));
    const mails = await OutboxModel.find({ kind: 'follow-up-reminder' }).lean();
    expect(mails.filter((m) => m.text.includes(forA)).map((m) => m.to)).toEqual([a.email]);
    expect(mails.filter((m) => m.text.includes(inPool)).map((m) => m.to)).toEqual([owner.email]);
    // The reminder shows in the app of the member reminded.
    const reminders = (await a.agent.get('/api/follow-ups/summary').expect(200)).body.reminders as { leadId: string }[];
    expect(reminders.map((r) => r.leadId)).toEqual([forA]);
  });
});

describe('the account’s settings are the owner’s', () => {
  it('a member who is not the owner gets 403 TEAM_OWNER_ONLY on them; the owner and anyone alone get through; the profile says the role', async () => {
    const { owner, members } = await teamWith(app, 1);
    const [a] = members as [TestMember];
    const admin = await joinedMember(app, owner, 'admin');
    for (const path of ['/api/phone-numbers', '/api/subscription', '/api/lead-capture-pages', '/api/call-logs', '/api/user-api-keys', '/api/ai-scripts']) {
      for (const m of [a, admin]) {
        const res = await m.agent.get(path);
        expect(res.status, `${path}`).toBe(403);
        expect(res.body.code).toBe('TEAM_OWNER_ONLY');
      }
      expect((await owner.agent.get(path)).status, `${path} for the owner`).not.toBe(403);
    }
    await a.agent.patch(`/api/users/${a.id}/ai-objectives`).send({ chatObjective: 'x' }).expect(403);
    // What members work with stays open to them: their calendar's connections, templates, the lead list.
    await a.agent.get('/api/integrations').expect(200);
    await a.agent.get('/api/templates').expect(200);
    await a.agent.get('/api/leads').expect(200);

    expect((await a.agent.get('/api/user/profile').expect(200)).body.teamRole).toBe('agent');
    expect((await admin.agent.get('/api/user/profile').expect(200)).body.teamRole).toBe('admin');
    expect((await owner.agent.get('/api/user/profile').expect(200)).body).not.toHaveProperty('teamRole');
  });
});

describe('the owner’s plan holds the team', () => {
  it('moving to a plan with fewer seats than the team fills is refused (409), and nothing changes; alone, the owner moves freely', async () => {
    const { owner } = await teamWith(app, 1);
    const refused = await owner.agent.patch(`/api/subscription/${owner.id}`).send({ plan: 'professional' }).expect(409);
    expect(refused.body).toMatchObject({
      code: 'TEAM_TOO_BIG_FOR_PLAN',
      message:
        'Your team uses 2 seats (members and open invites) and the Professional plan includes 1. Remove members or revoke invites on the Team page first.',
    });
    expect((await owner.agent.get('/api/user/profile').expect(200)).body.plan).toBe('agency');

    const alone = (await teamWith(app, 0)).owner;
    const moved = await alone.agent.patch(`/api/subscription/${alone.id}`).send({ plan: 'professional' });
    expect(moved.status).toBe(200);
  });
});
