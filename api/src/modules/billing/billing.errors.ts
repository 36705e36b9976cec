import { BILLING_MESSAGES } from '@leadnest/contracts';
import { type PlanFeature, planFeatureMessage } from '@leadnest/plans';

import { BadRequestError, ForbiddenError, NotFoundError, PaymentRequiredError, ServiceUnavailableError } from '../../lib/errors.js';

/** 402 PLAN_REQUIRED: the spec's Upgrade Required text (spec part 1 §2). */
export class PlanRequiredError extends PaymentRequiredError {
  constructor() {
    super(BILLING_MESSAGES.planRequired, { code: 'PLAN_REQUIRED' });
  }
}

/** 403 PLAN_FEATURE: the plan does not include the feature; the message names the plan that does. */
export class PlanFeatureError extends ForbiddenError {
  constructor(feature: PlanFeature) {
    super(planFeatureMessage(feature), { code: 'PLAN_FEATURE' });
  }
}

export class NoSubscriptionError extends NotFoundError {
  constructor() {
    super(BILLING_MESSAGES.noSubscription, { code: 'NO_SUBSCRIPTION' });
  }
}

export class WebhookSignatureError extends BadRequestError {
  constructor() {
    super(BILLING_MESSAGES.webhookSignature, undefined, { code: 'WEBHOOK_SIGNATURE' });
  }
}

export class StripeUnavailableError extends ServiceUnavailableError {
  constructor(cause: unknown) {
    super(BILLING_MESSAGES.stripeUnavailable, { code: 'STRIPE_UNAVAILABLE', cause });
  }
}
