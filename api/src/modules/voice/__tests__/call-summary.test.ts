import { EMPTY_UNDERSTOOD } from '@leadnest/contracts';
import { describe, expect, it } from 'vitest';

import type { Conversation } from '../../conversations/conversations.service.js';
import { summaryOf } from '../call-logs.service.js';

// The call's summary says what the lead asked for (a person, a question only
// the agent can answer, the message they left) beside their facts
// (docs/decisions/0038-whole-conversations.md).
const conversation = (understood: Partial<Conversation['understood']>, leadName = 'Phone caller') =>
  ({
    leadName,
    understood: { ...EMPTY_UNDERSTOOD, ...understood, contact: { ...EMPTY_UNDERSTOOD.contact, ...understood.contact } },
    messages: [{ seq: 1, role: 'lead', text: 'hi', at: new Date() }],
  }) as unknown as Conversation;

describe('the call summary', () => {
  it('names the person asked for and the message left, with the caller’s facts', () => {
    const c = conversation({ intent: 'sell', areas: ['Decatur'], propertyType: 'townhouse', contact: { name: 'Paul Novak' } });
    expect(summaryOf(c, 'message_taken', { person: 'Maya', message: 'Call me about listing it.' })).toBe(
      'Paul Novak wants to sell, in Decatur, property: townhouse; asked to speak to Maya; left a message: “Call me about listing it.”.',
    );
  });

  it('says a person was asked for even when a showing was booked, and who the call was put through to', () => {
    const c = conversation({ intent: 'buy', bedrooms: 3 }, 'Dana Reyes');
    expect(summaryOf(c, 'appointment_booked', { person: 'Maya' })).toBe('Dana Reyes wants to buy, 3 bedrooms; asked to speak to Maya; a showing was booked.');
    expect(summaryOf(c, 'transferred', { person: 'Maya' })).toBe('Dana Reyes wants to buy, 3 bedrooms; asked to speak to Maya; put through to Maya.');
  });

  it('names the questions only the agent can answer', () => {
    const c = conversation({ intent: 'buy', areas: ['Buckhead'], financing: 'cash' });
    expect(summaryOf(c, 'completed', { questions: ['the HOA fees', 'the property taxes'] })).toBe(
      'Phone caller wants to buy, in Buckhead, financing: cash; asked about the HOA fees and the property taxes, for the agent to answer; no booking yet.',
    );
  });

  it('is empty for a call in which the caller said nothing', () => {
    expect(summaryOf({ ...conversation({}), messages: [] } as unknown as Conversation, 'no_answer')).toBeNull();
  });
});
