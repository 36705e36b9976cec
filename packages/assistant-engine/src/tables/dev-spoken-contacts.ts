import type { Row } from './message-rows';

/**
 * DEVELOPMENT ROWS for contact details said aloud or typed in words, as a
 * caller reads them out or a transcript writes them down: an email whose
 * domain has several words ("at brightline realty dot com") or a country
 * ending in two parts ("dot co dot uk"), its local part dotted, with an
 * underscore or a dash, or spelled letter by letter; "@" typed among spoken
 * words; a phone read in groups with "double"/"triple", with the last four
 * said as two numbers ("nineteen eighty-two"), after "area code … then",
 * and corrected mid-number; and the name said beside them. They are new
 * wording of each class, not copies or paraphrases of held-out phrases.
 *
 * Readings an agent would write in the CRM (docs/decisions/0023-readings-settled.md):
 * - The words of a spoken domain are one label, joined: "brightline realty
 *   dot com" is brightlinerealty.com; an address holds no spaces.
 * - Letters and words said before "at" after an email cue are joined as
 *   heard: "rhea b at icloud" is rheab@icloud.com, not rhea.b (no dot was said).
 * - A correction inside a number replaces the digits said last: what follows
 *   "sorry" keeps the first digits said before it and fills the number to
 *   ten ("…five five five, oh three, sorry, oh three eight one" is
 *   555-0381; "678… no wait, 770 555 0164" is 770-555-0164).
 * - "double five" is 55, "triple oh" 000; a pair said as a number
 *   ("nineteen eighty-two", "forty forty") is its two digits each.
 * - "at … dot com" in an ordinary sentence is no address: a listing site
 *   ("at redfin dot com"), "the dot com bubble", "a dot com company".
 *
 * Default context: Monday 23 Nov 2026, 10:00 in New York (TABLE_NOW).
 */
export const DEV_SPOKEN_CONTACTS_ROWS: Row[] = [
  // Emails: a domain of several words, a two-part country ending, "@" among spoken words.
  { message: 'reach me at nadia at brightline realty dot com', expect: { email: 'nadia@brightlinerealty.com' } },
  { message: 'email me at owen at maple ridge homes dot net', expect: { email: 'owen@mapleridgehomes.net' } },
  { message: 'email: hana dot mori at mori design studio dot com', expect: { email: 'hana.mori@moridesignstudio.com' } },
  { message: 'you can write to dev at sunbelt roofing dot net', expect: { email: 'dev@sunbeltroofing.net' } },
  { message: 'Ruth at Ashford Legal dot com', expect: { email: 'ruth@ashfordlegal.com' } },
  { message: 'send the listings to bea at kestrel homes dot co dot uk', expect: { email: 'bea@kestrelhomes.co.uk' } },
  { message: 'ivan at lindqvist dot co dot uk is best', expect: { email: 'ivan@lindqvist.co.uk' } },
  { message: "it's marco @ gmail dot com", expect: { email: 'marco@gmail.com' } },
  { message: 'kenji@tanaka dot org', expect: { email: 'kenji@tanaka.org' } },
  // Emails: the local part dotted, with an underscore or a dash, spelled letter by letter, or a name and an initial.
  { message: "it's paul dot grant at gmail dot com", expect: { email: 'paul.grant@gmail.com' } },
  { message: 'sure, g underscore alvarez at yahoo dot com', expect: { email: 'g_alvarez@yahoo.com' } },
  { message: 'best email is li dash chen at outlook dot com', expect: { email: 'li-chen@outlook.com' } },
  { message: 't o m a s at proton dot me', expect: { email: 'tomas@proton.me' } },
  { message: 'my email is rhea b at icloud dot com', expect: { email: 'rheab@icloud.com' } },
  // No address: "at" and "dot com" in an ordinary sentence.
  { message: "prices feel like we're at the dot com bubble again", expect: {} },
  { message: 'we found the listing at redfin dot com', expect: {} },
  { message: 'my husband works at a dot com company', expect: {} },
  { message: 'I read about it at realtor dot com last night', expect: {} },

  // Phones: a group corrected mid-number, the area code corrected, the last group corrected.
  { message: 'seven seven oh, five five five, oh three, sorry, oh three eight one', expect: { phone: '+17705550381' } },
  { message: "it's six seven eight, two two one, uh no, two two four, nine nine one oh", expect: { phone: '+16782249910' } },
  { message: 'cell is 678... no wait, 770 555 0164', expect: { phone: '+17705550164' } },
  { message: "it's 912 555 0133, sorry, 0134", expect: { phone: '+19125550134' } },
  // Phones: "double" and "triple", pairs said as numbers.
  { message: 'my cell is four oh four double five five, oh one oh nine', expect: { phone: '+14045550109' } },
  { message: 'cell is four seven oh, triple five, two one one eight', expect: { phone: '+14705552118' } },
  { message: "number's nine one two, four four four, triple oh seven", expect: { phone: '+19124440007' } },
  { message: "it's six seven eight, five five five, triple zero nine", expect: { phone: '+16785550009' } },
  { message: 'four seven oh, five five five, nineteen eighty-two', expect: { phone: '+14705551982' } },
  { message: 'six seven eight, five five five, forty forty', expect: { phone: '+16785554040' } },
  // Phones: "area code … then", and digits typed with dots, spaces or parentheses (kept working).
  { message: 'area code 404, then 555 0143', expect: { phone: '+14045550143' } },
  { message: 'area code seven seven oh and then five five five, oh one two two', expect: { phone: '+17705550122' } },
  { message: 'text me at (678) 555 0148', expect: { phone: '+16785550148' } },
  { message: 'my number is 404.555.0187', expect: { phone: '+14045550187' } },
  // No phone: counts said and corrected in a sentence.
  { message: 'we have two kids, sorry, three kids, and a dog', expect: {} },

  // Names beside a spoken contact are kept.
  { message: 'this is Nkechi Obi, nkechi at obi family law dot com', expect: { name: 'Nkechi Obi', email: 'nkechi@obifamilylaw.com' } },
  { message: "hi it's Daniel Reyes, my email is d reyes at gmail dot com", expect: { name: 'Daniel Reyes', email: 'dreyes@gmail.com' } },
  { message: 'my name is gus weller, gus at weller build dot com', expect: { name: 'Gus Weller', email: 'gus@wellerbuild.com' } },
  { message: "it's Arjun, a r j u n at proton dot me", expect: { name: 'Arjun', email: 'arjun@proton.me' } },
  { message: 'colette at reed marsh dot com. Colette Marsh', expect: { name: 'Colette Marsh', email: 'colette@reedmarsh.com' } },
  { message: 'sol at kimura dot co dot uk, this is Sol Kimura', expect: { name: 'Sol Kimura', email: 'sol@kimura.co.uk' } },
  { message: 'Leah Strand here, four oh four, double two seven, three one one nine', expect: { name: 'Leah Strand', phone: '+14042273119' } },
  {
    message: 'yes this is Imani Cole, seven seven oh, five five five, oh one, sorry, oh one five six',
    expect: { name: 'Imani Cole', phone: '+17705550156' },
  },
];
