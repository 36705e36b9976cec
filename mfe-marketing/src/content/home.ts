import { BRAND_NAME } from '@leadnest/brand';
import type { HomeContent } from '@leadnest/contracts/marketing-content';

/** Home (/) copy as released (spec part 1 §1 and §2); what the page shows until a version is published on /content. */
export const HOME_CONTENT: HomeContent = {
  meta: {
    description: `${BRAND_NAME} is the AI assistant for real estate agents: it answers every call, text, chat and DM around the clock, qualifies leads and books showings into your calendar.`,
  },
  // The hero line, the same words as the route table's title of / (the document <title>).
  heading: `${BRAND_NAME}: never miss another lead`,
  subtitle:
    'Your AI real estate assistant answers every call, text, chat and DM around the clock, qualifies your leads and books showings straight into your calendar. Setup takes about 5 minutes.',
  primaryCta: 'Get Started',
  secondaryCta: 'View Pricing',
  chat: {
    heading: 'See it in action',
    messages: [
      { from: 'lead', text: 'Hi! Is the 3-bedroom on Maple Street still available?' },
      { from: 'ai', text: 'Yes, it is! It has 3 bedrooms, 2 baths and a big backyard. Are you looking to buy in the next few months?' },
      { from: 'lead', text: 'Yes, we are pre-approved and hoping to move this summer.' },
      { from: 'ai', text: 'Wonderful! I can book you a showing. Does Saturday at 11 am work for you?' },
    ],
  },
  features: {
    heading: 'Everything you need to convert more leads',
    cards: [
      {
        title: 'One AI for all platforms',
        text: 'Web chat, Facebook and Instagram messages, texts, forms and phone calls, answered by one assistant in your voice.',
      },
      {
        title: 'Smart lead qualification',
        text: 'Your assistant asks about budget, timeline and pre-approval, scores every lead and tells you who is ready to move.',
      },
      {
        title: 'Auto-tour booking',
        text: 'Qualified buyers pick a time and the showing lands in your Google or Outlook calendar, with no back-and-forth.',
      },
    ],
  },
  howItWorks: {
    heading: 'How it works',
    steps: [
      { title: 'Connect your platforms', text: 'Link your website, social accounts, phone number and calendar in a few clicks.' },
      { title: 'Train your AI', text: 'Tell it about your listings, your service area and how you like to talk to clients.' },
      { title: 'Watch it work', text: 'Your assistant captures, qualifies and books leads 24/7 while you focus on closing.' },
    ],
  },
};
