import type { UserProfileDto } from '@leadnest/contracts';
import type { PlanTier } from '@leadnest/plans';
import type Koa from 'koa';
import supertest from 'supertest';

import { setPlan } from '../agent-settings/settings.service.js';

/**
 * Test helpers for modules that need a signed-in browser: each call is a new
 * agent (its own cookie jar), signed up with a fresh email.
 */
export type Agent = ReturnType<typeof supertest.agent>;

let counter = 0;

export function newAgent(app: Koa): Agent {
  return supertest.agent(app.callback());
}

export const validSignup = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `agent${++counter}.${Date.now()}@example.com`,
  password: 'correct horse',
  brokerage: 'Lovelace Realty',
  serviceArea: 'Austin, TX',
  ...overrides,
});

/** A signed-up, signed-in agent: its supertest agent, profile, password and session cookie (`leadnest_session=…`). */
export async function signedInAgent(
  app: Koa,
  overrides: Record<string, unknown> = {},
): Promise<{ agent: Agent; user: UserProfileDto; password: string; cookie: string }> {
  const agent = newAgent(app);
  const body = validSignup(overrides);
  const res = await agent.post('/api/auth/signup').send(body);
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${res.text}`);
  const setCookie = (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  const cookie = setCookie.find((line) => line.startsWith('leadnest_session='))?.split(';')[0] ?? '';
  return { agent, user: (res.body as { user: UserProfileDto }).user, password: body.password, cookie };
}

/**
 * A signed-in agent on a plan (professional unless told): for tests of
 * routes that need one (402 PLAN_REQUIRED otherwise) but are not about the gate.
 */
export async function subscribedAgent(app: Koa, overrides: Record<string, unknown> = {}, plan: PlanTier = 'professional'): ReturnType<typeof signedInAgent> {
  const signedIn = await signedInAgent(app, overrides);
  await setPlan(signedIn.user.id, plan);
  return { ...signedIn, user: { ...signedIn.user, plan } };
}
