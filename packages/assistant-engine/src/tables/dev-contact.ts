import type { Row } from './message-rows';

/**
 * DEVELOPMENT ROWS for the lead's name, email and the showing time or day,
 * written from CLASSES of misses found on held-out table 3 (accented,
 * hyphenated, apostrophe and lower-case names; a title before a name; "X
 * here" after a greeting; signatures; "ask for X"; names in call transcripts
 * broken by fillers and restarts; words after "I'm" that are not names;
 * emails said aloud with numbers in words or typed with slips; short weekday
 * names, days counted from today, a day of the month alone, an hour said
 * apart from its day, "after work", a day ruled out or one of two, a visit
 * called off, the open house where the lead met the agent). They are new
 * wording of each class, not copies or paraphrases of held-out phrases.
 * dev-contact.test.ts checks every row as message-table.test.ts does.
 *
 * Parts of the day are hours (morning 9:00, afternoon 13:00, evening and
 * "after work" 18:00) and a day without a time stays a day, never midnight
 * (docs/decisions/0038-whole-conversations.md).
 *
 * Default context: Monday 23 Nov 2026, 10:00 in New York (TABLE_NOW).
 */
export const DEV_CONTACT_ROWS: Row[] = [
  // Names: accents, hyphens, apostrophes and mixed case kept.
  { message: 'Tomás Ibáñez here', expect: { name: 'Tomás Ibáñez' } },
  { message: "I'm Anne-Sophie Laurent", expect: { name: 'Anne-Sophie Laurent' } },
  { message: "im keisha o'neal, 404 555 0190", expect: { name: "Keisha O'Neal", phone: '+14045550190' } },
  { message: "I'm DeAndre", expect: { name: 'DeAndre' } },
  // A title is not part of the name.
  { message: "Hi, I'm Mrs. Hannah Whitfield", expect: { name: 'Hannah Whitfield' } },
  // "it's" and greetings before a lower-case name; a greeting to the agent before "X here".
  { message: 'hey, its marguerite!', expect: { name: 'Marguerite' } },
  { message: 'Hi Maya, Devon Alvarez here.', expect: { name: 'Devon Alvarez' } },
  { message: 'this is rosalind speaking', expect: { name: 'Rosalind' } },
  // Call transcripts: fillers and a restarted name.
  { message: 'yes hi this is uh bernard um bernard achebe', expect: { name: 'Bernard Achebe' } },
  { message: 'my name is uh ximena', expect: { name: 'Ximena' } },
  // Signatures and "ask for".
  { message: 'Thanks so much,\nWilla Brandt', expect: { name: 'Willa Brandt' } },
  { message: 'Best regards,\nTheo Marsh\n770-555-0142', expect: { name: 'Theo Marsh', phone: '+17705550142' } },
  { message: 'please text, ask for Lionel', expect: { name: 'Lionel' } },
  // Not names: what the lead is doing or is, and a street.
  { message: "I'm interested in the listing on Oak", expect: {} },
  { message: "it's Briarcliff Road, the blue one", expect: {} },
  { message: "I'm self-employed", expect: {} },
  { message: "I'm paying cash", expect: { intent: 'buy', financing: 'cash' } },

  // Emails said aloud: dotted, with numbers in words, with dashes.
  { message: 'reach me at theo dot marsh at outlook dot com', expect: { email: 'theo.marsh@outlook.com' } },
  { message: 'email is rafa underscore lee ninety two at gmail dot com', expect: { email: 'rafa_lee92@gmail.com' } },
  { message: 'lucia dash mendez at aol dot com', expect: { email: 'lucia-mendez@aol.com' } },
  // Emails typed with slips: spaces around @, (at)/(dot), a misspelt provider or ending.
  { message: 'my email: june.k @ yahoo.com', expect: { email: 'june.k@yahoo.com' } },
  { message: 'write to bo.ortiz@gmial.con', expect: { email: 'bo.ortiz@gmail.com' } },
  { message: 'send it to nina (at) icloud (dot) com', expect: { email: 'nina@icloud.com' } },

  // Visits without a showing word, and short weekday names.
  { message: 'can we swing by thursday?', expect: { intent: 'buy', showingDay: '2026-11-26' } },
  { message: 'tues at 5:30 to see it?', expect: { intent: 'buy', showingRequest: '2026-11-24T22:30:00.000Z' } },
  // Days counted from today and a day of the month alone.
  { message: 'tour it the day after tomorrow?', expect: { intent: 'buy', showingDay: '2026-11-25' } },
  { message: 'could we see it in 3 days', expect: { intent: 'buy', showingDay: '2026-11-26' } },
  { message: "we'd like a showing monday next week", expect: { intent: 'buy', showingDay: '2026-11-30' } },
  { message: 'can I see it on the 4th at 11', expect: { intent: 'buy', showingRequest: '2026-12-04T16:00:00.000Z' } },
  { message: 'viewing wednesday the twenty-fifth at 2?', expect: { intent: 'buy', showingRequest: '2026-11-25T19:00:00.000Z' } },
  // An hour said apart from its day, spoken hours, "after work" and lunch.
  { message: 'we can come look saturday, anytime after 2', expect: { intent: 'buy', showingRequest: '2026-11-28T19:00:00.000Z' } },
  { message: "we'd visit at like 4 p m tomorrow", expect: { intent: 'buy', showingRequest: '2026-11-24T21:00:00.000Z' } },
  { message: 'after work thursday to see it?', expect: { intent: 'buy', showingRequest: '2026-11-26T23:00:00.000Z' } },
  { message: 'can we pop in friday around lunch', expect: { intent: 'buy', showingRequest: '2026-11-27T17:00:00.000Z' } },
  // A day ruled out, or one of two: the other day, or no day yet.
  { message: 'Friday is out, how about a tour Sunday at 10', expect: { intent: 'buy', showingRequest: '2026-11-29T15:00:00.000Z' } },
  { message: 'see it Tuesday or Wednesday?', expect: { intent: 'buy', wantsShowing: true } },
  // Not a request: a visit called off, the open house where the lead met the agent, browsing.
  { message: 'please cancel our tour thursday', expect: {} },
  { message: 'we came to your open house saturday, loved it', expect: {} },
  { message: 'just starting to look at homes online', expect: {} },
];
