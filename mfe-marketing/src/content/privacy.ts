import { BRAND_NAME } from '@leadnest/brand';
import type { LegalContent } from '@leadnest/contracts/marketing-content';

/** Privacy Policy (/privacy) as released, effective August 14, 2025 (spec part 2 §2). */
export const PRIVACY_CONTENT: LegalContent = {
  meta: {
    description: `How ${BRAND_NAME} collects, uses, shares and protects the information of agents and their leads, how long it is kept, and the choices you have.`,
  },
  effectiveDate: '2025-08-14',
  intro: `This Privacy Policy explains how ${BRAND_NAME} collects, uses and protects information when you use our website and services.`,
  sections: [
    {
      heading: 'Information we collect',
      paragraphs: [
        'Account information you give us: your name, email address, phone number, brokerage, license number, service area and profile images.',
        'Lead and conversation data processed on your behalf: messages, call recordings and transcripts, appointment details and contact information of your leads.',
        'Technical information: log data, device and browser information, and cookies needed to keep you signed in.',
      ],
    },
    {
      heading: 'How we use information',
      paragraphs: [
        'To provide the service: answer and qualify your leads, book appointments, send notifications and show you analytics.',
        'To secure the service, prevent abuse, provide support and meet our legal obligations.',
        'We do not sell your personal information or your leads’ information.',
      ],
    },
    {
      heading: 'Sharing',
      paragraphs: [
        'We share information only with service providers that help us run the service (hosting, telephony, messaging, email), with integrations you connect, or when the law requires it.',
      ],
    },
    {
      heading: 'Retention and deletion',
      paragraphs: [
        'We keep your data while your account is active. When you close your account, we delete your data within 30 days, except where the law requires us to keep it longer.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: ['Passwords are stored only as salted hashes, sessions use secure cookies, and API keys you save are encrypted at rest.'],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'You can access, correct or delete your information from your account settings or by contacting us. Leads can opt out of texts and calls at any time by replying STOP.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: ['We will post any change to this policy on this page and update the effective date above.'],
    },
  ],
};
