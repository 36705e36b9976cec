import type { EmbedCodeResponse, PublicChatPoll, PublicChatReply } from '@leadnest/contracts';
import type Koa from 'koa';
import supertest from 'supertest';

import { patchUser, setPlan } from '../agent-settings/settings.service.js';
import { type Agent, signedInAgent } from '../auth/testing.js';

/**
 * Test helpers for the assistant's channels: an agent with a plan and a
 * chat widget id, and a website visitor talking to them through the public
 * endpoints, as the widget does (from another site, with its token).
 */
export interface ChatAgent {
  agent: Agent;
  userId: string;
  publicId: string;
}

export async function chatAgent(app: Koa, overrides: Record<string, unknown> = {}): Promise<ChatAgent> {
  const { agent, user } = await signedInAgent(app, { firstName: 'Maya', brokerage: 'Nest Realty', serviceArea: 'Decatur, Buckhead, Kirkwood', ...overrides });
  await setPlan(user.id, 'professional');
  // Replies at once: the responseDelay setting has its own tests.
  await patchUser(user.id, { advancedSettings: { responseDelay: 0 } });
  const embed = (await agent.get('/api/chat-widget/embed-code').expect(200)).body as EmbedCodeResponse;
  return { agent, userId: user.id, publicId: embed.agentPublicId };
}

export const WIDGET_SITE = 'https://www.maya-homes.example';

/** Where a visitor's requests go from: by default the app in-process; a test may give a client at a loopback address of its own (test-support/loopback-clients.ts). */
export interface VisitorHttp {
  get(path: string): supertest.Test;
  post(path: string): supertest.Test;
}

/** A visitor's browser on the agent's site: keeps the token the first answer issues. */
export function visitor(app: Koa, publicId: string, from?: VisitorHttp) {
  const http: VisitorHttp = from ?? supertest(app.callback());
  let token: string | undefined;
  return {
    get token() {
      return token;
    },
    async say(message: string, expectStatus = 200): Promise<PublicChatReply & { message?: string }> {
      const req = http.post(`/api/public/chat/${publicId}/messages`).set('Origin', WIDGET_SITE).send({ message });
      if (token) req.set('X-Visitor-Token', token);
      const res = await req;
      if (res.status !== expectStatus) throw new Error(`say(${JSON.stringify(message)}): ${res.status} ${res.text}`);
      if (res.status === 200) token = (res.body as PublicChatReply).visitorToken;
      return res.body;
    },
    async poll(after: number): Promise<PublicChatPoll> {
      const res = await http
        .get(`/api/public/chat/${publicId}/messages?after=${after}`)
        .set('Origin', WIDGET_SITE)
        .set('X-Visitor-Token', token ?? '')
        .expect(200);
      return res.body;
    },
    /** The assistant's last reply text of an answer. */
    replyOf(answer: PublicChatReply): string {
      return answer.messages.filter((m) => m.role === 'assistant').at(-1)?.text ?? '';
    },
  };
}
