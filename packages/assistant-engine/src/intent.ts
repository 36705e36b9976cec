import type { AssistantIntent, Budget } from '@leadnest/contracts';

/**
 * What the lead wants to do. The order of the tests is the point: the more
 * specific phrase wins.
 *  1. A lead who says they want to sell is a seller even if they also ask
 *     what the home is worth; "what would it sell for" alone is a valuation.
 *  2. Buying or holding homes for income ("buy a rental", "fix and flip",
 *     "own 3 rentals") is investing.
 *  3. The rental side is `rent`, for either party: a tenant looking, or an
 *     owner leasing out their own home or looking for a tenant.
 *  4. Their current situation ("currently renting", "our lease ends in
 *     April") is not what they want next.
 */
const SELL_PLAN =
  /\b(get rid of (my|our|the|a) (\w+ )?(home|house|place|condo|townho(use|me)|property)|(need|want|have) to (get rid of|unload)|(want|wanna|wants|looking|plan(ning)?|thinking( about| of)?|need|needs|going|ready|trying|hoping|like|considering|have) (to )?(sell|list)\b|selling (my|our|the|a)\b|sell (my|our|the) (\w+ )?(first|before|fast|quickly|asap)|list(ing)? (my|our|the) (home|house|place|condo|townhouse|property)|(put|putting|get|getting) (my|our|the) (\w+ )?(on the market|listed)|for sale by owner|fsbo)\b/;
// "Worth" only of the lead's own home: "is it worth the price?" is not a valuation.
const VALUATION =
  /\b((my|our) (\w+ ){0,3}(is |be |'?s )?worth|worth\?|(home|house|property|condo|townhouse) (value|valuation|worth)|valuation|apprais\w*|cma|comps|what('?s| is) (my|our) (\w+ ){0,2}value|(sell|go|list) for|(what|how much) (could|can|would|will|might|should) (i|we) (get|ask|list)|get for (my|our)|cu[aá]nto vale|valor de (mi|nuestra))\b/;
const SELL = /\b(sell|selling|sale of my|seller|vender|vendo|vendemos|venta de (mi|nuestra))\b/;
// Buying or holding homes for their rent. "Rental property" alone is not
// here: an owner who needs a tenant for one is on the rental side.
const INVEST =
  /\b(invest(ing|ment|ments|or|ors)?|inversionistas?|inversi[oó]n|flips?|flipping|fix[- ](and|&|n)[- ]flip|cash[- ]flow|cap rate|\broi\b|portfolio|income propert(y|ies)|1031|house hack\w*|(own|have|add|buying|buy) (a few |some |more |another |\d+ )?rentals?( (units?|propert(y|ies)|homes?|houses?))?|(buy|buying|purchase|purchasing)\w* .{0,30}\b(rental propert(y|ies)|rentals?|to rent( it| them)? out|to lease( it)? out|airbnb|short[- ]term rental)|live in one (side|unit|half) and rent)\b/;
// The rental side: a tenant, or an owner leasing their own home out. Comes
// before "rental properties" (investing) and buying words.
const LANDLORD =
  /\b((rent|lease|renting|leasing)( it| them)? out|(rent|lease|renting|leasing) (my|our) (\w+ )?(house|home|condo|townho(use|me)|place|property|apartment|apt|unit|duplex|basement|casa)|(need|needs|find|finding|get|getting|looking for)( a| an| new| good)* tenants?|tenants? for (my|our|a|the)|landlords? here|i'?m a landlord|we'?re landlords|(im|i'?m|we'?re|as) a tenant|tenant here|(my|our) landlords?|rentar (mi|nuestra) casa)\b/;
// Describing where they live now, not what they want.
const CURRENTLY_RENTING =
  /\b(currently (rent(ing)?|leas(e|ing))|tired of renting|stop renting|renting now|done renting|(we |i )?rent (rn|right now|now)|(my|our|the) (current )?lease (is|ends|expires|runs|will|up)|lease (is )?(up|ends|expires)|rent(ing)? (right )?now but)\b/;
