import { EVERY_DAY, NO_WEDNESDAY } from './hours.js';
import type { Dialogue } from './types.js';

/**
 * Dialogues the assistant fails today, kept out of the suite (the suite
 * holds what must not regress) and played by `npm run bench:dialogues --
 * --open` so their fixes can be seen. Each says what goes wrong. Move a
 * dialogue into its channel's file once it passes.
 */
export const OPEN_DEFECT_DIALOGUES: (Dialogue & { defect: string })[] = [
  {
    id: 'chat-buyer-books-second-offer',
    defect: "'number 2 is good for us' is not read as the second offered time: the same times are offered again",
    channel: 'chat',
    turns: [
      'Hello! My husband and I are relocating and need a 4 bedroom home in Buckhead',
      "up to 800k and we'd pay cash",
      'Within 3 months hopefully',
      'Tom Reese, tom.reese@example.com',
      'number 2 is good for us',
    ],
    expect: { kind: 'booked', at: { offered: 1 } },
  },
  {
    id: 'chat-seller-qualified',
    defect: "'Sam and Rita Patel, sam.patel@example.com': no name is read when two people give one surname",
    channel: 'chat',
    turns: ["We're looking to sell our house in Decatur", 'ideally in the next 2 months', 'Sam and Rita Patel, sam.patel@example.com'],
    expect: { kind: 'qualified', facts: { intent: 'sell', propertyType: 'house', areas: ['Decatur'], timeline: '0-3m', name: 'Sam and Rita Patel' } },
  },
  {
    id: 'sms-names-day-and-time',
    defect:
      "'in buckhead, 700k, cash' (lower case area before a comma) is not read; the name given to the areas question is not taken, and the name question is then asked again word for word",
    channel: 'sms',
    turns: ['need a 4 bed house in buckhead, 700k, cash, moving asap', 'Lou Grant', 'monday at 10am?'],
    expect: { kind: 'booked', at: { weekday: 'monday', hour: 10 } },
  },
  {
    id: 'sms-steering-question',
    defect:
      "'3 bed house there' does not carry the area named in the previous (steering) message; the steering reply is cut to fit SMS after the greeting, losing its offer to help",
    channel: 'sms',
    turns: ['is Kirkwood a good area for christians?', 'ok. 3 bed house there, 500k max'],
    expect: { kind: 'qualified', facts: { intent: 'buy', bedrooms: 3, propertyType: 'house', areas: ['Kirkwood'] } },
  },
  {
    id: 'sms-renter-qualified',
    defect: "'Kevin' answering the timeline question is not taken as the name; the name is asked for",
    channel: 'sms',
    turns: ['Hi, looking to rent an apartment in Buckhead', '2 bedrooms', 'Kevin'],
    expect: { kind: 'qualified', facts: { intent: 'rent', bedrooms: 2, areas: ['Buckhead'], name: 'Kevin' } },
  },
  {
    id: 'sms-no-wednesday-books-offer',
    defect: "'in decatur, 350k cash' not read as an area; after offering times, picking 'the second one' asks for the name instead of booking",
    channel: 'sms',
    agent: { hours: NO_WEDNESDAY },
    turns: ['want to see condos in decatur, 350k cash, moving in a month', 'Ivy', 'wednesday at noon?', 'the second one'],
    expect: { kind: 'booked', at: { offered: 1 } },
  },
  {
    id: 'sms-energetic-books',
    defect: "'in kirkwood, 3 beds' (lower case area before a comma) not read; 'Andre' answering the areas question is not taken as the name",
    channel: 'sms',
    agent: { personality: 'energetic' },
    turns: ['yo need a townhouse in kirkwood, 3 beds, 550k, preapproved, moving in 6 weeks', 'Andre', 'first one'],
    expect: { kind: 'booked', at: { offered: 0 } },
  },
  {
    id: 'voice-wants-a-person',
    defect:
      "hand-off: the caller hears 'Maya can't take the call right now. What message...' but the transcript stores 'Of course. I've let Maya know...' (known, being fixed)",
    channel: 'voice',
    turns: ["Hi, I'm calling about selling my house", 'Can I speak to a real person please?'],
    expect: { kind: 'handoff', reason: 'asked' },
  },
  {
    id: 'voice-calendar-off',
    defect: "'Three in the afternoon' (a time in words, as callers say it) is not read as a time: the assistant moves on to the budget and nothing is noted",
    channel: 'voice',
    agent: { calendar: false, hours: EVERY_DAY },
    turns: ['Hi, could I see the townhouse on Oak Street tomorrow?', 'Three in the afternoon'],
    expect: { kind: 'time-left-to-agent' },
  },
  {
    id: 'campaign-wants-agent',
    defect: 'hand-off: the transcript stores a different sentence from the one spoken (known, being fixed)',
    channel: 'campaign',
    known: { contactName: 'Carlos Ruiz' },
    turns: ['Hey, yeah, I want to sell my condo in Buckhead', 'Can you just have Maya call me herself?'],
    expect: { kind: 'handoff', reason: 'asked' },
  },
  {
    id: 'chat-bare-time-after-day-off',
    defect: 'a bare time after a day the agent does not work repeats the question word for word ("What other day and time would suit you?")',
    channel: 'chat',
    agent: { calendar: false },
    turns: ['Can I see the house on Maple on Sunday?', '2pm'],
    expect: { kind: 'time-left-to-agent' },
  },
  {
    id: 'chat-unanswerable-question',
    defect: 'a question the assistant cannot answer (HOA pet rules) is passed over with the next qualifying question instead of being handed to the agent',
    channel: 'chat',
    turns: ["Hi, I'm looking at the condo on Peachtree in Buckhead", 'Does the HOA there allow dogs over 50 pounds?'],
    expect: { kind: 'handoff', reason: 'unsure' },
  },
  {
    id: 'chat-valuation-name-and-phone',
    defect: "'Mike Dunn, 404-555-0188' answering the bedrooms question: the phone is read, the name is not, and the reply asks for the name just given",
    channel: 'chat',
    turns: ['What would my house in Kirkwood be worth these days?', 'Mike Dunn, 404-555-0188'],
    expect: { kind: 'qualified', facts: { intent: 'valuation', areas: ['Kirkwood'], name: 'Mike Dunn' } },
  },
  {
    id: 'voice-name-by-the-way',
    defect: "'My name's Chris by the way' is read as the name 'Chris By'",
    channel: 'voice',
    turns: ["Hey, we're looking for a condo in Decatur", 'About two hundred seventy five thousand', "My name's Chris by the way"],
    expect: { kind: 'qualified', facts: { intent: 'buy', propertyType: 'condo', areas: ['Decatur'], name: 'Chris' } },
  },
];
