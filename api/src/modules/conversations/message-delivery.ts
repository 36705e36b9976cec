import { type DeliveryStatus, NOT_SENT_FALLBACK, NOT_SENT_REASONS } from '@leadnest/contracts';
import { Types } from 'mongoose';

import { AppError } from '../../lib/errors.js';
import { domainEvents } from '../../lib/events/domain-events.js';
import { ConversationModel, type MessageDelivery } from './conversation.model.js';

/**
 * How far each status is along the way. A status only moves forward:
 * Twilio's callback ("delivered") may well land before the sender's own
 * "sent" is written, and a late "sent" must not undo it.
 */
const STAGE: Record<DeliveryStatus, number> = { sending: 0, sent: 1, delivered: 2, undelivered: 2, failed: 2 };
const notBefore = (status: DeliveryStatus) => (Object.keys(STAGE) as DeliveryStatus[]).filter((s) => STAGE[s] >= STAGE[status]);

/**
 * Moves one outbound message's delivery status on (the conversation by id,
 * the message by seq), in one conditional update so two API processes
 * writing at once keep the furthest. A message of the agent or the
 * assistant that has no status yet takes any (an assistant's SMS reply
 * is stored by its turn, and its text's first status may come before or
 * after); a lead's message never has one. Not an activity of the
 * conversation: its updatedAt (the lists' order) stays. The inbox hears of
 * it through conversation.changed (docs/decisions/0029-domain-events.md).
 * Answers whether it changed anything.
 */
export async function recordDelivery(conversationId: string, seq: number, delivery: MessageDelivery): Promise<boolean> {
  if (!Types.ObjectId.isValid(conversationId)) return false;
  const set = delivery.reason ? delivery : { status: delivery.status };
  const result = await ConversationModel.updateOne(
    { _id: conversationId },
    { $set: { 'messages.$[m].delivery': set } },
    // $nin: a message without a status matches too ('sending' only matches those).
    { arrayFilters: [{ 'm.seq': seq, 'm.role': { $ne: 'lead' }, 'm.delivery.status': { $nin: notBefore(delivery.status) } }], timestamps: false },
  );
  if (result.modifiedCount === 0) return false;
  const stored = await ConversationModel.findById(conversationId, { userId: 1 }).lean();
  if (stored) await domainEvents.publish('conversation.changed', { userId: String(stored.userId), conversationId, becameNeedsAgent: false });
  return true;
}

/** Why a channel's delivery did not send the agent's reply, as the thread shows it under the message. */
export function notSentReason(err: unknown): string {
  if (err instanceof AppError && err.code in NOT_SENT_REASONS) return NOT_SENT_REASONS[err.code as keyof typeof NOT_SENT_REASONS];
  return NOT_SENT_FALLBACK;
}