const RENT =
  /\b(to rent|for rent|renting|rent (an?|the|this|that|it|something|one|month)|the rent|rent (is|on|for)|rentals?|lease|leasing|for lease|tenant|rentar|renta|alquil\w*|arrendar)\b/;
// Asking after a listing ("is the house on Elm still available?", "is 12 Oak still for sale?") is a buyer's question.
const LISTING_QUESTION =
  /\b(still (available|for sale|on the market|listed)|(is|was) (it|this|that) sold|under contract yet|(calling|texting|writing|asking|reaching out) about (the|this|that|your) (\w+ )?(listing|house|home|condo|townho(use|me)|property|place)|saw (the|your) (listing|ad|sign))\b/;
const BUY =
  /\b(buy|buying|buyer|buyers|own (a|my|our) (own )?(home|house|place)|to own\b|purchas(e|ing)|first[- ]time|first (home|house)|house hunting|home shopping|relocat(e|ing)|moving to|move to|pre-?\s?approved|in the market for|comprar|compramos|compra de)\b/;
// "Looking for a 3 bed", "interested in the house on Elm": a home is sought.
const SEEKING =
  /\b(looking (for|at|in)|interested in|searching for|shopping for|want|wants|need|needs|find|show me|busco|buscamos|buscando|necesito|necesitamos|queremos|quiero)\b.{0,40}\b(homes?|houses?|condos?|townho(use|me)s?|apartments?|apts?|land|lots?|propert(y|ies)|places?|ranch|duplex\w*|casas?|apartamentos?|departamentos?|\d\s*\/\s*\d|\d+\s*(bed|br|bd)\w*)\b/;
// Someone else's sale ("my landlord is selling"), or a sale ruled out ("instead of selling").
const LANDLORD_SELLS = /\b((my|our|the) landlords?) (is |are )?(selling|sold)\w*( the \w+)?/g;
const RULED_OUT = /\b(instead of|rather than|not|without) (selling|buying)( it)?\b/g;

// "2k a month" is rent; "moving in a month" is a time frame.
const PER_MONTH = /\b(a|per|each|\/)\s*(month|mo|mth)\b/;
const WITHIN_A_MONTH = /\b(in|within|for|about|than|like|over|under|next|after|before|by)\s+(a|one)\s+(month|mo|mth)\b/g;

export function extractIntent(message: string): AssistantIntent | null {
  const t = message.toLowerCase().replace(LANDLORD_SELLS, '$1').replace(RULED_OUT, ' ');
  if (SELL_PLAN.test(t)) return 'sell';
  if (VALUATION.test(t) && !/\b(buy|buying|purchase)\b/.test(t)) return 'valuation';
  if (SELL.test(t) && !/\bsell(ing)? for\b/.test(t)) return 'sell';
  if (INVEST.test(t)) return 'invest';
  if (LANDLORD.test(t)) return 'rent';
  const current = CURRENTLY_RENTING.test(t);
  if (BUY.test(t)) return 'buy';
  if (LISTING_QUESTION.test(t) && !/\b(apartments?|apts?|for rent|for lease)\b/.test(t)) return 'buy';
  const rest = current ? t.replace(CURRENTLY_RENTING, ' ') : t;
  if (RENT.test(rest)) return 'rent';
  // An apartment sought, or a monthly figure, is a rental.
  if (SEEKING.test(rest))
    return PER_MONTH.test(rest.replace(WITHIN_A_MONTH, ' ')) || /\bmonthly|\b(apartments?|apts?|apartamentos?|departamentos?)\b/.test(rest) ? 'rent' : 'buy';
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
  if (PER_MONTH.test(t.replace(WITHIN_A_MONTH, ' ')) || /\bmonthly\b|\/mo\b/.test(t)) return 'rent';
  const top = budget.max ?? budget.min ?? 0;
  return top >= 50_000 ? 'buy' : null;
}
