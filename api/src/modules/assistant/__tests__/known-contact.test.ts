import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { loadAgentSettings } from '../../agent-settings/agent-settings.service.js';
import { openConversation } from '../../conversations/conversations.service.js';
import { createLead } from '../../leads/leads.service.js';
import { takeTurn } from '../assistant.service.js';
import { chatAgent } from '../testing.js';

withTestDatabase();
const { app } = createTestApp();

// The assistant never asks for a contact detail the call, the lead or the
// caller ID already holds (docs/decisions/0038-whole-conversations.md).
describe('known contact details are never asked for', () => {
  it('an outbound call placed to a campaign contact (its lead made at dialling) does not ask their name or number', async () => {
    const { userId } = await chatAgent(app);
    const agent = (await loadAgentSettings(userId))!;
    const lead = await createLead(userId, { name: 'John Carter', phone: '+14045550142', source: 'phone', stage: 'new', origin: 'Outbound AI campaign' });
    const conversation = await openConversation({
      userId,
      platform: 'voice',
      leadId: lead.id as never,
      contactPhone: '+14045550142',
      leadName: 'John Carter',
      opening: [],
      at: new Date(),
    });
    const first = await takeTurn('voice', String(conversation._id), agent, 'Yes, hi. We are thinking of buying a 3 bedroom house for 450k.');
    expect(first.reply).not.toMatch(/what name|your name|phone number|best number/i);
    const second = await takeTurn('voice', String(conversation._id), agent, 'In the next two months, we are pre-approved, looking in Decatur.');
    expect(second.reply).not.toMatch(/what name|your name|phone number|best number/i);
    expect(second.conversation.understood.contact).toMatchObject({ name: 'John Carter', phone: '+14045550142' });
  });

  it('a text from a lead on file is not asked for the name or email the lead already has', async () => {
    const { userId } = await chatAgent(app);
    const agent = (await loadAgentSettings(userId))!;
    const lead = await createLead(userId, {
      name: 'Dana Reyes',
      email: 'dana@example.com',
      phone: '+14045550143',
      source: 'sms',
      stage: 'new',
      origin: 'AI receptionist, text message',
    });
    const conversation = await openConversation({
      userId,
      platform: 'sms',
      leadId: lead.id as never,
      contactPhone: '+14045550143',
      leadName: 'SMS lead',
      opening: [],
      at: new Date(),
    });
    const turn = await takeTurn('sms', String(conversation._id), agent, 'Hi, want to buy a condo in Decatur, up to 300k, moving in 2 months, paying cash');
    expect(turn.reply).not.toMatch(/what name|your name|email|phone number/i);
    expect(turn.conversation.understood.contact).toMatchObject({ name: 'Dana Reyes', email: 'dana@example.com' });
  });
});
