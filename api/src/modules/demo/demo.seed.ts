import { randomBytes } from 'node:crypto';

import type { Env } from '../../config/env.js';
import type { AppLogger } from '../../lib/logger.js';
import { createUser } from '../agent-settings/profile.service.js';
import { hashPassword } from '../auth/password.js';
import { anyUserExists } from '../identity/identity.service.js';
import { seedDemoConversations } from './demo-conversations.js';
import { seedDemoPipeline } from './demo-pipeline.js';

/** The demo agent's sign-in. */
export const DEMO_EMAIL = 'demo@leadnest.example';
/**
 * A known password outside production, so a developer can sign in on every
 * run. In production a random one is printed once: a published password on a
 * public deployment would be an open door.
 */
export const DEMO_PASSWORD = 'demo-agent-2025';

export interface DemoAccount {
  email: string;
  password: string;
}

/**
 * Seeds the demo data when the database is empty (no users at all, so a real
 * installation never gets a demo account added later): a demo agent on the
 * professional plan with a filled-in profile and a few website chats played
 * through the real assistant (their leads and a booked showing). Later
 * modules add the agent's calls and more here. Answers the sign-in, or undefined when
 * nothing was seeded.
 */
export async function seedDemoData(env: Pick<Env, 'NODE_ENV'>, logger: AppLogger): Promise<DemoAccount | undefined> {
  if (await anyUserExists()) return undefined;
  const password = env.NODE_ENV === 'production' ? randomBytes(12).toString('base64url') : DEMO_PASSWORD;
  const demo = await createUser({
    email: DEMO_EMAIL,
    passwordHash: await hashPassword(password),
    role: 'user',
    firstName: 'Demo',
    lastName: 'Agent',
    fullName: 'Demo Agent',
    plan: 'professional',
    brokerage: 'Sunrise Realty Group',
    serviceArea: 'Austin, TX',
    phone: '(512) 555-0142',
    aiPersonality: 'friendly',
    emailVerifiedAt: new Date(),
    // The marketing role, so a person trying the product can open /content (docs/decisions/0039-marketing-content.md).
    contentEditor: { grantedAt: new Date() },
  });
  await seedDemoConversations(String(demo._id));
  await seedDemoPipeline(String(demo._id));
  logger.info({ email: DEMO_EMAIL }, 'demo data created');
  return { email: DEMO_EMAIL, password };
}
