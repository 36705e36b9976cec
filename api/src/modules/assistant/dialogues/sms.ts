import { EVERY_DAY, NO_WEDNESDAY } from './hours.js';
import type { Dialogue } from './types.js';

/** Text messages to the agent's number, through the signed Twilio SMS webhook: caller ID gives the phone. */
export const SMS_DIALOGUES: Dialogue[] = [
  {
    id: 'sms-buyer-books',
    channel: 'sms',
    turns: ['hi saw ur listing, looking for a 3br house in decatur around 425k', 'preapproved, moving in 2 months', 'its Marcus', '1'],
    expect: { kind: 'booked', at: { offered: 0 } },
  },
  {
    id: 'sms-seller-wants-maya',
    channel: 'sms',
    turns: ['Hi is this Maya? looking to sell my townhouse in Kirkwood', 'probably this spring', 'can I just talk to Maya directly'],
    expect: { kind: 'handoff', reason: 'asked' },
  },
  {
    id: 'sms-stop-then-silence',
    channel: 'sms',
    turns: ['looking at condos in buckhead', 'STOP', 'hello?'],
    expect: { kind: 'opted-out' },
  },
  {
    id: 'sms-stop-in-words',
    channel: 'sms',
    turns: ['Interested in a 2 bed condo', 'actually please stop texting me'],
    expect: { kind: 'opted-out' },
  },
  {
    id: 'sms-qualified-no-phone-question',
    channel: 'sms',
    turns: ['Hey, Dana here. want to buy a condo in Decatur', 'up to 300k', 'paying cash', 'in the next 2 months'],
    expect: { kind: 'qualified', facts: { intent: 'buy', propertyType: 'condo', areas: ['Decatur'], financing: 'cash', timeline: '0-3m', name: 'Dana' } },
  },
  {
    id: 'sms-calendar-off-notes-time',
    channel: 'sms',
    agent: { calendar: false, hours: EVERY_DAY },
    turns: ['can i tour the kirkwood townhouse tomorrow', '4pm'],
    expect: { kind: 'time-left-to-agent' },
  },
  {
    id: 'sms-calendar-off-buyer',
    channel: 'sms',
    agent: { calendar: false },
    turns: ['Hi! Buying a 3 bedroom house in Decatur, 450k budget, preapproved, want to move within 3 months', "I'm Greta", 'thursday 1pm would be ideal'],
    expect: { kind: 'time-left-to-agent' },
  },
  {
    id: 'sms-investor-qualified',
    channel: 'sms',
    turns: ["I'm an investor looking for multi-family in Decatur", 'cash, up to 900k', 'Rachel Kim'],
    expect: { kind: 'qualified', facts: { intent: 'invest', financing: 'cash', areas: ['Decatur'], name: 'Rachel Kim' } },
  },
  {
    id: 'sms-names-day-and-time',
    channel: 'sms',
    turns: ['need a 4 bed house in Buckhead, 700k, cash, moving asap', 'Lou Grant', 'monday at 10am?'],
    expect: { kind: 'booked', at: { weekday: 'monday', hour: 10 } },
  },
  {
    id: 'sms-steering-question',
    steeringTurns: [1],
    channel: 'sms',
    turns: ['is Kirkwood a good area for christians?', 'ok. 3 bed house in Kirkwood, 500k max'],
    expect: { kind: 'qualified', facts: { intent: 'buy', bedrooms: 3, propertyType: 'house', areas: ['Kirkwood'] } },
  },
  {
    id: 'sms-renter-named',
    channel: 'sms',
    turns: ["Hi, I'm Kevin, looking to rent an apartment in Buckhead", '2 bedrooms'],
    expect: { kind: 'qualified', facts: { intent: 'rent', bedrooms: 2, areas: ['Buckhead'], name: 'Kevin' } },
  },
  {
    id: 'sms-someone-call-me',
    channel: 'sms',
    turns: ['interested in selling my condo in Decatur', 'can a real person give me a call?'],
    expect: { kind: 'handoff', reason: 'asked' },
  },
  {
    id: 'sms-tomorrow-books-offer',
    channel: 'sms',
    agent: { hours: EVERY_DAY },
    turns: ["I'm Jess, want to buy a 2 bed condo in Decatur, 300k, cash, moving in a month", 'can I see something tomorrow?', 'the first one'],
    expect: { kind: 'booked', at: { offered: 0 } },
  },
  {
    id: 'sms-no-wednesday-offers-thursday',
    channel: 'sms',
    agent: { hours: NO_WEDNESDAY },
    turns: ["I'm Ivy, want to see condos in Decatur, 350k cash, moving in a month", 'wednesday at noon?', 'the second one'],
    expect: { kind: 'booked', at: { offered: 1 } },
  },
  {
    id: 'sms-energetic-books',
    channel: 'sms',
    agent: { personality: 'energetic' },
    turns: ["I'm Andre, need a townhouse in Kirkwood, 3 beds, 550k, preapproved, moving in 6 weeks", 'first one'],
    expect: { kind: 'booked', at: { offered: 0 } },
  },
  {
    id: 'sms-names-day-and-time-lower-case-area',
    channel: 'sms',
    turns: ['need a 4 bed house in buckhead, 700k, cash, moving asap', 'Lou Grant', 'monday at 10am?'],
    expect: { kind: 'booked', at: { weekday: 'monday', hour: 10 } },
  },
  {
    id: 'sms-steering-question-then-there',
    steeringTurns: [1],
    channel: 'sms',
    turns: ['is Kirkwood a good area for christians?', 'ok. 3 bed house there, 500k max'],
    expect: { kind: 'qualified', facts: { intent: 'buy', bedrooms: 3, propertyType: 'house', areas: ['Kirkwood'] } },
  },
  {
    id: 'sms-renter-qualified',
    channel: 'sms',
    turns: ['Hi, looking to rent an apartment in Buckhead', '2 bedrooms', 'Kevin'],
    expect: { kind: 'qualified', facts: { intent: 'rent', bedrooms: 2, areas: ['Buckhead'], name: 'Kevin' } },
  },
  {
    id: 'sms-no-wednesday-books-offer',
    channel: 'sms',
    agent: { hours: NO_WEDNESDAY },
    turns: ['want to see condos in decatur, 350k cash, moving in a month', 'Ivy', 'wednesday at noon?', 'the second one'],
    expect: { kind: 'booked', at: { offered: 1 } },
  },
  {
    id: 'sms-energetic-books-bare-name',
    channel: 'sms',
    agent: { personality: 'energetic' },
    turns: ['yo need a townhouse in kirkwood, 3 beds, 550k, preapproved, moving in 6 weeks', 'Andre', 'first one'],
    expect: { kind: 'booked', at: { offered: 0 } },
  },
  {
    // "None of those work": a better day is asked for, and that day's times offered.
    id: 'sms-declines-offer-then-names-day',
    channel: 'sms',
    turns: ['Hi this is Sam Reyes, can I come see the townhouse on Ponce?', 'none of those work for me', 'how about thursday', '2nd one works'],
    expect: { kind: 'booked', at: { offered: 1 } },
  },
];
