import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { newAgent, signedInAgent, subscribedAgent } from '../../auth/testing.js';
import { OutboxModel } from '../../outbox/outbox.model.js';
import { TeamModel } from '../team.model.js';
import { inviteToken, joinedMember, teamWith } from './team-helpers.js';

withTestDatabase();
const { app } = createTestApp();

describe('GET and PATCH /api/team', () => {
  it('every agent is the owner of a team of one, on their plan, with one seat', async () => {
    const { agent, user } = await subscribedAgent(app, { firstName: 'Ada', lastName: 'Lovelace' });
    const res = await agent.get('/api/team').expect(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Ada Lovelace’s team',
      plan: 'professional',
      seats: { used: 1, included: 1 },
      members: [{ userId: user.id, firstName: 'Ada', lastName: 'Lovelace', email: user.email, role: 'owner', status: 'active' }],
      invites: [],
      myRole: 'owner',
    });
    // Asked twice, still one team.
    await agent.get('/api/team').expect(200);
    expect(await TeamModel.countDocuments({ ownerId: user.id })).toBe(1);
  });

  it('401 for a visitor, 402 without a plan', async () => {
    await newAgent(app).get('/api/team').expect(401);
    const { agent } = await signedInAgent(app);
    await agent.get('/api/team').expect(402);
  });

  it('the owner and admins rename it; an agent may not', async () => {
    const { owner, members } = await teamWith(app, 1);
    const admin = await joinedMember(app, owner, 'admin');
    expect((await owner.agent.patch('/api/team').send({ name: '  Harbor Homes ' }).expect(200)).body.name).toBe('Harbor Homes');
    expect((await admin.agent.patch('/api/team').send({ name: 'Harbor Homes Group' }).expect(200)).body.name).toBe('Harbor Homes Group');
    const refused = await members[0]!.agent.patch('/api/team').send({ name: 'Mine now' }).expect(403);
    expect(refused.body.code).toBe('TEAM_ROLE');
    const empty = await owner.agent.patch('/api/team').send({ name: '' }).expect(400);
    expect(empty.body.message).toBe('Team name is required.');
    // Every member reads the same team, with their own role.
    const seen = (await members[0]!.agent.get('/api/team').expect(200)).body;
    expect(seen).toMatchObject({ name: 'Harbor Homes Group', myRole: 'agent', plan: 'agency', seats: { used: 3, included: 10 } });
    // A member without a plan of their own works under the owner's: the profile the pages' plan guard reads says so.
    expect((await members[0]!.agent.get('/api/user/profile').expect(200)).body.plan).toBe('agency');
  });
});

