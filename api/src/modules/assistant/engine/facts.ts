import type { AssistantFinancing, AssistantIntent, PropertyType } from '@leadnest/contracts';

/**
 * Small extractors for one fact each. The order of the tests inside each is
 * the point: the more specific phrase wins ("not pre-approved" before
 * "pre-approved", "rental property" before "rent").
 */
export function extractIntent(message: string): AssistantIntent | null {
  const t = message.toLowerCase();
  if (/\b(what('?s| is) my (home|house|place|condo|property) worth|worth\b.*\b(home|house|place)|(home|house|property) (value|valuation)|valuation|apprais|\bcma\b|how much (is|could|would|can) (i|we|my)\b.*\b(get|worth|sell))/.test(t)) return 'valuation';
  if (/\b(sell|selling|sale of my|list(ing)? my|put my (house|home|condo) on the market)\b/.test(t)) return 'sell';
  if (/\b(invest(ing|ment|or)?|rental propert(y|ies)|flip(ping)?|cash flow|portfolio|income property|rent (it )?out)\b/.test(t)) return 'invest';
  if (/\b(currently rent(ing)?|tired of renting|stop renting|renting now)\b/.test(t)) return 'buy';
  if (/\b(to rent|for rent|renting|rent an?|lease|leasing|rental)\b/.test(t)) return 'rent';
  if (/\b(buy(ing|er|ers)?|purchas(e|ing)|first (home|house)|looking for an? (home|house|condo|townhouse|place)|house hunting|relocat(e|ing)|moving to|pre-?approved)\b/.test(t)) return 'buy';
  return null;
}

export function extractPropertyType(message: string): PropertyType | null {
  const t = message.toLowerCase();
  if (/\b(multi-?\s?family|duplex|triplex|fourplex|quadplex|4-?plex|multi-?unit)\b/.test(t)) return 'multi-family';
  if (/\b(town\s?(house|home)s?|row\s?house)\b/.test(t)) return 'townhouse';
  if (/\b(condo(minium)?s?)\b/.test(t)) return 'condo';
  if (/\b(mobile|manufactured) homes?\b/.test(t)) return 'mobile-home';
  if (/\b(land|lot|acre(s|age)?|parcel)\b/.test(t) && !/\ba lot\b/.test(t)) return 'land';
  if (/\b(commercial|office space|retail space|warehouse)\b/.test(t)) return 'commercial';
  if (/\b(apartment|apt|studio|loft)\b/.test(t)) return 'apartment';
  if (/\b(single[- ]family|houses?|detached|ranch|bungalow|colonial|cape cod|craftsman)\b/.test(t)) return 'house';
  return null;
}

export function extractFinancing(message: string): AssistantFinancing | null {
  const t = message.toLowerCase();
  if (/\b(not|haven'?t|have not|aren'?t|isn'?t|no|need to get|want to get|get)\s+(been\s+|yet\s+|gotten\s+)?(pre-?\s?approved|pre-?\s?qualified)/.test(t)) return 'needs-lender';
  if (/\b(need|looking for|recommend|find|want)\b.{0,20}\b(lender|mortgage|loan|financing|broker)\b/.test(t)) return 'needs-lender';
  if (/\b(pre-?\s?approv(ed|al)|pre-?\s?qualified|approved for|have (a )?(mortgage|loan) (approval|lined up)|financing (is )?(lined up|in place|ready))\b/.test(t)) return 'preapproved';
  if (/\b(all[- ]cash|cash (buyer|offer|purchase)|paying (in )?cash|pay (in |with )?cash|in cash|with cash)\b/.test(t)) return 'cash';
  return null;
}

export function extractBedrooms(message: string): number | null {
  const t = message.toLowerCase();
  if (/\bstudio\b/.test(t)) return 0;
  const m = t.match(/\b(\d{1,2}|one|a|single)\s*(?:\+\s*)?(?:-\s*)?(?:bed(room)?s?|br|bd|bdr|bdrm|bedroom)\b/);
  if (!m?.[1]) return null;
  const n = /^(one|a|single)$/.test(m[1]) ? 1 : Number(m[1]);
  return n <= 20 ? n : null;
}

const NOT_PLACES = new Set(
  'i a the my our an cash person january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday spring summer fall autumn winter person town area city market morning afternoon evening the'.split(' '),
);

/**
 * Areas: the agent's service areas named anywhere (any case), plus a
 * capitalised place after "in", "near", "around" or "close to" ("a condo in
 * Buckhead"). A service area keeps the agent's own spelling.
 */
export function extractAreas(message: string, serviceAreas: string[]): string[] {
  const found: string[] = [];
  const lower = message.toLowerCase();
  for (const area of serviceAreas) {
    const a = area.trim();
    if (a && new RegExp(`\\b${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(lower)) found.push(a);
  }
  for (const m of message.matchAll(/\b(?:in|near|around|close to|by)\s+((?:[A-Z][\w'.-]*)(?:\s+[A-Z][\w'.-]*){0,2})/g)) {
    const place = (m[1] ?? '').replace(/[.,!?]+$/, '');
    const first = place.split(/\s+/)[0]?.toLowerCase() ?? '';
    if (!place || NOT_PLACES.has(first)) continue;
    const known = serviceAreas.find((a) => a.toLowerCase() === place.toLowerCase());
    found.push(known ?? place);
  }
  const seen = new Set<string>();
  return found.filter((a) => !seen.has(a.toLowerCase()) && seen.add(a.toLowerCase()));
}
