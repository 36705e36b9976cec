import { randomBytes } from 'node:crypto';

import { loadAgentSettings } from '../agent-settings/agent-settings.service.js';
import { takeTurn } from '../assistant/assistant.service.js';
import { openConversation } from '../conversations/conversations.service.js';
import { UNNAMED_LEAD } from '../leads/leads.service.js';
import { openWebsiteConversation } from '../public-chat/public-chat.service.js';

/**
 * Website chats for the demo agent, played through the real assistant (so
 * the demo shows what a lead actually gets): one that ends in a booked
 * showing, one still qualifying, one that asked for the agent.
 */
const DEMO_CHATS: string[][] = [
  [
    "Hi! I'm Jordan Reyes, jordan.reyes@example.com. We're pre-approved and want to buy a 3 bedroom house in Austin under $550k, hoping to move in the next 2 months",
    'the first one works',
  ],
  ['Hello, thinking about selling my condo', 'Round Rock', 'probably this summer'],
  ['Hi, we are looking to rent a 2 bed apartment', 'can I talk to a real person?'],
  ["Hi, I'm Priya Shah, priya.shah@example.com. We saw the listing on Barton Springs Rd, budget around $700k", 'could I speak with the agent directly please?'],
];

/**
 * Text conversations (the demo has chat and sms), played through
 * takeTurn('sms') like an inbound text: one that asks for the agent. The
 * demo has no phone number, so a reply the agent sends to one of these is
 * saved and says the text could not go out, as it would for them.
 * Numbers are in the 555-01xx range, reserved for fiction.
 */
const DEMO_TEXTS: { phone: string; messages: string[] }[] = [
  {
    phone: '+15125550142',
    messages: [
      "Hi, this is Marcus Lee, marcus.lee@example.com. Is the 4 bed on Elm St still available? We'd like to buy",
      'can someone call me? I want to talk to a person',
    ],
  },
  {
    phone: '+15125550178',
    messages: ['Hello! Sofia Martinez here, sofia.martinez@example.com, looking to sell my townhouse in Cedar Park', 'within 3 months'],
  },
];

async function seedDemoTexts(userId: string, agent: NonNullable<Awaited<ReturnType<typeof loadAgentSettings>>>): Promise<void> {
  for (const [i, { phone, messages }] of DEMO_TEXTS.entries()) {
    // Earlier today than the chats, 40 minutes apart.
    const start = Date.now() - (DEMO_CHATS.length * 20 + (DEMO_TEXTS.length - i) * 40) * 60_000;
    const conversation = await openConversation({ userId, platform: 'sms', contactPhone: phone, leadName: UNNAMED_LEAD.sms, opening: [], at: new Date(start) });
    for (const [j, text] of messages.entries()) await takeTurn('sms', String(conversation._id), agent, text, { now: new Date(start + j * 60_000) });
  }
}

export async function seedDemoConversations(userId: string): Promise<void> {
  const agent = await loadAgentSettings(userId);
  if (!agent) return;
  await seedDemoTexts(userId, agent);
  for (const [i, messages] of DEMO_CHATS.entries()) {
    // Spread over the last hour, a minute between messages (recent, so the booked slot is still ahead).
    const start = Date.now() - (DEMO_CHATS.length - i) * 20 * 60_000;
    // As the widget opens them; the token is thrown away (no visitor will come back to a demo chat).
    const conversation = await openWebsiteConversation(agent, randomBytes(32).toString('hex'), undefined, new Date(start - 60_000));
    for (const [j, text] of messages.entries()) await takeTurn('chat', String(conversation._id), agent, text, { now: new Date(start + j * 60_000) });
  }
}
