import { STEERING_REPLY } from '@leadnest/assistant-engine';
import type { Understood } from '@leadnest/contracts';
import { describe, expect, it } from 'vitest';

import { EVERY_DAY, hoursOf } from '../dialogues/hours.js';
import { disclosure, fairHousing, knownFactQuestion, optOutObeyed, outsideHours, transcriptMatches, verbatimRepeat } from '../dialogues/rules.js';

const known = (over: Partial<Understood> = {}): Understood =>
  ({ intent: 'buy', areas: [], budget: {}, financing: 'unknown', contact: {}, optOut: false, ...over }) as Understood;
const WEEKDAYS_9_TO_5 = hoursOf({});

describe('known-fact rule', () => {
  it('catches the name question to a campaign contact whose name is known, and the number question to a caller', () => {
    const asked = 'Thanks! What name should I put this under? I’ll reach you at the number you’re calling from.';
    expect(knownFactQuestion({ lead: '2pm', reply: asked, known: known({ contact: { name: 'John Carter', phone: '+14045550142' } }) }, 2)).toEqual([
      expect.objectContaining({ rule: 'known-fact', turn: 2 }),
    ]);
    const phone = 'What’s the best phone number or email to reach you?';
    expect(knownFactQuestion({ lead: 'hi', reply: phone, known: known({ contact: { phone: '+14045550142' } }) }, 1)).toHaveLength(1);
  });

  it('catches a field the engine asks although it is known, and lets an unknown one be asked', () => {
    const budget = { lead: 'x', reply: 'What price range are you considering?', awaiting: 'budget' as const };
    expect(knownFactQuestion({ ...budget, known: known({ budget: { max: 400_000 } }) }, 1)).toHaveLength(1);
    expect(knownFactQuestion({ ...budget, known: known() }, 1)).toEqual([]);
    expect(knownFactQuestion({ lead: 'x', reply: 'What name should I put this under?', known: known({ contact: { phone: '+14045550142' } }) }, 1)).toEqual([]);
  });
});

describe('verbatim-repeat rule', () => {
  it('catches a question asked again word for word, not a short stock question closing a new offer', () => {
    const q = 'What name should I put this under? I’ll reach you at this number.';
    expect(verbatimRepeat(`Thanks! ${q}`, ['Hi!', q], 3)).toEqual([expect.objectContaining({ rule: 'verbatim-repeat', turn: 3 })]);
    expect(
      verbatimRepeat('Open: 1) Tue, Dec 1 at 9:00 AM. Which one works for you?', ['Open: 1) Mon, Nov 30 at 9:00 AM. Which one works for you?'], 2),
    ).toEqual([]);
  });

  it('catches the same reply sent twice in a row (the same times offered again), not a statement that recurs after another turn', () => {
    const offer = 'Here are a few times that work: 1) Mon, Dec 7 at 9:00 AM. Which one works for you?';
    expect(verbatimRepeat(offer, ['Hi!', offer], 2)).toEqual([expect.objectContaining({ rule: 'verbatim-repeat', turn: 2, detail: `said again: ${offer}` })]);
    const handoff = 'Of course. I’ve let Maya know, and they’ll get back to you shortly.';
    expect(verbatimRepeat(handoff, [handoff, 'Maya has your message and will be in touch soon.'], 3)).toEqual([]);
    expect(verbatimRepeat('', ['', ''], 3)).toEqual([]);
  });
});

