import { BRAND_NAME } from '@leadnest/brand';
import type { AboutContent } from '@leadnest/contracts/marketing-content';

/** About (/about) copy as released: spec part 2 §2 ("About, Privacy, Terms, not-found"). */
export const ABOUT_CONTENT: AboutContent = {
  meta: {
    description: `Why we built ${BRAND_NAME}: an AI assistant that answers every real estate lead in under 30 seconds, by phone, text, web chat, Facebook and Instagram, 24/7.`,
  },
  subtitle: `${BRAND_NAME} is the AI-powered assistant built for real estate agents, teams and agencies.`,
  intro: [
    'Real estate runs on speed. The agent who answers first usually wins the client, yet nobody can answer every call, text and message at 11 pm on a Sunday.',
    `${BRAND_NAME} answers for you: an AI receptionist on your phone line, a chat assistant on your website and social pages, and a calendar assistant that books showings while you are out showing homes.`,
  ],
  tiles: [
    { value: 'AI', label: 'Powered conversations that sound like you' },
    { value: 'Multi', label: 'Platform: phone, SMS, web chat, Facebook and Instagram' },
    { value: '< 30s', label: 'Response time to every new lead' },
    { value: '24/7', label: 'Monitoring, nights and weekends included' },
  ],
  missionHeading: 'Our mission',
  mission:
    'Our mission is to give every real estate professional an assistant that never sleeps, so no lead goes unanswered and agents spend their time where it matters most: with their clients.',
};
