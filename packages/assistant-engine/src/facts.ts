import type { AssistantFinancing, PropertyType } from '@leadnest/contracts';

import { afterCorrection } from './corrections';
import { withoutFillers } from './fillers';

/**
 * Small extractors for one fact each (intent and areas have their own
 * files). Each reads text whose numbers in words are already digits.
 */

/**
 * The property type named FIRST ("condo or townhouse" is a condo), so a
 * later word that only describes it ("mobile home on 2 acres") does not
 * override it. "A lot of space" is not land; "home" alone names no type.
 */
const TYPES: Array<[PropertyType, RegExp]> = [
  [
    'multi-family',
    /\b(multi-?\s?family|duplex(es)?|triplex(es)?|(four|tri|quad|two|three)[- ]?plex(es)?|fourplex(es)?|quadplex(es)?|[2-4][- ]?plex(es)?|multi-?\s?units?|\d+[- ]units?( building)?|apartment (buildings?|complex(es)?)|small apartment buildings?)\b/,
  ],
  ['townhouse', /\b(town\s?(house|home)s?|row\s?(house|home)s?|rowhouses?)\b/],
  // A loft is bought as a condo (one unit in a converted building); a rented one is still read as a rental by its words.
  ['condo', /\b(condo(minium|minio)?s?|penthouse|high[- ]rise|lofts?(?![- ]style))\b/],
  ['mobile-home', /\b((mobile|manufactured|modular) homes?|trailer( home)?s?|double[- ]wide|single[- ]wide)\b/],
  [
    'land',
    /\b(land|lots?(?! of)|acre(s|age)?|parcels?|build(ing)? (site|lot)|vacant (parcels?|acres?|acreage))(?<!\b(?:i|we|plane|flight|they|he|she) land)\b/,
  ],
  ['commercial', /\b(commercial|office( space)?s?|retail( space)?|warehouses?|storefront|restaurant space|industrial)\b/],
  ['apartment', /\b(apartments?|apts?|apartamentos?|departamentos?|depas?|appartements?)\b/],
  [
    'house',
    /\b(single[- ]family|sfh|sfr|houses?|detached|estate homes?|ranch|bungalow|colonial|cape cod|craftsman|split[- ]level|farmhouse|cottage|cabins?|victorian|casas?|maisons?)\b(?! hack)|\bnh[aà](?![a-z])/,
  ],
];
// A size that is also a kind of apartment: "a studio or 1 bed condo" is a condo, "a studio downtown" an apartment.
const APARTMENT_SIZES = /\b(studio|flat)\b/;

const TYPE_WORD =
  '(?:condo(?:minium)?s?|town\\s?(?:house|home)s?|apartments?|apts?|houses?|homes?|duplex(?:es)?|triplex(?:es)?|fourplex(?:es)?|ranch(?:es)?|bungalows?|cottages?|lots?|land|mobile homes?|trailers?|single[- ]family|multi-?\\s?family)';
