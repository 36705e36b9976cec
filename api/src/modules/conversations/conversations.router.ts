import { Router } from '@koa/router';
import { AgentMessageInput, ConversationIdParams, ConversationListQuery } from '@leadnest/contracts';

import { accountOf, currentUser, listOwner, managesTeam, requireUser } from '../../lib/auth.js';
import { noStore } from '../../lib/no-store.js';
import { validate, validated } from '../../lib/validate.js';
import { declareAccess } from '../billing/route-access.js';
import type { ModuleDeps } from '../types.js';
import { streamConversationEvents } from './conversation-stream.js';
import { getConversation, listConversationPage, markConversationSeen, release, sendAgentMessage, takeOver } from './conversations.service.js';

const list = { query: ConversationListQuery };
const byId = { params: ConversationIdParams };
const message = { params: ConversationIdParams, body: AgentMessageInput };

/**
 * The agent's side of conversations: GET /api/conversations?userId=
 * (the session's user; another id 403 unless admin), GET /api/conversations/{id}
 * with its messages, POST …/{id}/takeover (the AI pauses), POST …/{id}/messages
 * (the agent's reply while taken over), POST …/{id}/release. Another agent's
 * conversation is a 404.
 */
export function conversationsRouter(_deps: ModuleDeps): Router {
  const router = new Router();
  router.use('/conversations', requireUser, noStore);

  // Filter (all, qualified, interested), leadId, pages of `limit`, newest activity first.
  router.get('/conversations', validate(list), async (ctx) => {
    const { query } = validated(ctx, list);
    const user = currentUser(ctx);
    // A site admin may name another account; everyone else reads their team's, narrowed by role (docs/decisions/0034-teams.md).
    const owner = query.userId ? listOwner(ctx, query.userId) : accountOf(ctx);
    ctx.body = await listConversationPage(owner, { ...query, viewer: { userId: user.id, seesAll: managesTeam(user) || user.role === 'admin' } });
  });

  // Before /conversations/:id, which would otherwise take 'events' for an id.
  router.get('/conversations/events', (ctx) => {
    const user = currentUser(ctx);
    streamConversationEvents(ctx, accountOf(ctx), { userId: user.id, seesAll: managesTeam(user) });
  });

  router.get('/conversations/:id', validate(byId), async (ctx) => {
    const { params } = validated(ctx, byId);
    const user = currentUser(ctx);
    const conversation = await getConversation(user, params.id);
    // Opening it reads what the lead wrote so far.
    await markConversationSeen(user, params.id, conversation.messages.at(-1)?.seq ?? 0);
    ctx.body = { ...conversation, unread: false };
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

  return declareAccess(router, { default: 'plan' });
}
