import type { AssistantFinancing, PropertyType } from '@leadnest/contracts';

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
    /\b(multi-?\s?family|duplex(es)?|triplex(es)?|fourplex(es)?|quadplex(es)?|[2-4]-?plex(es)?|multi-?\s?units?|\d+[- ]units?( building)?|apartment (building|complex)|small apartment building)\b/,
  ],
  ['townhouse', /\b(town\s?(house|home)s?|row\s?(house|home)s?|rowhouses?)\b/],
  ['condo', /\b(condo(minium)?s?|penthouse|high[- ]rise)\b/],
  ['mobile-home', /\b((mobile|manufactured|modular) homes?|trailer( home)?s?|double[- ]wide|single[- ]wide)\b/],
  ['land', /\b(land|lots?(?! of)|acre(s|age)?|parcels?|build(ing)? (site|lot)|vacant)\b/],
  ['commercial', /\b(commercial|office( space)?s?|retail( space)?|warehouses?|storefront|restaurant space|industrial)\b/],
  ['apartment', /\b(apartments?|apts?|studio|loft|flat|apartamentos?|departamentos?|depas?)\b/],
  ['house', /\b(single[- ]family|sfh|sfr|houses?|detached|ranch|bungalow|colonial|cape cod|craftsman|split[- ]level|farmhouse|cottage|victorian|casas?)\b/],
];

export function extractPropertyType(message: string): PropertyType | null {
  // An open house is an event, not a type of home.
  const t = message.toLowerCase().replace(/\bopen hou?ses?\b/g, ' ');
  let best: { type: PropertyType; at: number } | null = null;
  for (const [type, re] of TYPES) {
    const at = t.search(re);
    if (at >= 0 && (!best || at < best.at)) best = { type, at };
  }
  // "Home office" and "office hours" are not commercial property.
  if (best?.type === 'commercial' && /\b(home office|office hours|your office|the office)\b/.test(t)) return null;
  return best?.type ?? null;
}

// Negated pre-approval or a lender still to be found, checked before the positives.
const NEEDS_LENDER = [
  /\b(not|haven'?t|havent|have not|aren'?t|arent|isn'?t|no|never|didn'?t|need to( get)?|want to get|get|getting)\s+(been\s+|yet\s+|gotten\s+|got\s+|even\s+)?(pre-?\s?approv\w*|pre-?\s?qualif\w*|approved)/,
  /\b(haven'?t|havent|have not|didn'?t|not yet)\b.{0,30}\b(lender|bank|mortgage|loan|financing)\b/,
  /\b(need|needs|looking for|recommend|find|want|help( me)?( with)?|suggest|know any|know a|refer)\b.{0,30}\b(lenders?|mortgage|loans?|financing|brokers?|bank)\b/,
  /\bwill (need|be getting|get) (a )?(loan|mortgage|financing)\b/,
  /\b(no tengo|no tenemos|necesito|necesitamos|ayuda con)\b.{0,20}\b(pr[eé]stamo|hipoteca|lender|financiamiento|banco)\b/,
];
const PREAPPROVED =
  /\b(pre-?\s?aprobad[oa]s?|pre-?\s?aprobaci[oó]n|pre-?\s?approv(ed|al)|pre-?\s?qualif(ied|ication)|(already|got|been|are|we'?re|i'?m|am|is|was|were|fully) (pre-?\s?)?approved|approved for|have (a )?(mortgage|loan) (approval|lined up)|financing (is )?(lined up|in place|ready|secured)|(have|got) (our |my )?financing)\b/;
const CASH =
  /\b(en efectivo|all[- ]cash|cash (buyers?|offer|purchase|investor|deal)|paying (in |all )?cash|pay (in |with |all )?cash|in cash|with cash|cash)\b(?![- ]?(flow|out|back|value))/;

/**
 * Financing. `expecting` is true right after "Are you pre-approved, paying
 * cash, or would a lender help?", where "yes we are" and "not yet" answer it.
 */
export function extractFinancing(message: string, expecting = false): AssistantFinancing | null {
  const t = message.toLowerCase();
  if (NEEDS_LENDER.some((re) => re.test(t))) return 'needs-lender';
  if (PREAPPROVED.test(t)) return 'preapproved';
  if (CASH.test(t) && !/\b(no|not|don'?t have( the)?) cash\b/.test(t)) return 'cash';
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
const BEDS = '(?:bed(?:room)?s?|bedrms?|bdrms?|bdr|brs?|bds?|b\\/r|bed rooms?|cuartos?|rec[aá]maras?|habitaciones|habitaci[oó]n|dormitorios?)';
export function extractBedrooms(message: string, expecting = false): number | null {
  const t = message.toLowerCase();
  if (/\bstudio\b/.test(t)) return 0;
  const range = t.match(new RegExp(`\\b(\\d{1,2})\\s*(?:-|–|to|or)\\s*(\\d{1,2})\\s*\\+?\\s*-?\\s*${BEDS}\\b`));
  const one = t.match(new RegExp(`\\b(\\d{1,2}|one|a|single)\\s*\\+?\\s*-?\\s*${BEDS}(?![a-z])`));
  // "3/2", "4/2.5": beds/baths, not a date (no year after it, baths ≤ 6).
  // Form-style: "Beds: 4", "bedrooms - 3+".
  const labelled = t.match(new RegExp(`\\b${BEDS}\\s*[:=-]\\s*(\\d{1,2})\\b`));
  const slash = t.match(/\b([1-9])\s*\/\s*([1-6](?:\.5)?)\b(?!\s*\/)(?!\s*(am|pm|at\b))/);
  const m =
    range?.[1] ??
    one?.[1] ??
    labelled?.[1] ??
    slash?.[1] ??
    (expecting ? t.match(/^\s*(?:maybe |at least |about )?(\d{1,2})\s*\+?\s*[.!]?\s*$/)?.[1] : undefined);
  if (!m) return null;
  const n = /^(one|a|single)$/.test(m) ? 1 : Number(m);
  return n <= 20 ? n : null;
}
