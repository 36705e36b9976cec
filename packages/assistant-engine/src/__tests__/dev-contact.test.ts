import { describe, expect, it } from 'vitest';

import { extractContact } from '../contact';
import { findShowingTime } from '../showing-time';
import { TABLE_NOW, TABLE_TIME_ZONE } from '../tables/message-rows';
import { wantsTour } from '../tour';

const NOW = new Date(TABLE_NOW); // Monday 23 Nov 2026, 10:00 in New York
const showing = (message: string, onDay?: string) => findShowingTime(message, NOW, TABLE_TIME_ZONE, onDay);
const nameIn = (message: string, expectingContact = false) => extractContact(message, expectingContact, 'Maya').name;

describe('names', () => {
  it.each([
    ['Hello, Dr. Ruth Okoro here', 'Ruth Okoro'],
    ['hi its bea, saw your sign', 'Bea'],
    ['this is jo-ellen calling back', 'Jo-Ellen'],
    ["yeah it's um it's pat", 'Pat'],
    ['my name is uh er Kwame', 'Kwame'],
    ["I'm Siobhán", 'Siobhán'],
    ['call me 678 555 0133, ask for marisol', 'Marisol'],
    ['Many thanks,\nOren Blum\nSent from my iPhone', 'Oren Blum'],
    ['Cheers ~ Ike', undefined],
    ['- Ike', 'Ike'],
    ['I am McKenzie Rowe', 'McKenzie Rowe'],
    // "way" after the name is not a street here.
    ["My name's Chris by the way", 'Chris'],
    ['this is Dana by the way, on Briarcliff Way', 'Dana'],
  ])('%s → %s', (message, name) => expect(nameIn(message)).toBe(name));

  it.each([
    "I'm looking for a condo",
    "i'm interested",
    "I'm interested in Decatur",
    'this is urgent',
    "it's complicated.",
    "I'm paying cash",
    "i'm pre-qualified with my bank",
    "I'm first-time buying",
    "I'm Catholic, is there a parish nearby?",
    "I'm Nigerian and we just moved here",
    "it's Ponce De Leon Ave",
    'this is Glenwood Road right?',
    "it's me again",
    "it's gorgeous!",
    'its too small.',
    'this is too much',
    "it's john dot kowalski at gmail dot com",
    'hi first time buyer here',
    'Thanks Maya!',
    'I am relocating for work',
  ])('not a name: %s', (message) => expect(nameIn(message)).toBeUndefined());

  it('the agent is never the lead, even greeted before a name', () => {
    expect(nameIn('Hi Maya, Ana here')).toBe('Ana');
    expect(nameIn('Maya here? this is about the condo')).toBeUndefined();
  });
});

describe('emails', () => {
  it.each([
    ['it is kim dot ng at yahoo dot com', 'kim.ng@yahoo.com'],
    ['sam underscore two thousand at hotmail dot com', 'sam_2000@hotmail.com'],
    ['email dev at gmail.com', 'dev@gmail.com'],
    ['my address is rosa at gmail', 'rosa@gmail.com'],
    ['ana.b@gmail,com thanks', 'ana.b@gmail.com'],
    ['ana.b@ yahoo.com', 'ana.b@yahoo.com'],
    ['x.y[at]outlook[dot]com', 'x.y@outlook.com'],
    ['lee@hotmial.com', 'lee@hotmail.com'],
  ])('%s → %s', (message, email) => expect(extractContact(message).email).toBe(email));

  it.each(['meet at the park', 'we are at 123 Main', 'look at it dot com', 'i am at work'])('not an email: %s', (message) =>
    expect(extractContact(message).email).toBeUndefined(),
  );
});

describe('showing days and times', () => {
  it.each([
    ['tour weds?', { day: '2026-11-25' }],
    ['can we see it thur', { day: '2026-11-26' }],
    ['viewing 2 days from now', { day: '2026-11-25' }],
    ['tour a week from tomorrow', { day: '2026-12-01' }],
    ['see it friday of next week', { day: '2026-12-04' }],
    ['can I see it the 2nd', { day: '2026-12-02' }],
    ['showing on the 23rd at 3', { at: '2026-11-23T20:00:00.000Z' }],
    ['see it thursday in the evening', { at: '2026-11-26T23:00:00.000Z' }],
    ['tour evening on friday', { at: '2026-11-27T23:00:00.000Z' }],
    ['tour friday after lunch', { at: '2026-11-27T18:00:00.000Z' }],
    ['tour after work, 5:30 on wed', { at: '2026-11-25T22:30:00.000Z' }],
    ['saturday does not work, sunday at 1 to see it?', { at: '2026-11-29T18:00:00.000Z' }],
    ['see it sunday. any time after 11', { at: '2026-11-29T16:00:00.000Z' }],
    ['tour friday the 4th', { day: '2026-12-04' }],
    ['tour tuesday the 19th', { day: '2027-01-19' }],
  ])('%s', (message, want) => expect(showing(message)).toMatchObject(want));

  it.each([
    'we need 3 or 4 bedrooms around 400',
    'maybe 2 or 3 beds',
    'can we stop at 2 more houses on the way',
    'start date at the new job is January 5, relocating for work',
    'my lease ends on the 30th',
    'we move in 2 weeks',
    'in a week or two we will know',
    'cancel the showing tomorrow',
    'we met at your open house sunday',
    'tour saturday or sunday?',
    'not monday, she is busy',
    'the first one works',
    'end of january',
    'wed like to see it',
  ])('not a showing time: %s', (message) => expect(showing(message)).toBeNull());

  it('a day alone stays a day, never midnight', () => {
    const found = showing('tour it the day after tomorrow');
    expect(found).toEqual({ day: '2026-11-25', text: expect.any(String) });
    expect(found && 'at' in found).toBe(false);
  });
});

describe('asking to tour', () => {
  it.each(['can we pop in saturday', 'when can we get in?', 'can we stop at 3 more homes', 'take a peek inside?'])('a tour: %s', (m) =>
    expect(wantsTour(m)).toBe(true),
  );
  it.each([
    'what can we get in Midtown for 400k',
    'cancel my tour',
    "can't make the showing, sorry",
    'quit showing me townhomes',
    'we were at the open house',
    'just browsing, looking at homes online',
  ])('not a tour: %s', (m) => expect(wantsTour(m)).toBe(false));
});
