import { AFTERNOONS, EVERY_DAY } from './hours.js';
import type { Dialogue } from './types.js';

/** Inbound calls to the agent's number, through Twilio's voice webhook and the ConversationRelay socket: caller ID gives the phone. */
export const VOICE_DIALOGUES: Dialogue[] = [
  {
    id: 'voice-buyer-books',
    channel: 'voice',
    turns: [
      'Hi, yes, we saw one of your signs, we want to buy a three bedroom house in Decatur',
      'around four hundred fifty thousand',
      "we're pre-approved and want to move in two months",
      "it's Ben Ortiz",
      'the first one sounds good',
    ],
    expect: { kind: 'booked', at: { offered: 0 } },
  },
  {
    id: 'voice-opt-out',
    channel: 'voice',
    turns: ['Hi yeah I saw your sign, we want to buy a condo', 'around 300 thousand', 'stop calling me'],
    expect: { kind: 'opted-out' },
  },
  {
    id: 'voice-qualified-caller',
    channel: 'voice',
    turns: ["Hello, my name is Grace Lin, I'm looking to buy a condo in Buckhead", 'Up to three hundred fifty thousand', 'Paying cash', 'In about a month'],
    expect: { kind: 'qualified', facts: { intent: 'buy', propertyType: 'condo', areas: ['Buckhead'], financing: 'cash', name: 'Grace Lin' } },
  },
  {
    id: 'voice-names-weekday',
    channel: 'voice',
    turns: [
      "Hi this is Omar, we'd like to buy a four bedroom house in Kirkwood for about seven hundred thousand, cash, moving within three months",
      'Could I come by Wednesday at 11 AM?',
    ],
    expect: { kind: 'booked', at: { weekday: 'wednesday', hour: 11 } },
  },
  {
    id: 'voice-steering',
    steeringTurns: [1],
    channel: 'voice',
    turns: ['Are there a lot of immigrants in Decatur?', 'Alright. We want a three bedroom house there, under five hundred thousand'],
    expect: { kind: 'qualified', facts: { intent: 'buy', bedrooms: 3, propertyType: 'house', areas: ['Decatur'] } },
  },
  {
    id: 'voice-seller-qualified',
    channel: 'voice',
    turns: ["Hi, we're thinking of selling our townhouse in Decatur", 'Probably within six months', 'Paul Novak'],
    expect: { kind: 'qualified', facts: { intent: 'sell', propertyType: 'townhouse', areas: ['Decatur'], name: 'Paul Novak' } },
  },
  {
    id: 'voice-professional-books',
    channel: 'voice',
    agent: { personality: 'professional' },
    turns: [
      'Good morning. I would like to buy a two bedroom condo in Kirkwood, budget three hundred thousand, cash, moving next month',
      'Ellen Hart',
      'The second one',
    ],
    expect: { kind: 'booked', at: { offered: 1 } },
  },
  {
    id: 'voice-renter',
    channel: 'voice',
    turns: ["Hi, I'm looking to rent a two bedroom apartment in Buckhead", "I'm Tasha"],
    expect: { kind: 'qualified', facts: { intent: 'rent', bedrooms: 2, areas: ['Buckhead'], name: 'Tasha' } },
  },
  {
    id: 'voice-opt-out-after-questions',
    channel: 'voice',
    turns: ['Yeah hi, what kind of houses do you have in Decatur', 'Actually, take me off your list please'],
    expect: { kind: 'opted-out' },
  },
  {
    id: 'voice-calendar-off-named-time',
    channel: 'voice',
    agent: { calendar: false },
    turns: ['Hi, this is Ray. I want to buy a house in Decatur, about 400 thousand, pre-approved, moving in two months', 'Friday at two PM works for me'],
    expect: { kind: 'time-left-to-agent' },
  },
  {
    id: 'voice-calendar-off-tomorrow',
    channel: 'voice',
    agent: { calendar: false, hours: EVERY_DAY },
    turns: ['Hi, could I see the townhouse on Oak Street tomorrow?', '3 PM'],
    expect: { kind: 'time-left-to-agent' },
  },
  {
    id: 'voice-books-third',
    channel: 'voice',
    turns: [
      "Hello, I'm Chris Young, we want to buy a three bedroom house in Buckhead, about 650 thousand, pre-approved, moving in two months",
      'The third one works',
    ],
    expect: { kind: 'booked', at: { offered: 2 } },
  },
  {
    id: 'voice-investor',
    channel: 'voice',
    turns: ['Hi, I invest in rental properties, looking at multi-family in Kirkwood', 'Cash, up to eight hundred thousand', "Sure, it's Dev Patel"],
    expect: { kind: 'qualified', facts: { intent: 'invest', financing: 'cash', areas: ['Kirkwood'], name: 'Dev Patel' } },
  },
  {
    id: 'voice-opt-out-plain',
    channel: 'voice',
    turns: ['Hi, I got a missed call from this number', "Please don't call this number again"],
    expect: { kind: 'opted-out' },
  },
  {
    id: 'voice-afternoons-morning-ask',
    channel: 'voice',
    agent: { hours: AFTERNOONS },
    turns: ["I'm Lena, looking for a 2 bedroom condo in Decatur, 300 thousand, cash, next month", 'Could I come Tuesday at 9 AM?', 'The first one'],
    expect: { kind: 'booked', at: { offered: 0 } },
  },
  {
    id: 'voice-do-not-call-list',
    channel: 'voice',
    turns: ['Who is this? Put me on your do not call list'],
    expect: { kind: 'opted-out' },
  },
  {
    id: 'voice-hoa-question',
    channel: 'voice',
    turns: ["Hi, I'm calling about the condo on Peachtree in Buckhead", 'What are the HOA fees on that one?'],
    expect: { kind: 'handoff', reason: 'unsure' },
  },
  {
    id: 'voice-leaves-a-message',
    channel: 'voice',
    turns: ["Hi, we're thinking of selling our townhouse in Decatur", 'Can I talk to Maya?', 'Please ask her to call me back about listing it'],
    expect: { kind: 'handoff', reason: 'asked' },
  },
  {
    id: 'voice-wants-a-person',
    channel: 'voice',
    turns: ["Hi, I'm calling about selling my house", 'Can I speak to a real person please?'],
    expect: { kind: 'handoff', reason: 'asked' },
  },
  {
    id: 'voice-calendar-off',
    channel: 'voice',
    agent: { calendar: false, hours: EVERY_DAY },
    turns: ['Hi, could I see the townhouse on Oak Street tomorrow?', 'Three in the afternoon'],
    expect: { kind: 'time-left-to-agent' },
  },
  {
    id: 'voice-name-by-the-way',
    channel: 'voice',
    turns: ["Hey, we're looking for a condo in Decatur", 'About two hundred seventy five thousand', "My name's Chris by the way"],
    expect: { kind: 'qualified', facts: { intent: 'buy', propertyType: 'condo', areas: ['Decatur'], name: 'Chris' } },
  },
  {
    // Caller ID reaches the caller: a name asked for once and not given does not stop the booking.
    id: 'voice-books-without-a-name',
    channel: 'voice',
    turns: ['Hi, could I see the house on Elm Monday at two?', 'Why do you need that?'],
    expect: { kind: 'booked', at: { weekday: 'monday', hour: 14 } },
  },
];