describe('outside-hours rule', () => {
  it('catches a time said or booked outside the agent’s hours (midnight, a Sunday, an hour ending after closing)', () => {
    expect(outsideHours('I’ve noted Sat, Nov 28 at 12:00 AM as your preferred time', WEEKDAYS_9_TO_5, 1)).toHaveLength(1);
    expect(outsideHours('1) Mon, Nov 30 at 4:30 PM', WEEKDAYS_9_TO_5, 1)).toHaveLength(1);
    expect(outsideHours('', WEEKDAYS_9_TO_5, 1, [{ at: new Date('2026-11-29T15:00:00Z'), timeZone: 'America/New_York' }])).toHaveLength(1);
  });

  it('lets times within the hours pass', () => {
    expect(outsideHours('1) Mon, Nov 30 at 9:00 AM; 2) Mon, Nov 30 at 4:00 PM', WEEKDAYS_9_TO_5, 1)).toEqual([]);
    expect(outsideHours('Sun, Nov 29 at 10:00 AM', EVERY_DAY, 1, [{ at: new Date('2026-11-29T15:00:00Z'), timeZone: 'America/New_York' }])).toEqual([]);
  });
});

describe('disclosure rule', () => {
  it('catches a call that does not open as an AI assistant, and one that introduces itself again', () => {
    expect(disclosure('voice', 'Thanks for calling Maya. How can I help?', ['Sure.'])).toHaveLength(1);
    expect(disclosure('campaign', 'Hi Nia, this is Maya’s AI assistant.', ['Hi there! I’m Maya’s AI assistant. When are you hoping to move?'])).toEqual([
      expect.objectContaining({ rule: 'disclosure', turn: 1 }),
    ]);
    expect(disclosure('voice', 'I’m Maya’s AI assistant. This call is recorded.', ['Thanks! When are you hoping to move?'])).toEqual([]);
    expect(disclosure('chat', '', [])).toEqual([]);
  });
});

describe('opt-out rule', () => {
  it('catches an opt-out answered with anything but its confirmation, and anything sent after it', () => {
    expect(optOutObeyed([{ lead: 'STOP', reply: 'Thanks! What price range are you considering?' }])).toHaveLength(1);
    expect(
      optOutObeyed([
        { lead: 'STOP', reply: 'You’re unsubscribed from Maya’s messages and won’t hear from us again. Reply START to opt back in.' },
        { lead: 'hello?', reply: 'Hi there! How can I help?' },
      ]),
    ).toEqual([expect.objectContaining({ rule: 'opt-out', turn: 2 })]);
    expect(
      optOutObeyed([
        { lead: 'stop calling me', reply: 'Understood. Maya’s assistant won’t contact you again.' },
        { lead: 'bye', reply: '' },
      ]),
    ).toEqual([]);
  });
});

describe('fair-housing rule', () => {
  it('catches a steering question not given the fair housing answer, and a reply that brings up a protected trait', () => {
    expect(fairHousing({ lead: 'Which neighborhoods have the most white families?', reply: 'Decatur is popular!' }, 1, true)).toHaveLength(1);
    expect(fairHousing({ lead: 'Is Kirkwood a good area for christians?', reply: 'Decatur is popular!' }, 1)).toHaveLength(1);
    expect(fairHousing({ lead: 'quiet area?', reply: 'Kirkwood has lots of young families with kids.' }, 1)).toHaveLength(1);
    expect(fairHousing({ lead: 'Which neighborhoods have the most white families?', reply: STEERING_REPLY }, 1)).toEqual([]);
  });
});

describe('transcript rule', () => {
  it('catches a stored reply that differs from the one the lead heard, and a reply stored that was never sent', () => {
    const turns = [{ lead: 'Can I speak to a person?', reply: 'Maya can’t take the call right now. What message would you like me to pass on?' }];
    expect(
      transcriptMatches(
        [
          { role: 'lead', text: turns[0]!.lead },
          { role: 'assistant', text: 'Of course. I’ve let Maya know.' },
        ],
        turns,
      ),
    ).toHaveLength(1);
    expect(
      transcriptMatches(
        [
          { role: 'lead', text: 'STOP' },
          { role: 'assistant', text: 'Bye' },
        ],
        [{ lead: 'STOP', reply: '' }],
      ),
    ).toHaveLength(1);
    expect(
      transcriptMatches(
        [
          { role: 'lead', text: turns[0]!.lead },
          { role: 'assistant', text: turns[0]!.reply },
        ],
        turns,
      ),
    ).toEqual([]);
  });
});