describe('invites and joining', () => {
  it('a team of more than one needs the Agency plan: 403 PLAN_FEATURE naming it', async () => {
    const { agent } = await subscribedAgent(app, {}, 'enterprise');
    const res = await agent.post('/api/team/invites').send({ email: 'new.agent@example.com' }).expect(403);
    expect(res.body).toMatchObject({
      code: 'PLAN_FEATURE',
      message: 'Multi-agent team management is included in the Agency plan and above. Upgrade on the Billing page to use it.',
    });
    expect(await OutboxModel.countDocuments({ to: 'new.agent@example.com' })).toBe(0);
  });

  it('an invite is mailed with a single-use link valid 7 days; the invited agent joins once', async () => {
    const { agent: owner, user } = await subscribedAgent(app, { firstName: 'Olive' }, 'agency');
    const invitee = await signedInAgent(app, { firstName: 'Ivan' });
    const sent = await owner.post('/api/team/invites').send({ email: invitee.user.email.toUpperCase(), role: 'agent' }).expect(201);
    expect(sent.body).toEqual({ id: expect.any(String), email: invitee.user.email, role: 'agent', expiresAt: expect.any(String) });
    const days = (Date.parse(sent.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const mail = await OutboxModel.findOne({ to: invitee.user.email, kind: 'team-invite' }).lean();
    expect(mail?.text).toContain('/join?token=');
    expect(mail?.subject).not.toContain('Olive');
    // The same address again: 409; the invite holds a seat and shows on the team.
    expect((await owner.post('/api/team/invites').send({ email: invitee.user.email }).expect(409)).body.code).toBe('ALREADY_INVITED');
    expect((await owner.get('/api/team').expect(200)).body.invites).toEqual([sent.body]);

    const token = await inviteToken(invitee.user.email);
    const preview = await newAgent(app).get(`/api/team/join?token=${token}`).expect(200);
    expect(preview.body).toMatchObject({ email: invitee.user.email, role: 'agent', invitedBy: 'Olive Lovelace' });
    const joined = await invitee.agent.post('/api/team/join').send({ token }).expect(200);
    expect(joined.body.members.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([
      [user.id, 'owner'],
      [invitee.user.id, 'agent'],
    ]);
    expect(joined.body.invites).toEqual([]);
    // Used: the link is gone for everyone.
    await newAgent(app).get(`/api/team/join?token=${token}`).expect(404);
    await invitee.agent.post('/api/team/join').send({ token }).expect(404);
    // Exactly one team: the joiner's team of one is gone.
    expect(await TeamModel.countDocuments({ 'members.userId': invitee.user.id })).toBe(1);
    expect((await owner.post('/api/team/invites').send({ email: invitee.user.email }).expect(409)).body.code).toBe('ALREADY_MEMBER');
  });

  it('only the invited address joins; a member of a shared team must leave first; an expired link is 404', async () => {
    const { owner } = await teamWith(app, 0);
    const stranger = await signedInAgent(app);
    await owner.agent.post('/api/team/invites').send({ email: 'someone.else@example.com' }).expect(201);
    const token = await inviteToken('someone.else@example.com');
    const wrong = await stranger.agent.post('/api/team/join').send({ token }).expect(403);
    expect(wrong.body).toMatchObject({
      code: 'INVITE_EMAIL_MISMATCH',
      message: 'This invitation was sent to someone.else@example.com. Sign in with that address to accept it.',
    });

    const other = await teamWith(app, 1);
    const busy = other.members[0]!;
    await owner.agent.post('/api/team/invites').send({ email: busy.email }).expect(201);
    const refused = await busy.agent
      .post('/api/team/join')
      .send({ token: await inviteToken(busy.email) })
      .expect(409);
    expect(refused.body.code).toBe('LEAVE_TEAM_FIRST');
    // An owner with members cannot leave them behind either.
    await owner.agent.post('/api/team/invites').send({ email: other.owner.email }).expect(201);
    expect(
      (
        await other.owner.agent
          .post('/api/team/join')
          .send({ token: await inviteToken(other.owner.email) })
          .expect(409)
      ).body.code,
    ).toBe('LEAVE_TEAM_FIRST');

    const late = await signedInAgent(app);
    await owner.agent.post('/api/team/invites').send({ email: late.user.email }).expect(201);
    await TeamModel.updateOne({ ownerId: owner.id, 'invites.email': late.user.email }, { $set: { 'invites.$.expiresAt': new Date(Date.now() - 1000) } });
    const expired = await late.agent
      .post('/api/team/join')
      .send({ token: await inviteToken(late.user.email) })
      .expect(404);
    expect(expired.body.message).toBe('This invitation link is no longer valid. Ask the team’s owner for a new one.');
    await newAgent(app)
      .post('/api/team/join')
      .send({ token: 'x'.repeat(40) })
      .expect(401);
  });

  it('resend gives a new link (the old one stops working); revoke frees the seat; another team’s invite is 404', async () => {
    const { owner } = await teamWith(app, 0);
    const invitee = await signedInAgent(app);
    const sent = (await owner.agent.post('/api/team/invites').send({ email: invitee.user.email }).expect(201)).body;
    const first = await inviteToken(invitee.user.email);
    await owner.agent.post(`/api/team/invites/${sent.id}/resend`).expect(200);
    const second = await inviteToken(invitee.user.email);
    expect(second).not.toBe(first);
    await newAgent(app).get(`/api/team/join?token=${first}`).expect(404);
    await newAgent(app).get(`/api/team/join?token=${second}`).expect(200);

    const other = await teamWith(app, 0);
    await other.owner.agent.delete(`/api/team/invites/${sent.id}`).expect(404);
    await owner.agent.delete(`/api/team/invites/${sent.id}`).expect(204);
    await newAgent(app).get(`/api/team/join?token=${second}`).expect(404);
    expect((await owner.agent.get('/api/team').expect(200)).body.invites).toEqual([]);
  });

  it('seats: the owner and nine more; invites waiting count', async () => {
    const { owner } = await teamWith(app, 0);
    for (let i = 0; i < 9; i++)
      await owner.agent
        .post('/api/team/invites')
        .send({ email: `seat${i}.${Date.now()}@example.com` })
        .expect(201);
    const full = await owner.agent
      .post('/api/team/invites')
      .send({ email: `seat-ten.${Date.now()}@example.com` })
      .expect(403);
    expect(full.body.code).toBe('SEATS_FULL');
  });
});

describe('members', () => {
  it('roles change between agent and admin; the owner’s stays; agents change nothing', async () => {
    const { owner, members } = await teamWith(app, 2);
    const [a, b] = members as [(typeof members)[0], (typeof members)[0]];
    const res = await owner.agent.patch(`/api/team/members/${a.id}`).send({ role: 'admin' }).expect(200);
    expect(res.body.members.find((m: { userId: string }) => m.userId === a.id).role).toBe('admin');
    expect((await a.agent.patch(`/api/team/members/${owner.id}`).send({ role: 'agent' }).expect(409)).body.code).toBe('OWNER_STAYS');
    await b.agent.patch(`/api/team/members/${a.id}`).send({ role: 'agent' }).expect(403);
    await owner.agent.patch(`/api/team/members/${b.id}`).send({ status: 'away' }).expect(200);
    await owner.agent.patch(`/api/team/members/${b.id}`).send({ role: 'owner' }).expect(400);
    // Someone of another team: 404.
    const stranger = await teamWith(app, 0);
    await owner.agent.patch(`/api/team/members/${stranger.owner.id}`).send({ role: 'admin' }).expect(404);
    await owner.agent.delete(`/api/team/members/${stranger.owner.id}`).expect(404);
  });

  it('a removed member is on their own again, and the owner cannot be removed', async () => {
    const { owner, members } = await teamWith(app, 1);
    const a = members[0]!;
    expect((await owner.agent.delete(`/api/team/members/${owner.id}`).expect(409)).body.code).toBe('OWNER_STAYS');
    await owner.agent.delete(`/api/team/members/${a.id}`).send({}).expect(204);
    const own = (await a.agent.get('/api/team').expect(402)).body;
    expect(own.code).toBe('PLAN_REQUIRED');
    expect((await owner.agent.get('/api/team').expect(200)).body.members).toHaveLength(1);
  });
});

describe('routing settings', () => {
  it('GET answers the default (everything to the owner); PUT saves rules naming members only', async () => {
    const { owner, members } = await teamWith(app, 2);
    expect((await owner.agent.get('/api/team/routing').expect(200)).body).toEqual({ mode: 'owner', claimWindowMinutes: 5, reassignAfterMinutes: 0, rules: [] });
    const body = {
      mode: 'round_robin',
      claimWindowMinutes: 10,
      reassignAfterMinutes: 30,
      rules: [{ sources: ['facebook', 'instagram'], areas: ['Austin'], minBudget: 400000, memberIds: [members[0]!.id] }],
    };
    expect((await owner.agent.put('/api/team/routing').send(body).expect(200)).body).toEqual(body);
    expect((await members[1]!.agent.get('/api/team/routing').expect(200)).body).toEqual(body);
    await members[1]!.agent.put('/api/team/routing').send(body).expect(403);
    const stranger = await teamWith(app, 0);
    const bad = await owner.agent
      .put('/api/team/routing')
      .send({ ...body, rules: [{ memberIds: [stranger.owner.id] }] })
      .expect(400);
    expect(bad.body.fields).toEqual({ 'rules.0.memberIds.0': 'A routing rule names someone who is not on your team.' });
    await owner.agent.put('/api/team/routing').send({ mode: 'nearest' }).expect(400);
    await owner.agent
      .put('/api/team/routing')
      .send({ ...body, rules: [{ minBudget: 5, maxBudget: 1, memberIds: [owner.id] }] })
      .expect(400);
  });
});
