import { PUBLIC_CHAT_MESSAGES } from '@leadnest/contracts';
import type { Context } from 'koa';

import { type Cap, type CapCheck, clientNetwork } from '../../lib/request-caps.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * What the website chat lets the public do (docs/decisions/0037-public-chat-and-booking-caps.md).
 * Messages per visitor and per network (an office behind one IP has many
 * visitors) per minute, and polls per visitor. New chats (each one a
 * possible lead) per agent per hour, and within that, per network and per
 * site the widget is on, each well below the agent's allowance: no one
 * source can use it up and close the widget to everyone else.
 */
export const CHAT_LIMITS = {
  visitor: { name: 'chat:visitor', max: 12, windowMs: MINUTE },
  ip: { name: 'chat:ip', max: 60, windowMs: MINUTE },
  polls: { name: 'chat:poll', max: 60, windowMs: MINUTE },
  newChatsPerAgent: { name: 'chat-new:agent', max: 200, windowMs: HOUR },
  /** One network's share of an agent's new chats: 5% of them. */
  newChatsPerIp: { name: 'chat-new:agent-ip', max: 10, windowMs: HOUR },
  /** One site's share (the Origin the browser sent): half, so a site that embeds someone's widget cannot take all of it. */
  newChatsPerSite: { name: 'chat-new:site', max: 100, windowMs: HOUR },
} satisfies Record<string, Cap>;

/** The site of a request that named none a browser would send: a script, counted as one site. */
export const NO_SITE = '(no site)';

function hostOf(header: string | undefined): string | undefined {
  if (!header || header === 'null') return undefined;
  try {
    const url = new URL(header);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.host.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The site a chat starts on, as its cap counts it: the host of the Origin
 * header (a browser sets it on the widget's cross-site calls and no page
 * can change it), else of the Referer, else NO_SITE. Never the `pageUrl`
 * of the body, which any client writes as it likes.
 */
export function siteOf(ctx: Pick<Context, 'get'>): string {
  return hostOf(ctx.get('Origin')) ?? hostOf(ctx.get('Referer')) ?? NO_SITE;
}

/** The checks a message that opens a new chat with `agentId` counts against. */
export function newChatChecks(agentId: string, ctx: Pick<Context, 'get' | 'ip'>): CapCheck[] {
  const message = PUBLIC_CHAT_MESSAGES.tooManyChats;
  return [
    { cap: CHAT_LIMITS.newChatsPerIp, key: `${agentId}\n${clientNetwork(ctx.ip)}`, message },
    { cap: CHAT_LIMITS.newChatsPerSite, key: `${agentId}\n${siteOf(ctx)}`, message },
    { cap: CHAT_LIMITS.newChatsPerAgent, key: agentId, message },
  ];
}
