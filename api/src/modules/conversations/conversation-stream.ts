import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';

import type { ConversationEventDto } from '@leadnest/contracts';
import type { Context } from 'koa';

import { domainEvents } from '../../lib/events/domain-events.js';
import { conversationRow, type ConversationViewer } from './conversations.queries.js';
import { streamLeadOffers } from './lead-offer-stream.js';

/** A comment line this often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** What the browser waits before reconnecting after the stream drops. */
export const RETRY_MS = 3_000;

/**
 * GET /api/conversations/events: Server-Sent Events of the signed-in
 * agent's conversations. Each change of one of their
 * conversations sends `event: conversation` with a ConversationEventDto;
 * a lead offered to them to claim sends `event: lead-offered` with a
 * LeadOfferEventDto (lead-offer-stream.ts). `userId` is the account's,
 * `viewer.userId` the signed-in member's own (the owner's without a viewer).
 * Changes made by any API process arrive (the event log,
 * docs/decisions/0031-many-api-processes.md). EventSource reconnects by
 * itself (after `retry`); the inbox also polls slowly in case events cannot
 * arrive (a proxy that buffers).
 */
export function streamConversationEvents(ctx: Context, userId: string, viewer?: ConversationViewer): void {
  const stream = new PassThrough();
  ctx.req.socket.setTimeout(0);
  ctx.req.socket.setNoDelay(true);
  ctx.set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
  ctx.status = 200;
  ctx.body = stream;
  stream.write(`retry: ${RETRY_MS}\n: connected\n\n`);

  // One change at a time, in order, so a later row never overtakes an earlier one.
  let queue = Promise.resolve();
  // One subscriber per open stream, after the change (the request that made it never waits for a browser), whichever process made it.
  const unsubscribe = domainEvents.subscribe('conversation.changed', {
    name: `sse:${randomUUID()}`,
    delivery: 'everywhere',
    handle: (change) => {
      if (change.userId !== userId) return;
      queue = queue
        .then(async () => {
          // An agent of a team hears of their leads' conversations and the pool's only.
          const found = await conversationRow(userId, change.conversationId, viewer);
          if (!found || stream.destroyed) return;
          // Why it needs the agent, as the change stored it (the row read now may already be taken over).
          const event: ConversationEventDto = {
            conversation: found.row,
            lastSeq: found.lastSeq,
            needsAgent: change.becameNeedsAgent,
            ...(change.becameNeedsAgent && change.handoff ? { handoff: change.handoff } : {}),
          };
          stream.write(`event: conversation\ndata: ${JSON.stringify(event)}\n\n`);
        })
        .catch(() => undefined);
    },
  });
  const stopOffers = streamLeadOffers(
    (block) => {
      if (!stream.destroyed) stream.write(block);
    },
    userId,
    viewer?.userId ?? userId,
  );
  const heartbeat = setInterval(() => stream.write(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const close = () => {
    clearInterval(heartbeat);
    unsubscribe();
    stopOffers();
    stream.end();
  };
  ctx.req.on('close', close);
  stream.on('error', close);
}