// Types ruled out ("not interested in condos", "stop showing me condos", "we don't want a townhouse or condo")
// and homes that are not the one sought: the lead's current one ("my house sold", "out of our apartment"),
// other people's ("houses in our neighborhood"), or a trade ("I flip houses").
const NOT_SOUGHT = [
  new RegExp(
    `\\b((not|never) (interested in|looking (for|at))|(don'?t|do not|doesn'?t) (want|need|like)|(stop|quit) (showing|sending) (me|us)|enough (with|of)( the| these| those| all the)?|no more|no|anything but|rather not have)( an?| any| the)? ${TYPE_WORD}( or (an? )?${TYPE_WORD})*`,
    'g',
  ),
  new RegExp(`\\b(my|our) (current |old )?${TYPE_WORD} (just |already )?(sold|has sold|is sold|is under contract|closed)`, 'g'),
  // The home they live in now ("my apartment flooded", "our condo lease is up").
  new RegExp(`\\b(my|our) (current )?${TYPE_WORD} (flooded|burned|burnt|caught fire|lease|is being sold|got sold|has mold)`, 'g'),
  // "not a condo", a home bought already, someone else's.
  new RegExp(`\\bnot (an? )?${TYPE_WORD}\\b`, 'g'),
  new RegExp(`\\b(already|just|recently) (bought|purchased|closed on|found) (an? |the |our |my )?${TYPE_WORD}`, 'g'),
  new RegExp(`\\b(neighbou?rs?|friends?|coworkers?)'?s?'? ${TYPE_WORD}`, 'g'),
  // A home sold already ("we sold our house last month and want a condo").
  new RegExp(`\\b(sold|have sold|just sold) (a|an|my|our|the) ${TYPE_WORD}`, 'g'),
  // The home someone else keeps ("my ex is keeping the house").
  new RegExp(`\\b(keeping|keeps|kept|gets|got|getting|gets to keep) (the|our|my) ${TYPE_WORD}`, 'g'),
  new RegExp(`\\b(out of|leave|leaving|move out of|moving out of) (my|our|the) (current )?${TYPE_WORD}`, 'g'),
  new RegExp(`\\b${TYPE_WORD} (in|around|on) (my|our|the) (neighbou?rhood|street|area|block)`, 'g'),
  // The home sold to pay for this one ("from the sale of our last house").
  new RegExp(`\\b(sale of|selling|sold|from) (my|our|the) (last|old|previous|former|current) ${TYPE_WORD}`, 'g'),
  new RegExp(`\\b(from|after) the sale of (my|our|the) (\\w+ )?${TYPE_WORD}`, 'g'),
  new RegExp(`\\b(after|once|when|from) (we )?sell(ing)? (my|our|the) (\\w+ )?${TYPE_WORD}`, 'g'),
  new RegExp(`\\b(flip|flipping|wholesale|wholesaling) ((about |around )?\\d+ |a few |some |several )?${TYPE_WORD}`, 'g'),
  // A unit inside the home sought ("a basement apt we could rent out", "an in-law apartment") is part of it, no type.
  /\b(a|an|with|w\/?|has|have|having) (basement|in-?law|garage|mother-?in-?law|accessory) (apartments?|apts?|units?|suites?)\b/g,
];

/**
 * The home the lead leaves ("downsizing from our 4br", "selling our big house in Johns Creek and want a condo",
 * "we've outgrown our 2-bedroom"): not the one sought when the message names another (docs/decisions/0023-readings-settled.md).
 * Named alone, it is the home a seller sells, and counts.
 */
const HOME_LEFT = new RegExp(
  `\\b(downsiz(e|ing) from|moving (out )?of|moving from|outgrown|outgrew|outgrowing|sell|selling|leaving) (my|our|the|her|his|their) (current |big |old |little )?(?=\\d|${TYPE_WORD})(\\d+\\s*-?\\s*(bed(room)?s?|br|bd)\\b\\s*)?(${TYPE_WORD}\\b)?`,
  'g',
);
/** Whether the message seeks a home besides the one it leaves: "selling our house … and want a condo". */
const SEEKS_ANOTHER = /\b(and|then|so|to) (we )?(want|need|looking for|look for|buy|get|find)\b|\b(want|need|looking for|into) (a|an)\b/;
const withoutHomeLeft = (t: string) => (SEEKS_ANOTHER.test(t) ? t.replace(HOME_LEFT, ' ') : t);

export function extractPropertyType(message: string): PropertyType | null {
  const corrected = afterCorrection(message);
  return (corrected !== null ? propertyTypeIn(corrected) : null) ?? propertyTypeIn(message);
}

function propertyTypeIn(message: string): PropertyType | null {
  // An open house is an event, not a type of home.
  const all = NOT_SOUGHT.reduce((text, re) => text.replace(re, ' '), message.toLowerCase().replace(/\bopen hou?ses?\b/g, ' '));
  return typeIn(withoutHomeLeft(all)) ?? typeIn(all);
}

function typeIn(t: string): PropertyType | null {
  // "Home office" and "office hours" are not commercial property, nor an office among the rooms of a home ("4 beds
  // and an office"), nor the agent's ("is this the realty office?"): another type named still counts.
  const notCommercial =
    /\b(home office|office hours|(your|the|an|this|my|our|real estate|realty|brokerage|sales|agent'?s|realtor'?s) office|(transferred|moved|relocat\w*|sent) to (the|our|my|their) \w+ office)\b/.test(
      t,
    ) && !/\boffice (space|building|suite)/.test(t);
  let best: { type: PropertyType; at: number } | null = null;
  for (const [type, re] of TYPES) {
    if (type === 'commercial' && notCommercial) continue;
    const at = t.search(re);
    if (at >= 0 && (!best || at < best.at)) best = { type, at };
  }
  return best?.type ?? (APARTMENT_SIZES.test(t) ? 'apartment' : null);
}

