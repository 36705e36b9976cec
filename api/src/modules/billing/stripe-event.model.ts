import mongoose, { Schema } from 'mongoose';

/**
 * Stripe webhook events applied so far, by Stripe's event id (billing owns
 * the collection): an event Stripe sends twice is applied once.
 */
export interface StripeEvent {
  _id: string;
  type: string;
  receivedAt: Date;
}

const stripeEventSchema = new Schema<StripeEvent>(
  { _id: { type: String, required: true }, type: { type: String, required: true }, receivedAt: { type: Date, required: true } },
  { collection: 'stripe_events', versionKey: false },
);

export const StripeEventModel = mongoose.model<StripeEvent>('StripeEvent', stripeEventSchema);
