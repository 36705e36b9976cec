import { Router } from '@koa/router';
import { AgentMessageInput, ConversationIdParams, ConversationListQuery } from '@leadnest/contracts';
import { currentUser, listOwner, requireUser } from '../../lib/auth.js';
import { noStore } from '../../lib/no-store.js';
import { validate, validated } from '../../lib/validate.js';
import type { ModuleDeps } from '../types.js';
import { getConversation, listConversations, release, sendAgentMessage, takeOver } from './conversations.service.js';
import { requirePlan } from '../billing/plan-gate.js';

const list = { query: ConversationListQuery };
const byId = { params: ConversationIdParams };
const message = { params: ConversationIdParams, body: AgentMessageInput };


/**
 * The agent's side of conversations (issue 6): GET /api/conversations?userId=
 * (the session's user; another id 403 unless admin), GET /api/conversations/{id}
 * with its messages, POST …/{id}/takeover (the AI pauses), POST …/{id}/messages
 * (the agent's reply while taken over), POST …/{id}/release. Another agent's
 * conversation is a 404.
 */
export function conversationsRouter(_deps: ModuleDeps): Router {
  const router = new Router();
  router.use('/conversations', requireUser, requirePlan, noStore);

  router.get('/conversations', validate(list), async (ctx) => {
    const { query } = validated(ctx, list);
    ctx.body = { conversations: await listConversations(listOwner(ctx, query.userId), query.status, query.limit) };
  });

  router.get('/conversations/:id', validate(byId), async (ctx) => {
    const { params } = validated(ctx, byId);
    ctx.body = await getConversation(currentUser(ctx), params.id);
  });

  router.post('/conversations/:id/takeover', validate(byId), async (ctx) => {
    const { params } = validated(ctx, byId);
    ctx.body = await takeOver(currentUser(ctx), params.id);
  });

  router.post('/conversations/:id/release', validate(byId), async (ctx) => {
    const { params } = validated(ctx, byId);
    ctx.body = await release(currentUser(ctx), params.id);
  });

  router.post('/conversations/:id/messages', validate(message), async (ctx) => {
    const { params, body } = validated(ctx, message);
    ctx.status = 201;
    ctx.body = await sendAgentMessage(currentUser(ctx), params.id, body.text);
  });

  return router;
}
