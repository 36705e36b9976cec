import type { UsageKind } from '@leadnest/plans';
import type { Types } from 'mongoose';

import { recordUsage as recordBillingUsage, recordUsages as recordBillingUsages } from '../billing/usage.service.js';

/**
 * How the phone bills (the sms and voice modules both use it): a call's
 * minutes or a text, recorded through billing's usage records (billing owns
 * the collection and the prices; a retried webhook with the same sid bills
 * once).
 */
export async function recordUsage(userId: string | Types.ObjectId, kind: UsageKind, quantity: number, sourceId: string, at = new Date()): Promise<void> {
  if (quantity <= 0) return;
  await recordBillingUsage({ userId: String(userId), kind, quantity, sourceId, occurredAt: at });
}

/** Several at once, in one write (an inbound text and the reply to it); quantities ≤ 0 bill nothing. */
export async function recordUsageBatch(
  userId: string | Types.ObjectId,
  items: readonly { kind: UsageKind; quantity: number; sourceId: string }[],
  at = new Date(),
): Promise<void> {
  await recordBillingUsages(
    items.filter((i) => i.quantity > 0).map((i) => ({ userId: String(userId), kind: i.kind, quantity: i.quantity, sourceId: i.sourceId, occurredAt: at })),
  );
}
