import type Koa from 'koa';

import { type Agent, signedInAgent, subscribedAgent } from '../../auth/testing.js';
import { OutboxModel } from '../../outbox/outbox.model.js';

/**
 * Test helpers for teams: an Agency owner and members who joined through
 * the mailed link, as a browser does (docs/decisions/0034-teams.md).
 */
export interface TestMember {
  agent: Agent;
  id: string;
  email: string;
}

/** The token of the newest invite mailed to `email`. */
export async function inviteToken(email: string): Promise<string> {
  const mail = await OutboxModel.findOne({ to: email, kind: 'team-invite' }).sort({ _id: -1 }).lean();
  const token = /\/join\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invite mail for ${email}`);
  return token;
}

/** An Agency owner with `agents` members (role agent unless told) who signed up and joined. */
export async function teamWith(app: Koa, agents: number, role: 'agent' | 'admin' = 'agent'): Promise<{ owner: TestMember; members: TestMember[] }> {
  const o = await subscribedAgent(app, {}, 'agency');
  const owner = { agent: o.agent, id: o.user.id, email: o.user.email };
  const members: TestMember[] = [];
  for (let i = 0; i < agents; i++) members.push(await joinedMember(app, owner, role));
  return { owner, members };
}

/** One more member: invited by `owner`, signed up at the invited address, joined through the link. */
export async function joinedMember(app: Koa, owner: TestMember, role: 'agent' | 'admin' = 'agent', firstName = 'Member'): Promise<TestMember> {
  const signed = await signedInAgent(app, { firstName });
  const res = await owner.agent.post('/api/team/invites').send({ email: signed.user.email, role });
  if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${res.text}`);
  const joined = await signed.agent.post('/api/team/join').send({ token: await inviteToken(signed.user.email) });
  if (joined.status !== 200) throw new Error(`join failed: ${joined.status} ${joined.text}`);
  return { agent: signed.agent, id: signed.user.id, email: signed.user.email };
}
