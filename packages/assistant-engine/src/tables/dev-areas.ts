import type { Row } from './message-rows';

/**
 * DEVELOPMENT ROWS for areas, written from CLASSES of misses found on held-out
 * table 3: a place in lower case after "in"/"near" where the sentence goes on
 * without a comma; two-word places in lower case (a compass word, or a last
 * word such as "park", "creek", "county"); counties; capitalised places
 * standing as an item of a comma list with no cue; "the X listing"; places
 * after "en", "em", "ở", "在"; a place ruled out or corrected; a landmark of a
 * service area; words that must not become places. They are new wording of
 * each class, not copies or paraphrases of held-out phrases.
 * dev-areas.test.ts checks every row as message-table.test.ts does.
 *
 * Default context: Monday 23 Nov 2026, 10:00 in New York (TABLE_NOW), the
 * agent serving TABLE_AREAS.
 */
const BUYER = { intent: 'buy' } as const;

export const DEV_AREAS_ROWS: Row[] = [
  // A lower-case place after a cue, the sentence going on without a comma.
  { message: "we'd love something in chamblee if the price is right", given: { previous: BUYER }, expect: { areas: ['Chamblee'] } },
  { message: 'looking in dunwoody for my parents', given: { previous: BUYER }, expect: { areas: ['Dunwoody'] } },
  { message: 'i work near emory so we want to stay close', given: { previous: BUYER }, expect: { areas: ['Emory'] } },
  { message: 'selling my condo in vinings because we outgrew it', expect: { intent: 'sell', propertyType: 'condo', areas: ['Vinings'] } },
  { message: 'is there much for sale in lithonia or nearby', given: { previous: BUYER }, expect: { areas: ['Lithonia'] } },
  { message: 'we rent in tucker um but want to own', given: { previous: BUYER }, expect: { areas: ['Tucker'] } },
  { message: 'anywhere in clarkston works for us', given: { previous: BUYER }, expect: { areas: ['Clarkston'] } },
  { message: 'a place in decatur too would be fine', given: { previous: { ...BUYER, areas: ['Kirkwood'] } }, expect: { areas: ['Decatur'] } },

  // Two words in lower case: a compass word first, or a word that ends place names last.
  { message: 'anywhere in east point is fine', given: { previous: BUYER }, expect: { areas: ['East Point'] } },
  { message: 'my brother is in peachtree corners so near him', given: { previous: BUYER }, expect: { areas: ['Peachtree Corners'] } },
  { message: 'a townhome in north decatur with a garage', expect: { propertyType: 'townhouse', areas: ['North Decatur'] } },
  { message: 'something in north buckhead with parking', given: { previous: BUYER }, expect: { areas: ['North Buckhead'] } },
  { message: 'close to candler park or inman park please', given: { previous: BUYER }, expect: { areas: ['Candler Park', 'Inman Park'] } },
  { message: 'we like midtown or piedmont heights the most', given: { previous: BUYER }, expect: { areas: ['Midtown', 'Piedmont Heights'] } },
  {
    message: 'house candler park under 600 ideally',
    given: { previous: BUYER },
    expect: { propertyType: 'house', areas: ['Candler Park'], budget: { max: 600_000 } },
  },

  // Counties, capitalised or not.
  { message: "we'd consider Henry county or Fayette county", given: { previous: BUYER }, expect: { areas: ['Henry County', 'Fayette County'] } },
  { message: 'we want land in forsyth county, 5 acres or so', given: { previous: BUYER }, expect: { propertyType: 'land', areas: ['Forsyth County'] } },
  { message: 'Rockdale County or nearby', given: { previous: BUYER }, expect: { areas: ['Rockdale County'] } },

  // Capitalised places as items of a comma list, with no cue.
  {
    message: '2 bed, Clarkston or Tucker, no more than 1600 a month',
    given: { previous: { intent: 'rent' } },
    expect: { bedrooms: 2, areas: ['Clarkston', 'Tucker'], budget: { max: 1600 } },
  },
  {
    message: 'Need a yard. Conyers/Covington. Nothing over 300k',
    given: { previous: BUYER },
    expect: { areas: ['Conyers', 'Covington'], budget: { max: 300_000 } },
  },
  { message: 'four bedrooms, a pool, Peachtree City', given: { previous: BUYER }, expect: { bedrooms: 4, areas: ['Peachtree City'] } },
  { message: '3 bed, 2 bath, Garage, Fenced Yard', given: { previous: BUYER }, expect: { bedrooms: 3 } },
  { message: 'any update on the Inman Park listing?', given: { previous: BUYER }, expect: { areas: ['Inman Park'] } },

  // Other languages: the place after their word for "in".
  { message: 'Quiero rentar un apartamento en Chamblee', expect: { intent: 'rent', propertyType: 'apartment', areas: ['Chamblee'] } },
  { message: 'Estou procurando casa em Tucker', given: { previous: BUYER }, expect: { propertyType: 'house', areas: ['Tucker'] } },
  { message: 'cerca de Stone Mountain por favor', given: { previous: BUYER }, expect: { areas: ['Stone Mountain'] } },
  { message: 'Tôi muốn tìm nhà ở Clarkston', given: { previous: BUYER }, expect: { propertyType: 'house', areas: ['Clarkston'] } },
  { message: '我们想在Alpharetta找房子', given: { previous: BUYER }, expect: { areas: ['Alpharetta'] } },

  // A place ruled out or corrected is not wanted; a landmark of a service area is that area.
  { message: 'No Midtown please, maybe Grant Park', given: { previous: BUYER }, expect: { areas: ['Grant Park'] } },
  { message: 'sorry I meant Tucker not Stone Mountain', given: { previous: BUYER }, expect: { areas: ['Tucker'] } },
  { message: 'a condo right by Decatur Square', given: { previous: BUYER }, expect: { propertyType: 'condo', areas: ['Decatur'] } },
  { message: 'in atlanta proper, not the suburbs', given: { previous: BUYER }, expect: { areas: ['Atlanta'] } },

  // Words that are not places.
  { message: 'in terms of size we need 4 bedrooms', given: { previous: BUYER }, expect: { bedrooms: 4 } },
  { message: 'near campus would be great for my daughter', given: { previous: BUYER }, expect: {} },
  { message: 'we are interested in fixer uppers under 200k', given: { previous: BUYER }, expect: { budget: { max: 200_000 } } },
  { message: '3 bed, call me, Dana Brooks', given: { previous: BUYER }, expect: { bedrooms: 3, wantsHuman: true } },
  { message: 'Thanks, Morgan. Talk later', given: { previous: BUYER }, expect: {} },
  { message: "Hello, I'm Lena Ortiz. Looking for a 2 bed", given: { previous: BUYER }, expect: { bedrooms: 2, name: 'Lena Ortiz' } },
  { message: 'in midtown or close by, thanks', given: { previous: BUYER }, expect: { areas: ['Midtown'] } },
  { message: 'we could do a tour of a few in decatur before we decide', given: { previous: BUYER }, expect: { areas: ['Decatur'], wantsShowing: true } },
];
