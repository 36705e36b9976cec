import { AFTERNOONS, EVERY_DAY } from './hours.js';
import type { Dialogue } from './types.js';

/** Website chat: a visitor on the agent's site, through the public chat endpoints. */
export const CHAT_DIALOGUES: Dialogue[] = [
  {
    id: 'chat-buyer-books-first-offer',
    channel: 'chat',
    turns: [
      "hey there, we're hoping to buy a 3 bed house in Decatur, budget about 450k",
      "we're preapproved, want to move in the next couple months. I'm Priya Shah, 404-555-0199",
      'the first one please',
    ],
    expect: { kind: 'booked', at: { offered: 0 } },
  },
  {
    id: 'chat-names-weekday-and-hour',
    channel: 'chat',
    turns: [
      'Looking to buy a 2 bedroom condo in Kirkwood, around 350k, cash buyer, moving in about 2 months',
      'Alicia Gomez 404-555-0177',
      'could we do Thursday at 3pm?',
    ],
    expect: { kind: 'booked', at: { weekday: 'thursday', hour: 15 } },
  },
  {
    id: 'chat-wants-a-person',
    channel: 'chat',
    turns: ['hi, thinking of selling my place in Decatur', 'honestly can I just speak with a human?'],
    expect: { kind: 'handoff', reason: 'asked' },
  },
  {
    id: 'chat-asks-for-agent-by-name',
    channel: 'chat',
    turns: ['We want to rent a townhouse near Kirkwood', "I'd rather talk to Maya herself, can she call me?"],
    expect: { kind: 'handoff', reason: 'asked' },
  },
  {
    id: 'chat-qualified-buyer',
    channel: 'chat',
    turns: [
      "Hi! I'm Jordan. I want a 3 bedroom townhouse in Buckhead",
      'somewhere up to 600k',
      "we'd like to move within 6 months",
      "we're already pre-approved",
    ],
    expect: {
      kind: 'qualified',
      facts: { intent: 'buy', bedrooms: 3, propertyType: 'townhouse', areas: ['Buckhead'], financing: 'preapproved', name: 'Jordan' },
    },
  },
  {
    id: 'chat-calendar-off-day-then-time',
    channel: 'chat',
    agent: { calendar: false, hours: EVERY_DAY },
    turns: ['Can I come see the house on Maple tomorrow?', 'around 2pm would be great'],
    expect: { kind: 'time-left-to-agent' },
  },
  {
    // A bare time after a day the agent does not work: noted on their next working day, never the question again.
    id: 'chat-bare-time-after-day-off',
    channel: 'chat',
    agent: { calendar: false },
    turns: ['Can I see the house on Maple on Sunday?', '2pm'],
    expect: { kind: 'time-left-to-agent' },
  },
  {
    id: 'chat-calendar-off-time-named',
    channel: 'chat',
    agent: { calendar: false },
    turns: ['I want to buy a 3 bed house in Decatur, about 500k, preapproved, moving in 2 months', 'Carla Diaz 404-555-0133', 'Friday at 11am suits me'],
    expect: { kind: 'time-left-to-agent' },
  },
  {
    id: 'chat-steering-mostly',
    steeringTurns: [1],
    channel: 'chat',
    turns: ['Is Decatur a neighborhood with mostly white families?', 'ok fair. we want a 3 bedroom house in Decatur under 500k'],
    expect: { kind: 'qualified', facts: { intent: 'buy', bedrooms: 3, propertyType: 'house', areas: ['Decatur'] } },
  },
  {
    id: 'chat-opt-out',
    channel: 'chat',
    turns: ['just browsing homes in Kirkwood', 'please stop messaging me'],
    expect: { kind: 'opted-out' },
  },
  {
    id: 'chat-consultative-books',
    channel: 'chat',
    agent: { personality: 'consultative' },
    turns: [
      'Good afternoon, I am interested in purchasing a condo in Buckhead',
      'My budget is roughly 400k',
      'I am paying cash and would like to move within 3 months',
      'Helen Brooks, 404-555-0166',
      'The third option, please',
    ],
    expect: { kind: 'booked', at: { offered: 2 } },
  },
  {
    id: 'chat-afternoon-agent-morning-ask',
    channel: 'chat',
    agent: { hours: AFTERNOONS },
    turns: ['want to buy a 2 bed condo in Decatur, 300k, cash, moving next month', 'Nina Park 404-555-0122', 'Tuesday at 9am?', 'the first one then'],
    expect: { kind: 'booked', at: { offered: 0 } },
  },
  {
    id: 'chat-seller-one-name',
    channel: 'chat',
    turns: ["We're looking to sell our house in Decatur", 'ideally in the next 2 months', 'Rita Patel, rita.patel@example.com'],
    expect: { kind: 'qualified', facts: { intent: 'sell', propertyType: 'house', areas: ['Decatur'], timeline: '0-3m', name: 'Rita Patel' } },
  },
  {
    id: 'chat-picks-by-number',
    channel: 'chat',
    turns: ['want to buy a 3 bed house in Decatur, 450k, preapproved, moving in 2 months', 'Tom Reese, tom@example.com', '2'],
    expect: { kind: 'booked', at: { offered: 1 } },
  },
  {
    id: 'chat-unsubscribe',
    channel: 'chat',
    turns: ['hello', 'unsubscribe'],
    expect: { kind: 'opted-out' },
  },
  {
    id: 'chat-calendar-off-evening-then-afternoon',
    channel: 'chat',
    agent: { calendar: false },
    turns: ["I'm Bo, want to buy a house in Decatur, 400k, preapproved, 2 months, bo@example.com", 'Tuesday at 7pm?', 'ok 3pm then'],
    expect: { kind: 'time-left-to-agent' },
  },
  {
    id: 'chat-steering-plural-neighborhoods',
    steeringTurns: [1],
    channel: 'chat',
    turns: ['Which neighborhoods have the most white families?', 'ok fair. we want a 3 bedroom house in Decatur under 500k'],
    expect: { kind: 'qualified', facts: { intent: 'buy', bedrooms: 3, propertyType: 'house', areas: ['Decatur'] } },
  },
  {
    id: 'chat-buyer-books-second-offer',
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
    channel: 'chat',
    turns: ["We're looking to sell our house in Decatur", 'ideally in the next 2 months', 'Sam and Rita Patel, sam.patel@example.com'],
    expect: { kind: 'qualified', facts: { intent: 'sell', propertyType: 'house', areas: ['Decatur'], timeline: '0-3m', name: 'Sam and Rita Patel' } },
  },
  {
    id: 'chat-unanswerable-question',
    channel: 'chat',
    turns: ["Hi, I'm looking at the condo on Peachtree in Buckhead", 'Does the HOA there allow dogs over 50 pounds?'],
    expect: { kind: 'handoff', reason: 'unsure' },
  },
  {
    id: 'chat-valuation-name-and-phone',
    channel: 'chat',
    turns: ['What would my house in Kirkwood be worth these days?', 'Mike Dunn, 404-555-0188'],
    expect: { kind: 'qualified', facts: { intent: 'valuation', areas: ['Kirkwood'], name: 'Mike Dunn' } },
  },
  {
    // A day the agent does not work, answered with other times: the lead's next facts are taken and the next question
    // asked, the times asked about once more in other words, never offered again word for word.
    id: 'chat-day-off-request-then-facts',
    channel: 'chat',
    turns: ['Could we see the 2 bed in Kirkwood Saturday at 1?', 'we’re looking to rent, under 1900 a month', 'Lena Ortiz 404-555-0199', 'the second one'],
    expect: { kind: 'booked', at: { offered: 1 } },
  },
  {
    // Times offered and not picked: asked about once more, then the agent finds a time with the lead.
    id: 'chat-offer-not-picked',
    channel: 'chat',
    turns: ['buying in Decatur, up to 400k, preapproved, moving next month. Dana Whitfield 404-555-0123', 'cool', 'we might look in Kirkwood too'],
    expect: { kind: 'handoff', reason: 'no-slots' },
  },
  {
    // The contact asked for a free time is asked once more saying the time is held, never word for word.
    id: 'chat-contact-asked-again-for-held-time',
    channel: 'chat',
    turns: ['Could I see the house on Elm on Monday at 2?', 'why do you need that', 'Ok, Priya Nair, priya.nair@example.com'],
    expect: { kind: 'booked', at: { weekday: 'monday', hour: 14 } },
  },
  {
    // Asked twice for a contact, the lead says nothing of it: the agent is to confirm the time; when the contact
    // comes after all, the time is booked and nothing waits for the agent any more.
    id: 'chat-held-time-booked-after-all',
    channel: 'chat',
    turns: ['Could I see the house on Elm on Monday at 2?', 'why do you need that', 'moving in about 3 months', 'Ok, Priya Nair, priya.nair@example.com'],
    expect: { kind: 'booked', at: { weekday: 'monday', hour: 14 } },
  },
];
