import { Router } from '@koa/router';
import { AgentPublicIdParams, PUBLIC_CHAT_MESSAGES, PublicChatMessageInput, PublicChatPollQuery, VISITOR_TOKEN_HEADER, visitorToken, type EmbedCodeResponse } from '@leadnest/contracts';
import type { Context, Next } from 'koa';
import { currentUser, requireUser } from '../../lib/auth.js';
import { AppError, BadRequestError, TooManyRequestsError } from '../../lib/errors.js';
import { FailureLimiter } from '../../lib/rate-limit.js';
import { noStore } from '../../lib/no-store.js';
import { validate, validated } from '../../lib/validate.js';
import type { ModuleDeps } from '../types.js';
import { ensurePublicId } from '../users/users.service.js';
import { chatInfo, pollVisitorMessages, postVisitorMessage } from './public-chat.service.js';
import { requirePlan } from '../billing/plan-gate.js';

/** Where the widget's calls live; app.ts exempts it from the same-origin check (no cookies are used). */
export const PUBLIC_CHAT_PREFIX = '/api/public/chat/';

/** Messages per visitor and per IP (an office behind one IP has many visitors) per minute. */
export const CHAT_LIMITS = { visitor: { max: 12, windowMs: 60_000 }, ip: { max: 60, windowMs: 60_000 }, polls: { max: 60, windowMs: 60_000 } };

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
 * The website chat widget's public endpoints (issue 6), see
 * packages/contracts/src/public-chat.ts, and the signed-in agent's embed
 * code (GET /api/chat-widget/embed-code).
 */
export function publicChatRouter(deps: ModuleDeps): Router {
  const router = new Router();
  // In memory, like the sign-in limits (lib/rate-limit.ts says why).
  const byVisitor = new FailureLimiter(CHAT_LIMITS.visitor);
  const byIp = new FailureLimiter(CHAT_LIMITS.ip);
  const polls = new FailureLimiter(CHAT_LIMITS.polls);

  const count = (limiter: FailureLimiter, key: string) => {
    const wait = limiter.retryAfter(key);
    if (wait > 0) throw new TooManyRequestsError(wait, PUBLIC_CHAT_MESSAGES.rateLimited, { code: 'RATE_LIMITED' });
    limiter.fail(key);
  };

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
    count(byIp, `chat:ip:${ctx.ip}`);
    if (token) count(byVisitor, `chat:visitor:${token}`);
    const reply = await postVisitorMessage(params.agentPublicId, token, body.message, body.pageUrl, deps.logger);
    // A new visitor's first message counts against the token it was just given.
    if (!token) byVisitor.fail(`chat:visitor:${reply.visitorToken}`);
    ctx.body = reply;
  });

  router.get('/public/chat/:agentPublicId/messages', validate(poll), async (ctx) => {
    const { params, query } = validated(ctx, poll);
    const token = tokenOf(ctx);
    if (!token) throw new BadRequestError(PUBLIC_CHAT_MESSAGES.tokenInvalid);
    count(polls, `chat:poll:${token}`);
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
