import type { AssistantIntent, Budget } from '@leadnest/contracts';

/**
 * What the lead wants to do. The order of the tests is the point: the more
 * specific phrase wins.
 *  1. A lead who says they want to sell is a seller even if they also ask
 *     what the home is worth; "what would it sell for" alone is a valuation.
 *  2. Owning or buying rentals ("rental properties", "rent it out", "fix and
 *     flip") is investing, not renting.
 *  3. Their current situation ("currently renting", "our lease ends in
 *     April") is not what they want next.
 */
const SELL_PLAN =
  /\b((want|wanna|wants|looking|plan(ning)?|thinking( about| of)?|need|needs|going|ready|trying|hoping|like|considering|have) (to )?(sell|list)\b|selling (my|our|the|a)\b|sell (my|our|the) (\w+ )?(first|before|fast|quickly|asap)|list(ing)? (my|our|the) (home|house|place|condo|townhouse|property)|(put|putting|get|getting) (my|our|the) (\w+ )?(on the market|listed)|for sale by owner|fsbo)\b/;
// "Worth" only of the lead's own home: "is it worth the price?" is not a valuation.
const VALUATION =
  /\b((my|our) (\w+ ){0,3}(is |be |'?s )?worth|worth\?|(home|house|property|condo|townhouse) (value|valuation|worth)|valuation|apprais\w*|cma|comps|what('?s| is) (my|our) (\w+ ){0,2}value|(sell|go|list) for|(what|how much) (could|can|would|will|might|should) (i|we) (get|ask|list)|get for (my|our))\b/;
const SELL = /\b(sell|selling|sale of my|seller)\b/;
const INVEST =
  /\b(invest(ing|ment|ments|or|ors)?|rental propert(y|ies)|rentals|(buy|own|have|add|purchase)\w* (a |another |some |more )?rental|flips?|flipping|fix[- ](and|&|n)[- ]flip|cash[- ]flow|cap rate|\broi\b|portfolio|income propert(y|ies)|rent (it|them|this|that|my \w+|out)|rent(ing)? out|tenants?|airbnb|short[- ]term rental|1031|house hack\w*|landlord)\b/;
// Describing where they live now, not what they want.
const CURRENTLY_RENTING = /\b(currently rent(ing)?|tired of renting|stop renting|renting now|done renting|(my|our|the) (current )?lease (is|ends|expires|runs|will|up)|lease (is )?(up|ends|expires)|rent(ing)? (right )?now but)\b/;
const RENT = /\b(to rent|for rent|renting|rent an?|rent a|lease|leasing|rental|for lease|tenant)\b/;
const BUY =
  /\b(buy|buying|buyer|buyers|purchas(e|ing)|first[- ]time|first (home|house)|house hunting|home shopping|relocat(e|ing)|moving to|move to|pre-?\s?approved|in the market for)\b/;
// "Looking for a 3 bed", "interested in the house on Elm": a home is sought.
const SEEKING =
  /\b(looking (for|at|in)|interested in|searching for|shopping for|want|wants|need|needs|find|show me)\b.{0,40}\b(homes?|houses?|condos?|townho(use|me)s?|apartments?|apts?|land|lots?|propert(y|ies)|places?|ranch|duplex\w*|\d\s*\/\s*\d|\d+\s*(bed|br|bd)\w*)\b/;

export function extractIntent(message: string): AssistantIntent | null {
  const t = message.toLowerCase();
  if (SELL_PLAN.test(t)) return 'sell';
  if (VALUATION.test(t) && !/\b(buy|buying|purchase)\b/.test(t)) return 'valuation';
  if (SELL.test(t) && !/\bsell(ing)? for\b/.test(t)) return 'sell';
  if (INVEST.test(t)) return 'invest';
  const current = CURRENTLY_RENTING.test(t);
  if (BUY.test(t)) return 'buy';
  const rest = current ? t.replace(CURRENTLY_RENTING, ' ') : t;
  if (RENT.test(rest)) return 'rent';
  if (SEEKING.test(rest)) return /\b(a|per|\/)\s*(month|mo)\b|monthly/.test(rest) ? 'rent' : 'buy';
  return null;
}

/**
 * When the message says no intent but its money does: a monthly budget
 * is rent, a sale-sized one (≥ 50k) is a purchase. Only used while the
 * intent is still unknown.
 */
export function intentFromBudget(message: string, budget: Budget | null): AssistantIntent | null {
  if (!budget) return null;
  const t = message.toLowerCase();
  if (/\b(a|per|each|\/)\s*(month|mo|mth)\b|\bmonthly\b|\/mo\b/.test(t)) return 'rent';
  const top = budget.max ?? budget.min ?? 0;
  return top >= 50_000 ? 'buy' : null;
}
