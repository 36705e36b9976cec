import { Router } from '@koa/router';
import {
  AgentPublicIdParams,
  type EmbedCodeResponse,
  PUBLIC_CHAT_MESSAGES,
  PublicChatMessageInput,
  PublicChatPollQuery,
  VISITOR_TOKEN_HEADER,
  visitorToken,
} from '@leadnest/contracts';
import type { Context, Next } from 'koa';

import { currentUser, requireUser } from '../../lib/auth.js';
import { AppError, BadRequestError } from '../../lib/errors.js';
import { noStore } from '../../lib/no-store.js';
import { clientNetwork, RequestCaps } from '../../lib/request-caps.js';
import { validate, validated } from '../../lib/validate.js';
import { ensurePublicId } from '../agent-settings/settings.service.js';
import { requirePlan } from '../billing/plan-gate.js';
import type { ModuleDeps } from '../types.js';
import { CHAT_LIMITS, newChatChecks } from './chat-caps.js';
import { chatInfo, pollVisitorMessages, postVisitorMessage } from './public-chat.service.js';

/** Where the widget's calls live; app.ts exempts it from the same-origin check (no cookies are used). */
export const PUBLIC_CHAT_PREFIX = '/api/public/chat/';

/** The caps live in chat-caps.ts; re-exported for the tests that count to them. */
export { CHAT_LIMITS } from './chat-caps.js';

const info = { params: AgentPublicIdParams };
const post = { params: AgentPublicIdParams, body: PublicChatMessageInput };
const poll = { params: AgentPublicIdParams, query: PublicChatPollQuery };

/**
 * CORS for the widget: any site may call these endpoints, without
 * credentials (the visitor is known by their token, never by a cookie), so
 * nothing else of the API is reachable through them.
 */
async function openCors(ctx: Context, next: Next): Promise<void> {
  ctx.set('Access-Control-Allow-Origin', '*');
  ctx.set('Access-Control-Allow-Headers', `Content-Type, ${VISITOR_TOKEN_HEADER}`);
  ctx.set('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  ctx.set('Access-Control-Max-Age', '600');
  ctx.set('Cache-Control', 'no-store');
  if (ctx.method === 'OPTIONS') {
    ctx.status = 204;
    return;
  }
  try {
    await next();
  } catch (err) {
    // The error middleware clears headers set before a failure and keeps
    // the error's own: so the widget can read a 400 or 429's message.
    if (err instanceof AppError) Object.assign(err.headers, { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' });
    throw err;
  }
}

/** The token header, if any; a malformed one is a 400 rather than a new conversation. */
function tokenOf(ctx: Context): string | undefined {
  const raw = ctx.get(VISITOR_TOKEN_HEADER);
  if (!raw) return undefined;
  const parsed = visitorToken.safeParse(raw);
  if (!parsed.success) throw new BadRequestError(PUBLIC_CHAT_MESSAGES.tokenInvalid);
  return parsed.data;
}

/**
 * The website chat widget's public endpoints, see
 * packages/contracts/src/public-chat.ts, and the signed-in agent's embed
 * code (GET /api/chat-widget/embed-code).
 */
export function publicChatRouter(deps: ModuleDeps): Router {
  const router = new Router();
  const caps = new RequestCaps();
  const tooFast = PUBLIC_CHAT_MESSAGES.rateLimited;

  router.use('/public/chat', openCors);

  // Preflights of every path below (the router answers OPTIONS itself, after CORS).
  router.options('/public/chat/:agentPublicId', () => undefined);
  router.options('/public/chat/:agentPublicId/messages', () => undefined);

  router.get('/public/chat/:agentPublicId', validate(info), async (ctx) => {
    const { params } = validated(ctx, info);
    ctx.body = await chatInfo(params.agentPublicId);
  });

  router.post('/public/chat/:agentPublicId/messages', validate(post), async (ctx) => {
    const { params, body } = validated(ctx, post);
    const token = tokenOf(ctx);
    const network = clientNetwork(ctx.ip);
    await caps.take([{ cap: CHAT_LIMITS.ip, key: network, message: tooFast }, ...(token ? [{ cap: CHAT_LIMITS.visitor, key: token, message: tooFast }] : [])]);
    // Only when this message opens a new chat (no token, or one we do not know).
    const admitNewChat = (agentId: string) => caps.take(newChatChecks(agentId, ctx));
    const reply = await postVisitorMessage(params.agentPublicId, token, body.message, body.pageUrl, { logger: deps.logger, admitNewChat, network });
    // A new visitor's first message counts against the token it was just given.
    if (reply.visitorToken !== token) await caps.take([{ cap: CHAT_LIMITS.visitor, key: reply.visitorToken, message: tooFast }]);
    ctx.body = reply;
  });

  router.get('/public/chat/:agentPublicId/messages', validate(poll), async (ctx) => {
    const { params, query } = validated(ctx, poll);
    const token = tokenOf(ctx);
    if (!token) throw new BadRequestError(PUBLIC_CHAT_MESSAGES.tokenInvalid);
    await caps.take([{ cap: CHAT_LIMITS.polls, key: token, message: tooFast }]);
    ctx.body = await pollVisitorMessages(params.agentPublicId, token, query.after);
  });

  router.get('/chat-widget/embed-code', requireUser, requirePlan, noStore, async (ctx) => {
    const agentPublicId = await ensurePublicId(currentUser(ctx).id);
    // The configured public address; when it was left at its default, the
    // address the agent is using the app at (ctx.origin is the Origin header in Koa 3).
    const base = deps.env.PUBLIC_BASE_URL === `http://localhost:${deps.env.PORT}` ? `${ctx.protocol}://${ctx.host}` : deps.env.PUBLIC_BASE_URL;
    const scriptUrl = `${base}/widget.js`;
    ctx.body = {
      agentPublicId,
      scriptUrl,
      snippet: `<script src="${scriptUrl}" data-agent="${agentPublicId}" async></script>`,
    } satisfies EmbedCodeResponse;
  });

  return router;
}
