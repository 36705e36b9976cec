import type { MessageDeliveryDto } from '@leadnest/contracts';

const LABEL: Record<MessageDeliveryDto['status'], string> = {
  sending: 'Sending…',
  sent: 'Sent',
  delivered: 'Delivered',
  undelivered: 'Not delivered',
  failed: 'Failed',
};

/** What the thread says under an outbound message: how far it got and, when it did not go through, why. */
export function deliveryText(delivery: MessageDeliveryDto): string {
  const label = LABEL[delivery.status] ?? delivery.status;
  return delivery.reason ? `${label} — ${delivery.reason}` : label;
}

/** The message did not reach the lead: shown as a problem. */
export const deliveryFailed = (delivery: MessageDeliveryDto): boolean => delivery.status === 'failed' || delivery.status === 'undelivered';
