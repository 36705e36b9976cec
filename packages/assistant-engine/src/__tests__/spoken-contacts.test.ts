import { describe, expect, it } from 'vitest';

import { extractContact } from '../contact';

/**
 * Contact details said aloud (tables/dev-spoken-contacts.ts holds the rows
 * graded with every field): what the phone reader must leave alone, and
 * what it reads from words around the number.
 */
describe('a phone read out', () => {
  it.each([
    // A correction keeps the first digits said before it, as many as the number still needs.
    ['two oh eight, five five five, oh four, oops, oh four six one', '+12085550461'],
    ['one, four oh four, sorry, four seven oh, five five five, oh one, no, oh one one oh', '+14705550110'],
    // A country code, digits typed one by one, "double", a pair said as a number.
    ['one nine one two, five five five, double three eight one', '+19125553381'],
    ['7 0 6 5 5 5 0 1 4 4', '+17065550144'],
    ['three three six, five five five, twenty twenty', '+13365552020'],
    // The time or count said beside the number is not part of it.
    ['ring me at five thirty, three three six, five five five, oh one two two', '+13365550122'],
    ['two oh eight five five five oh one four four and three kids', '+12085550144'],
  ])('%s → %s', (message, phone) => expect(extractContact(message).phone).toBe(phone));

  it.each([
    '$425,000 and 2,500 sqft',
    'budget four fifty, no wait, four seventy five',
    "I'm 45, my wife 43, and our kids are 12 and 9",
    'two, sorry, three bedrooms and two baths',
  ])('no phone in %s', (message) => {
    const found = extractContact(message);
    expect(found.phone).toBeUndefined();
    expect(found.rest).toBe(message);
  });

  it('leaves typed numbers as typed', () => {
    for (const typed of ['(706) 555-0144', '+1 706 555 0144', '706.555.0144', '706 555 01 44']) expect(extractContact(typed).phone).toBe('+17065550144');
  });
});

describe('an email read out', () => {
  it.each([
    ['pia at three oaks dental dot com', 'pia@threeoaksdental.com'],
    ['noor@aziz dot co dot uk', 'noor@aziz.co.uk'],
  ])('%s → %s', (message, email) => expect(extractContact(message).email).toBe(email));

  it.each(['we met at the dot com party', 'I saw the house at trulia dot com', 'my brother works at smith and sons dot com'])('no email in %s', (message) =>
    expect(extractContact(message).email).toBeUndefined(),
  );
});
