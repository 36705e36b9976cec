import type { Row } from './message-rows';

/**
 * DEVELOPMENT ROWS written from the CLASSES of misses found on held-out
 * table 20 (read once its figures were reported; held-out table 21 takes its
 * place): where the lead stays for now ("in Tampa till May", "down in
 * Naples for the winter", snowbirds) is no area; fillers after "from"; a
 * note's bullets before a place; a home outgrown or downsized from, "hers"
 * too; a habit ("every night") is no visit time; getting off a mailing list
 * opts out; a family "like ours" and places of worship asked after are
 * steering; "a live one" asks for a person; a home to have sold, a cash
 * offer asked on one's own home, the best time to list sell; worth asked
 * of a home described at length; deciding whether to sell or rent names no
 * side; "do u do rentals or just buying" asked without a question mark;
 * "before March" is by its first day; start dates written 3/1; a contract's
 * or a stay's length says nothing of when. New wording of each class, not
 * copies or paraphrases of held-out phrases.
 *
 * Default context: Monday 23 Nov 2026, 10:00 in New York (TABLE_NOW), agent Maya.
 */
export const DEV_SNOWBIRDS_NOTES_AND_WORSHIP_ROWS: Row[] = [
  // Where the lead stays for now.
  {
    message: "we're in Tampa till May but want to list our Smyrna townhome",
    expect: { intent: 'sell', areas: ['Smyrna'], propertyType: 'townhouse', timeline: '3-6m' },
  },
  {
    message: 'down in Naples for the winter, thinking of renting out our Decatur condo',
    expect: { intent: 'rent', areas: ['Decatur'], propertyType: 'condo' },
  },
  { message: 'snowbirds in Scottsdale, we own a house in Tucker we may sell', expect: { intent: 'sell', areas: ['Tucker'], propertyType: 'house' } },
  { message: 'relocating from, um, Denver, need a 2 bed rental in Midtown', expect: { intent: 'rent', areas: ['Midtown'], bedrooms: 2 } },
  // A note pasted with bullets.
  {
    message: 'our list:\n• 4 bed\n• Tucker or Lilburn\n• under 500',
    expect: { bedrooms: 4, areas: ['Tucker', 'Lilburn'], budget: { max: 500000 }, intent: 'buy' },
  },
  // The home outgrown or downsized from.
  { message: 'we are outgrowing our 3 bed, need a 5 bed house', expect: { intent: 'buy', bedrooms: 5, propertyType: 'house' } },
  {
    message: 'my dad wants to downsize from his house in Lilburn into a condo in Decatur',
    expect: { intent: 'buy', propertyType: 'condo', areas: ['Decatur'] },
  },
  // Habits are no visit time.
  { message: 'I check listings every night, want a 3 bed in Smyrna', expect: { intent: 'buy', bedrooms: 3, areas: ['Smyrna'] } },
  // Opt-outs, fair housing, a person.
  { message: 'take me off your email list please', expect: { optOut: true } },
  { message: 'get us off the mailing list', expect: { optOut: true } },
  { message: 'which areas are good for a family like ours?', expect: { steering: true } },
  { message: 'are there any synagogues close to that house?', expect: { steering: true, propertyType: 'house' } },
  { message: 'Someone real please. A real one.', expect: { wantsHuman: true } },
  // Sides.
  { message: 'want our Tucker ranch sold by spring', expect: { intent: 'sell', areas: ['Tucker'], propertyType: 'house', timeline: '3-6m' } },
  { message: 'can I get a cash offer on my townhouse? it needs work', expect: { intent: 'sell', propertyType: 'townhouse' } },
  { message: 'when is the best time to list?', expect: { intent: 'sell' } },
  { message: 'what our 4 bed colonial in Smyrna would be worth now', expect: { intent: 'valuation', bedrooms: 4, propertyType: 'house', areas: ['Smyrna'] } },
  { message: "we can't decide whether to sell it or rent it out", expect: {} },
  { message: 'do yall handle rentals or only sales', expect: {} },
  // When.
  { message: 'have to be out before December', given: { previous: { intent: 'rent' } }, expect: { timeline: 'asap' } },
  {
    message: 'new job starts 1/4, need a 1 bed apt in Midtown',
    expect: { intent: 'rent', bedrooms: 1, propertyType: 'apartment', areas: ['Midtown'], timeline: '0-3m' },
  },
  {
    message: '8 week assignment starting Dec 1, furnished studio please',
    expect: { intent: 'rent', bedrooms: 0, propertyType: 'apartment', timeline: 'asap' },
  },
];
