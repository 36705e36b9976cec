import type { PricingContent } from '@leadnest/contracts/marketing-content';

/** Pricing (/pricing) copy as released; prices, allowances, banner and billing note come from @leadnest/plans. */
export const PRICING_CONTENT: PricingContent = {
  meta: {
    description:
      'LeadNest pricing: Starter, Professional and Enterprise monthly plans for real estate agents, teams and agencies, each with an AI assistant and a dedicated phone number.',
  },
  subtitle: 'Simple monthly plans for agents, teams and agencies. Every plan includes a dedicated phone number.',
  bannerNote: 'Limited-time offer',
  perMonth: '/month',
  bestValue: 'Best Value',
  planCta: 'Get Started',
  form: {
    heading: 'Get Started',
    intro: 'Create your account, set up your AI assistant in about 5 minutes, then start your plan on the Billing page.',
    planLegend: 'Your plan',
    cardNote:
      'No card needed here: you choose your plan on the Billing page, and when payments are taken your card is entered on Stripe’s secure checkout page, never on ours.',
    submit: 'Start Subscription',
  },
};