// Negated pre-approval or a lender still to be found, checked before the positives (read without the fillers of
// speech: "we haven't been, uh, pre-approved").
const NEEDS_LENDER = [
  /\b(not|haven'?t|havent|have not|aren'?t|arent|isn'?t|no|never|didn'?t|need to( get)?|want to get|get|getting)\s+(been\s+|yet\s+|gotten\s+|got\s+|even\s+)?(pre-?\s?approv\w*|pre-?\s?qualif\w*|approved)/,
  /\b(haven'?t|havent|have not|didn'?t|not yet)\b.{0,30}\b(lender|bank|mortgage|loan|financing)\b/,
  /\b(need|needs|looking for|recommend|find|want|help( me)?( with)?|suggest|know any|know a|refer)\b.{0,30}\b(lenders?|mortgage|loans?|financing|brokers?|bank)\b/,
  /\bwill (need|be getting|get) (a )?(loan|mortgage|financing)\b/,
  /\bget (me|us) (pre-?\s?approved|approved|pre-?\s?qualified|a loan|a mortgage)\b/,
  // "we dont have a lender yet", "I haven't done the pre-approval yet".
  /\b(don'?t|dont|do not) (have )?(a |an |any )?(lender|loan officer|mortgage broker)\b|\bno (lender|loan officer|pre-?\s?approval) yet\b|\b(haven'?t|havent|have not|not yet|didn'?t) (done|started|gotten|got|finished) (the |a |my |our )?pre-?\s?approv\w*/,
  // Approval still to come ("we'll be pre approved after the holidays", "talking to a lender now").
  /\b(will|'ll|should|hope to|hoping to|plan to|going to|gonna) (be|get) (pre-?\s?approved|approved)\b/,
  /^(?!.*\b(we'?re|i'?m|we are|i am|already|got|been|are|am) (already )?(pre-?\s?)?approved).*\b(talking|speaking|working) (to|with) (a |our |my |some |a few |the )?(lenders?|banks?|loan officers?)\b/,
  // A loan applied for later ("FHA, haven't applied yet") still needs its lender.
  /^(?=.*\b(fha|va|usda|conventional|loan|mortgage|lender|financing)\b).*\b(haven'?t|havent|have not|not yet|didn'?t)\s+(applied|started the application)\b/,
  /\b(no tengo|no tenemos|necesito|necesitamos|ayuda con)\b.{0,20}\b(pr[eé]stamo|hipoteca|lender|financiamiento|banco)\b/,
];
const PREAPPROVED =
  /\b(pre-?\s?aprobad[oa]s?|pre-?\s?aprobaci[oó]n|pre-?\s?approv(ed|al)|pre-?\s?qualif(ied|ication)|(already|got|been|are|we'?re|i'?m|am|is|was|were|fully) (pre-?\s?)?approved|approved (us |me )?(for|up to|at)|have (a )?(mortgage|loan) (approval|lined up)|financing (is )?(lined up|in place|ready|secured)|(have|got) (our |my )?financing|rate lock|locked (in )?(our |my |a |the )?rate)\b/;
const CASH =
  /\b(en efectivo|efectivo|all[- ]cash|cash (buyers?|offer|purchase|investor|deal)|paying (in |all )?cash|pay (in |with |all )?cash|in cash|with cash|cash)\b(?![- ]?(flow|out|back|value))/;

/**
 * Financing. `expecting` is true right after "Are you pre-approved, paying
 * cash, or would a lender help?", where "yes we are" and "not yet" answer it.
 */
// Financing ruled out ("we don't need financing", "no loan needed"): said by a cash buyer, never a need.
const NO_LOAN =
  /\b((don'?t|do not|won'?t|will not|doesn'?t) (need|want|require|use) (any |a )?(financing|loan|mortgage|lender)|no (need for (a )?)?(financing|loan|mortgage|lender)( (needed|necessary|required))?)\b(?! yet)/g;
// Cash that is someone else's: "do you buy houses for cash?", "we buy houses cash", "get a cash offer".
const OTHERS_CASH =
  /\b((do|does|will|would) (you|y'?all|u|they|anyone)|we buy|companies that|investors? (who|that)) (buy|pay|offer)\w* [^.?!]{0,30}cash\b|\b(get|want|take|accept|like) (a |an )?cash offers?\b/g;

export function extractFinancing(message: string, expecting = false): AssistantFinancing | null {
  const t = withoutFillers(message.toLowerCase())
    .replace(/\b(stop|swing|drop|go|run) (by|to) the bank\b/g, ' ')
    .replace(NO_LOAN, ' ')
    .replace(OTHERS_CASH, ' ');
  const cash = CASH.test(t) && !/\b(no|not|don'?t have( the)?) cash\b/.test(t);
  // "We're not preapproved, we're paying cash": the approval is ruled out because no loan is needed.
  if (cash && /\b(not|n'?t|never)\s+(been\s+|yet\s+|gotten\s+)?(pre-?\s?approv\w*|pre-?\s?qualif\w*)/.test(t)) return 'cash';
  if (NEEDS_LENDER.some((re) => re.test(t))) return 'needs-lender';
  if (PREAPPROVED.test(t)) return 'preapproved';
  if (cash) return 'cash';
  if (expecting) {
    if (
      /^\s*(no|nope|nah|not yet|not really|no we'?re not|we'?re not|i'?m not|not at the moment)\b/.test(t) ||
      /\blender\b.*\bhelp\b|\bhelp\b.*\blender\b/.test(t)
    )
      return 'needs-lender';
    if (/^\s*(yes|yep|yeah|yup|sure|we are|i am|we have|i have|already)\b/.test(t)) return 'preapproved';
  }
  return null;
}

/**
 * Bedrooms: "3 bed", "3br", "3bd/2ba", "a 3/2", "3-4 bedrooms" (the smaller:
 * the requirement), "studio" (0), or a bare "4" right after the bedrooms
 * question.
 */
const BEDS =
  '(?:bed(?:room)?s?|bedrms?|bdrms?|bdr|brs?|bds?|b\\/r|bed rooms?|cuartos?|rec[aá]maras?|habitaciones|habitaci[oó]n|dormitorios?|chambres?|phòng ngủ|phong ngu)';
// Spanish counts before a Spanish word for bedrooms ("dos recámaras"), as digits.
const SPANISH_COUNTS: Record<string, string> = { una: '1', un: '1', dos: '2', tres: '3', cuatro: '4', cinco: '5', seis: '6' };
export function extractBedrooms(message: string, expecting = false): number | null {
  const t = message
    .toLowerCase()
    .replace(/\b(una|un|dos|tres|cuatro|cinco|seis)(?=\s+(cuartos?|rec[aá]maras?|habitaciones|habitaci[oó]n|dormitorios?)\b)/g, (w) => SPANISH_COUNTS[w] ?? w);
  if (/\bstudio\b/.test(t)) return 0;
  // The bedrooms of the home left ("outgrown our 2-bedroom", "downsizing from our 4br") when another count is named.
  const sought = withoutHomeLeft(t);
  if (sought !== t) return bedroomsIn(sought, expecting) ?? bedroomsIn(t, expecting);
  return bedroomsIn(t, expecting);
}

function bedroomsIn(t: string, expecting: boolean): number | null {
  const range = t.match(new RegExp(`\\b(\\d{1,2})\\s*(?:-|–|to|or)\\s*(\\d{1,2})\\s*\\+?\\s*-?\\s*${BEDS}\\b`));
  const one = t.match(new RegExp(`\\b(\\d{1,2}|one|a|single)\\s*(?:\\+|or more|or plus|plus)?\\s*-?\\s*${BEDS}(?![a-z])`));
  // "3/2", "4/2.5": beds/baths, not a date (no year after it, baths ≤ 6).
  // Form-style: "Beds: 4", "bedrooms - 3+".
  const labelled = t.match(new RegExp(`\\b${BEDS}\\s*[:=-]\\s*(\\d{1,2})\\b`));
  // "3/2s" is the plural of the layout.
  // Not a date to be done by ("move by 3/1").
  const slash = t.match(/(?<!\b(?:by|before|until|till|on|after)\s+)\b([1-9])\s*\/\s*([1-6](?:\.5)?)(?:'?s)?\b(?!\s*\/)(?!\s*(am|pm|at\b))/);
  // "how many bedrooms? we need at least 3": a bare count closing the message right after the lead names bedrooms.
  const after = t.match(
    new RegExp(`${BEDS}\\b[^.!\\d]{0,6}[?.!]\\s*(?:we|i)?\\s*(?:need|want|would like)?\\s*(?:at least|minimum|min)?\\s*(\\d{1,2})\\s*[.!]?\\s*$`),
  );
  const m =
    range?.[1] ??
    one?.[1] ??
    labelled?.[1] ??
    slash?.[1] ??
    after?.[1] ??
    (expecting ? t.match(/^\s*(?:maybe |at least |about )?(\d{1,2})\s*\+?\s*[.!]?\s*$/)?.[1] : undefined);
  if (!m) return null;
  const n = /^(one|a|single)$/.test(m) ? 1 : Number(m);
  return n <= 20 ? n : null;
}
