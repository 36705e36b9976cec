import { EVERY_DAY } from './hours.js';
import type { Dialogue } from './types.js';

/**
 * Outbound campaign calls: the AI calls a named contact from the agent's
 * number, through the outbound answer webhook and the ConversationRelay
 * socket; the contact's name and number are known before the first word.
 */
export const CAMPAIGN_DIALOGUES: Dialogue[] = [
  {
    id: 'campaign-books-stated-time',
    channel: 'campaign',
    known: { contactName: 'John Carter' },
    turns: ["Yes hi, we're thinking about buying a 4 bedroom house", "maybe 600k, we're paying cash", 'Tuesday at 2pm works'],
    expect: { kind: 'booked', at: { weekday: 'tuesday', hour: 14 } },
  },
  {
    id: 'campaign-books-offer',
    channel: 'campaign',
    known: { contactName: 'Nia York' },
    turns: [
      'Oh hi, yes, we are still looking for a three bedroom house in Decatur',
      'Around five hundred thousand, pre-approved, moving within two months',
      'The first one',
    ],
    expect: { kind: 'booked', at: { offered: 0 } },
  },
  {
    id: 'campaign-not-interested-opt-out',
    channel: 'campaign',
    known: { contactName: 'Mark Bell' },
    turns: ["No thanks, please don't call me again"],
    expect: { kind: 'opted-out' },
  },
  {
    id: 'campaign-opt-out-later',
    channel: 'campaign',
    known: { contactName: 'Lisa Wong' },
    turns: ['Hi, we might sell next year', 'Actually, remove me from your list'],
    expect: { kind: 'opted-out' },
  },
  {
    id: 'campaign-qualified',
    channel: 'campaign',
    known: { contactName: 'Amy Fox' },
    turns: ['Hi, yes, we are looking for a townhouse in Kirkwood', 'Three bedrooms', 'We are pre-approved'],
    expect: {
      kind: 'qualified',
      facts: { intent: 'buy', propertyType: 'townhouse', bedrooms: 3, areas: ['Kirkwood'], financing: 'preapproved', name: 'Amy Fox' },
    },
  },
  {
    id: 'campaign-calendar-off',
    channel: 'campaign',
    known: { contactName: 'Derek Stone' },
    agent: { calendar: false, hours: EVERY_DAY },
    turns: ['Sure, could I see the place tomorrow?', 'Around 1 in the afternoon'],
    expect: { kind: 'time-left-to-agent' },
  },
  {
    id: 'campaign-steering',
    steeringTurns: [1],
    channel: 'campaign',
    known: { contactName: 'Eve Adams' },
    turns: ['Before we go on, is Buckhead a neighborhood with a lot of young families with kids?', 'Fine. We want a three bedroom house in Buckhead'],
    expect: { kind: 'qualified', facts: { intent: 'buy', bedrooms: 3, propertyType: 'house', areas: ['Buckhead'] } },
  },
  {
    id: 'campaign-investor',
    channel: 'campaign',
    known: { contactName: 'Victor Hale' },
    turns: ["I'm an investor, I buy rental properties in Decatur", 'Cash, up to a million'],
    expect: { kind: 'qualified', facts: { intent: 'invest', financing: 'cash', areas: ['Decatur'] } },
  },
  {
    id: 'campaign-books-second',
    channel: 'campaign',
    known: { contactName: 'Rosa Mendes' },
    turns: ['Yes! We want a two bedroom condo in Kirkwood, about 320 thousand, cash, moving next month', 'The second one please'],
    expect: { kind: 'booked', at: { offered: 1 } },
  },
  {
    id: 'campaign-calendar-off-named-time',
    channel: 'campaign',
    known: { contactName: 'Hank Moody' },
    agent: { calendar: false },
    turns: ['Yeah, we want to buy a house in Decatur, 450 thousand, pre-approved, in two months', 'Thursday at 10 AM'],
    expect: { kind: 'time-left-to-agent' },
  },
  {
    id: 'campaign-seller',
    channel: 'campaign',
    known: { contactName: 'Olive Grant' },
    turns: ['Hi, yes, I am thinking of selling my house in Kirkwood', 'Within the next three months'],
    expect: { kind: 'qualified', facts: { intent: 'sell', propertyType: 'house', areas: ['Kirkwood'], timeline: '0-3m', name: 'Olive Grant' } },
  },
  {
    id: 'campaign-books-third',
    channel: 'campaign',
    known: { contactName: 'Gina Lopez' },
    turns: ["Yes, we'd love to see a 3 bedroom house in Decatur, 480 thousand, pre-approved, moving in two months", "Let's do the third one"],
    expect: { kind: 'booked', at: { offered: 2 } },
  },
  {
    id: 'campaign-stop',
    channel: 'campaign',
    known: { contactName: 'Ken Wu' },
    turns: ['Stop'],
    expect: { kind: 'opted-out' },
  },
  {
    id: 'campaign-renter',
    channel: 'campaign',
    known: { contactName: 'Zoe Hart' },
    turns: ['Hi, we are actually looking to rent, a two bedroom apartment in Buckhead', 'Within a month'],
    expect: { kind: 'qualified', facts: { intent: 'rent', bedrooms: 2, areas: ['Buckhead'], name: 'Zoe Hart' } },
  },
  {
    id: 'campaign-names-friday',
    channel: 'campaign',
    known: { contactName: 'Ali Khan' },
    turns: ['Yes, a 2 bedroom condo in Kirkwood, 350 thousand, cash, next month', 'How about Friday at 10 AM?'],
    expect: { kind: 'booked', at: { weekday: 'friday', hour: 10 } },
  },
  {
    id: 'campaign-tomorrow-offers',
    channel: 'campaign',
    known: { contactName: 'Meg Ryan' },
    agent: { hours: EVERY_DAY },
    turns: ['Yes, 3 bed house in Decatur, 500 thousand, pre-approved, two months', 'Could I see one tomorrow?', 'The second one'],
    expect: { kind: 'booked', at: { offered: 1 } },
  },
  {
    id: 'campaign-wants-agent',
    channel: 'campaign',
    known: { contactName: 'Carlos Ruiz' },
    turns: ['Hey, yeah, I want to sell my condo in Buckhead', 'Can you just have Maya call me herself?'],
    expect: { kind: 'handoff', reason: 'asked' },
  },
];
