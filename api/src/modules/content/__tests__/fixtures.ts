import type { FooterContent, HomeContent } from '@leadnest/contracts/marketing-content';
import type Koa from 'koa';

import { type Agent, newAgent, signedInAgent } from '../../auth/testing.js';
import { setContentEditor } from '../../identity/identity.service.js';

/** A home page's copy that passes its schema; `heading` is the hero's h1. */
export const homeContent = (heading = 'Never miss a lead again'): HomeContent => ({
  meta: { description: 'The AI assistant for real estate agents.' },
  heading,
  subtitle: 'It answers every call, text and chat around the clock.',
  primaryCta: 'Start free trial',
  secondaryCta: 'See pricing',
  chat: { heading: 'See it in action', messages: [{ from: 'lead', text: 'Is the house on Elm Street still for sale?' }] },
  features: { heading: 'Everything you need', cards: [{ title: 'Answers 24/7', text: 'Every call and chat is answered.' }] },
  howItWorks: { heading: 'How it works', steps: [{ title: 'Connect', text: 'Add your number and website.' }] },
});

export const footerContent = (label = 'About us'): FooterContent => ({ companyLinks: [{ label, href: '/about' }] });

/** An agent signed in with the marketing role (granted through the identity module, as the admin endpoint does). */
export async function signedInEditor(app: Koa, overrides: Record<string, unknown> = {}) {
  const signedIn = await signedInAgent(app, { firstName: 'Mara', lastName: 'Keting', ...overrides });
  await setContentEditor(signedIn.user.email, true);
  return signedIn;
}

/** The admin's browser (ADMIN_PASSCODE must be the app's). */
export async function signedInAdmin(app: Koa, passcode: string): Promise<Agent> {
  const admin = newAgent(app);
  await admin.post('/api/admin/login').send({ passcode }).expect(200);
  return admin;
}
