import type { PaymentMethodSummary } from '@leadnest/contracts';
import { PLAN_TIERS, type PlanTier } from '@leadnest/plans';
import mongoose, { Schema, type Types } from 'mongoose';

/**
 * One subscription per user (billing owns this collection). user.plan is
 * what the gate reads; this module keeps it in step through agent-settings' settings.service (setPlan).
 * "Cancel deletes the subscription" (spec part 2 §4): the document goes when
 * the cancelled period ends; until then cancelAtPeriodEnd is true.
 */
export type StoredSubscriptionStatus = 'active' | 'trialing' | 'past_due' | 'incomplete' | 'unpaid';

export interface Subscription {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  plan: PlanTier;
  status: StoredSubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** 'off': billing-off mode (no card); 'stripe': mirrored from Stripe by its webhook. */
  provider: 'off' | 'stripe';
  stripeCustomerId?: string;
  stripeSubscriptionId?: string;
  paymentMethod?: PaymentMethodSummary;
  createdAt: Date;
  updatedAt: Date;
}

const subscriptionSchema = new Schema<Subscription>(
  {
    userId: { type: Schema.Types.ObjectId, required: true, unique: true },
    plan: { type: String, enum: PLAN_TIERS, required: true },
    status: { type: String, enum: ['active', 'trialing', 'past_due', 'incomplete', 'unpaid'], required: true },
    currentPeriodStart: { type: Date, required: true },
    currentPeriodEnd: { type: Date, required: true },
    cancelAtPeriodEnd: { type: Boolean, default: false },
    provider: { type: String, enum: ['off', 'stripe'], required: true },
    stripeCustomerId: String,
    stripeSubscriptionId: String,
    paymentMethod: {
      type: new Schema<PaymentMethodSummary>({ brand: String, last4: String, expMonth: Number, expYear: Number }, { _id: false }),
      default: undefined,
    },
  },
  { timestamps: true, collection: 'subscriptions' },
);

subscriptionSchema.index({ stripeSubscriptionId: 1 }, { sparse: true });

export const SubscriptionModel = mongoose.model<Subscription>('Subscription', subscriptionSchema);
