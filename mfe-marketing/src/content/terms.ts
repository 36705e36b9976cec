import { BRAND_NAME } from '@leadnest/brand';
import type { TermsContent } from '@leadnest/contracts/marketing-content';

/**
 * Terms of Service (/terms) as released: effective August 14, 2025, with the
 * constants of spec part 2 §9. The plan prices of the terms are not here: the
 * page reads them from @leadnest/plans (the `terms` reading), the one plan
 * catalogue.
 */
export const TERMS_CONTENT: TermsContent = {
  meta: {
    description: `The terms of a ${BRAND_NAME} subscription: monthly billing and refunds, termination, service availability, your responsibilities for AI calls and texts, and liability.`,
  },
  effectiveDate: '2025-08-14',
  intro: `These Terms of Service govern your use of ${BRAND_NAME}. By creating an account or using the service you agree to them.`,
  plansHeading: 'Subscription plans',
  plansIntro: 'The service is offered as a monthly subscription:',
  sections: [
    {
      heading: 'Billing and refunds',
      paragraphs: [
        'Subscriptions are billed monthly in advance. Usage-based charges (calls, SMS) are added to the monthly invoice.',
        'No refunds are given for partial months.',
        'We announce price changes 30 days ahead by email.',
      ],
    },
    {
      heading: 'Termination',
      paragraphs: ['Either party may terminate the subscription with 30 days’ notice.', 'After termination your data is deleted within 30 days.'],
    },
    {
      heading: 'Service availability',
      paragraphs: ['We target 99.9% uptime, excluding scheduled maintenance announced in advance.'],
    },
    {
      heading: 'Your responsibilities',
      paragraphs: [
        'You are responsible for the content of your AI conversations and scripts, and for obtaining the consent your leads must give before AI calls and texts, as the law requires.',
        'You may not use the service for unlawful, deceptive or discriminatory purposes.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: ['The service is provided as is. To the extent the law allows, our liability is limited to the fees you paid in the last 12 months.'],
    },
  ],
};
