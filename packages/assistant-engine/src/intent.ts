import type { AssistantIntent, Budget } from '@leadnest/contracts';

import { SMALL_HOME } from './budget';

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
 *     April") is not what they want next; renting named as what they want
 *     now ("rent first", "a rental") outweighs a move. Rent-to-own, a lease
 *     option and a home lived in with units rented out are purchases.
 *  5. A question about a listing (its price, whether it is available, an
 *     offer on it) is a buyer's (docs/decisions/0023-readings-settled.md:
 *     asking after a home is buying where nothing else is said).
 *  6. What is ruled out ("not looking to sell", "not interested in
 *     condos", "we're not investors"), the other party ("the seller") and a
 *     sale already made say nothing; nor does a choice between services asked.
 */
const SELL_PLAN =
  /\b(get rid of (my|our|the|a) (\w+ )?(home|house|place|condo|townho(use|me)|property)|(need|want|have) to (get rid of|unload)|(want|wanna|wants|looking|plan(ning)?|thinking( about| of)?|need|needs|going|gonna|ready|trying|hoping|like|considering|have|we'?ll|i'?ll|we will|i will) (to (sell|list)|sell|selling|listing)\b|(we'?ll|i'?ll|we will|i will|gonna|going to|might|may) list\b|selling (my|our|the|a)\b|sell (my|our|the) (\w+ )?(first|before|fast|quickly|asap)|list(ing)? (my|our|the) ([\w']+ )?(home|house|place|condo|townho(use|me)|property|duplex|land|lot)|(we'?re|i'?m|we are|i am) (listing|selling)\b|(need|needs|want|wants|have|get|gotta|got to) (it |them |my (\w+ ){1,2}|our (\w+ ){1,2}|the (\w+ ){1,2})(sold|listed)|cash offer (on|for) (my|our) (\w+ )?(house|home|place|condo|townho\w+|property)|\b(best )?time to (list|sell)\b|(put|putting|get|getting|place|placing) (my|our|the|this|that) (\w+ ){0,2}(on the market|listed|up for sale|up for grabs)|(my|our) (\w+ ){0,2}(is |will be |goes |going )(up )?for sale|for sale by owner|fsbo|list(ing)? with (you|u|your (team|office|brokerage))|(house|home|place|condo|property|townho\w+) (has|have|needs?) to (go|be sold)|(will )?(need|needs) to be sold|has to be sold|(looking for|need|want|hire|hiring|interview\w*) (a |an |new )?listing agent|expired listing|(might|may|could|will|want to|wanna) (list|sell) (it|them|mine|ours)\b|(fees?|commission|rate|charge) (for|to) (list|listing|sell|selling) (a|my|our|the) (home|house|place|condo|property))\b/;
// "Worth" only of the lead's own home: "is it worth the price?" is not a valuation.
const VALUATION =
  /\b((my|our) (\w+ ){0,5}(is |be |'?s )?worth|what (my|our|the|this) (\w+ ){0,2}(is|'s|would be) worth|worth\?|what (it'?s|it is|its|it would be|it'?d be|would it be|could it be|might it be|is it) worth|(what|how much) (could|can|would|will|might) (it|they|the (\w+ )?(house|home|place|condo|townho\w+|property)) (get|fetch|bring|go for|sell for)\b(?! (per|a|each) month)|what('?s| is) (it|the (house|home|place|property|condo)) worth|(home|house|property|condo|townhouse|place)('?s)? (value|valuation|worth)|market value|market analysis|value (my|our) (home|house|place|condo|townho(use|me)|property)|estimate (of|on|for) (my|our) |value of (my|our) |what (my|our) (\w+ ){0,5}(is|'s|would be|will be) worth|valuation|apprais\w*|cma|comps|what('?s| is) (my|our) (\w+ ){0,2}value|(?<!\b(your|the|a|mailing|email) )(sell|go|list) for|(what|how much) (could|can|would|will|might|should) (i|we) (get|ask|list)|get for (my|our)|cu[aá]nto vale|valor de (mi|nuestra)|(zillow|redfin|zestimate|realtor\.com)('s)?( estimate)? (says|has|shows|puts|estimates|values?|valued|thinks|gives)\b[^.?!]{0,25}\b(my|our)\b|(my|our) (\w+ ){0,2}(zestimate|zillow))\b/;
const SELL =
  /\b(re-?list(ing)?|(our|my) listing (expired|ran out|is expiring)|cut (our|the) (asking )?price|switch(ing)? listing agents?|(goes|going|go) live|(put|putting|get|getting) (it|the \w+|my \w+|our \w+) on the market|hits? the market|sell|selling|sale of my|seller|vender|vendo|vendemos|venta de (mi|nuestra))\b/;
// Buying or holding homes for their rent. "Rental property" alone is not
// here: an owner who needs a tenant for one is on the rental side.
const INVEST =
  /\b(invest(ing|ment|ments|or|ors)?|inversionistas?|inversi[oó]n|flips?|flipping|flippers?|distressed (propert(y|ies)|homes?|houses?|condos?)|fix[- ](and|&|n)[- ]flip|cash[- ]flow|cap rate|\broi\b|portfolio|income propert(y|ies)|1031|(?<!\b(you|u|y'?all) )(own|have|add|buying|buy) (a few |some |more |another |\d+ )?rentals?( (units?|propert(y|ies)|homes?|houses?))?|\bstr (deals?|propert\w*|investments?|market)|(our|my|first|an?|another|2nd|second) str\b|(use|rent) it (out )?as (a |an )?(vacation rental|airbnb|short[- ]term rental|str)|rental investment|(buy|buying|purchase|purchasing)\w* .{0,50}\b(rental propert(y|ies)|rentals?|to rent( it| them)? out|to lease( it)? out|airbnb|short[- ]term rental)|(want|need|looking for|get|buy) (a |an )?([\w-]+ ){0,3}(duplex|triplex|fourplex|quadplex|multi-?family|rental propert\w*|investment propert\w*)( or (a |an )?\w+)? to rent( it| them)? out|(duplex|triplex|fourplex|quadplex|multi-?family)\b[^.?!]{0,40}\b(to )?rent( it| them)? out (both|all|the other|each)|rent(ing)? (out )?(both|all) (sides|units|halves)|multi-?family (assets|portfolio)|family office|off[- ]market (deals?|propert(y|ies)|homes?|houses?)|hard[- ]money|wholesal\w*|distressed propert(y|ies)|spec (build|home|house)s?|(buy|flip|do|close) \d+(\s*(-|–|to)\s*\d+)? (houses|homes|properties|deals|doors) (a|per|each|every) (year|yr)|rentals\b[\s\S]{0,80}\b(add|adding|buy|buying) (\w+ )?more\b|commercial (building|propert(y|ies)|real estate)(?![^.?!]{0,40}\bfor (my|our) (own )?(\w+ )?(business|restaurant|company|shop|store|practice|office|salon|clinic|studio)))\b/;
// The rental side: a tenant, or an owner leasing their own home out. Comes
// before "rental properties" (investing) and buying words.
const LANDLORD =
  /\b((rent|lease|renting|leasing)( it| them)? out|(rent|lease|renting|leasing) (my|our) (\w+ )?(house|home|condo|townho(use|me)|place|property|apartment|apt|unit|duplex|basement|casa)|(need|needs|find|finding|get|getting|looking for)( a| an| new| good)* (tenants?|renters?)|tenants? for (my|our|a|the)|landlords? here|i'?m a landlord|we'?re landlords|(im|i'?m|we'?re|as) a tenant|tenant here|(my|our) landlords?|rentar (mi|nuestra) casa)\b/;
// Renting named as what they want now ("need to rent first", "a 2 bed rental") outweighs a move
// ("relocating", "moving to") or a purchase put off ("rent first before buying"). Owners renting out are LANDLORD.
const RENT_FIRST =
  /\b(rent first|renting first|rent(ing)? for now|renting for a (while|year|bit)|(need|needs|want|wants|looking|plan(ning)?|hoping|going|have|like|love|prefer) to rent\b(?! (it|them|the \w+|my \w+|our \w+) out| out)|(need|needs|want|looking for|find|finding) (a |an )?([\w/-]+ ){0,3}rental\b(?! propert| income| investment)|wanna rent\b(?! (it|them) out| out)|(need|needs|want|wants|looking for|find|finding) (a |an )?([\w/-]+ ){0,3}(apartment|apt|place|house|home|condo|unit|room|studio)s? to rent\b(?! (it|them) out| out))\b/;
const DOWNSIZING = /\bdownsiz\w*/;
const BUY_PLAN =
  /\b(need|needs|want|wants|wanna|looking|ready|plan(ning)?|hoping|going|have|decided) to (buy|purchase)\b|\b(look|looking) (at|into) (buying|purchasing)\b|\b(i'?d|we'?d|would) (like|love) to (buy|purchase)\b|\btime to buy\b/;
// Winning a home against other buyers: offers beaten or made over asking, escalation clauses, appraisal gaps covered,
// contingencies waived. An appraisal in these words is the buyer's risk, not a valuation of the lead's own home.
const OFFER_TALK =
  /\b((our|my|the|an?) offers? (got|was|were|keeps? getting) (beat|beaten|outbid|rejected|turned down)|outbid|(keep|kept|keeps) losing (on |out on )?(offers|bids|houses|homes)?|bidding wars?|(with|use|using|add|adding|include|including|put in) (an |our |my )?escalation clauses?|apprais\w* gap|(offer|offering|go|going) \$?\d+k? (over|above) (asking|list)?|waiv\w* (the )?(inspection|apprais\w*|contingenc\w*)|win(ning)? (the|a|an) (offer|bid|house|home))\b/;
// A home lived in while part of it is rented out ("a basement apt we could rent out while we live upstairs") is a purchase.
const LIVE_IN_LANDLORD =
  /\b(rent|renting|lease|leasing) (\w+ ){0,2}out while (we|i) (live|stay)\b|\bwhile (we|i) live (upstairs|downstairs|in the (main|other|front|back) (house|unit|part|side))\b/;
// Financing a purchase ("haven't talked to a lender yet", "we're paying cash", "help us get a mortgage") is a
// buyer's side; a seller's own mortgage ("we still owe on our mortgage") names none.
// Describing where they live now, not what they want.
const CURRENTLY_RENTING =
  /\b(currently (rent(ing)?|leas(e|ing))|tired of renting|stop renting|renting now|done renting|(?<!for )(we |i )?rent (rn|right now|now)|(my|our|the) (current )?lease (is|ends|expires|runs|will|up)|lease (is )?(up|ends|expires)|rent(ing)? (right )?now but)\b/;
const RENT =
  /^\W*(?:hi+ \w+\W+)?rent\b|\b((can|could) (i|we) (still )?rent|furnished (studio|apartment|apt|room|place|unit|\d\s*-?\s*(bed|br|bd)\w*|one bed\w*|two bed\w*)|month[- ]to[- ]month|sublets?|sublease|subleasing|a room in (a |an )?(shared )?(house|home|apartment|apt|townho\w+)|rent in|to rent|for rent|renting|(work with|help|for|take|accept) renters|rents|split (the )?rent|roommates?|vouchers?|(takes?|accepts?|taking|accepting) (section ?8|hcv)|rent (an?|the|this|that|it|something|one|month|under|max|budget|up to|below|around|about|\$|\d)|the rent|rent (is|on|for)|rentals?|lease|leasing|for lease|tenant|rentar|renta|alquil\w*|arrendar)\b/;
// Asking after a listing ("is the house on Elm still available?", "is 12 Oak still for sale?") is a buyer's question.
const LISTING_QUESTION =
  /\b(still (available|avail|for sale|on the market|listed)|(is|was) (it|this|that) sold|under contract yet|(calling|called|texting|texted|writing|asking|reaching out) about (the|this|that|your) (\w+ )?(listing|house|home|condo|townho(use|me)|property|place)|saw (the|your|a|that) (listing|ad|sign|for sale sign)|for sale sign|(homes?|houses?|condos?|townho(use|me)s?|propert(y|ies)|listings?|\d\s*(bed|br|bd)\w*) for sale|how much (is|for|are|does|was) (it|this|that|these|those|the|this one|that one|one on|a|\d)\b|interested in (the )?\d+ [a-z]+|(seller|sellers|owner|owners|they) (be )?(flexible|negotiable|firm) on (the )?price|what('?s| is) (the |their )?(asking |list |listing )?price|(know|tell me|get) the (asking |list )?price|price (of|on|for) (this|that|the)|what are they asking|lowest\b[^.?!]{0,30}\b(take|accept)|(cheapest|least expensive|priciest|biggest|nicest) (\w+ ){0,3}(you|u|y'?all) (got|have)|(dm|pm|text|send|message|email) (me|us) (the )?(price|asking price|details and price))\b|^\W*(\w+\W+){0,6}how much\W*$|\b(land|lots?|acreage|acres) for sale\b/;
const BUY =
  /\b((get|need|getting|find|finding) (a |an |our |my )?(mortgage|home loan|lender)|(talk|talked|talking|spoke|speak|speaking|spoken) (to|with) (a |an |our |my |some |the )?(lenders?|loan officers?|mortgage (brokers?|lenders?))|(we'?re|i'?m|we are|i am|we'?ll be|we will be|i'?ll be|we'?d be|i'?d be|we would be) paying (all )?cash|no (financing|loan|mortgage) (needed|necessary|required)|pre-?\s?approval( letter)?|pre-?\s?aprobaci[oó]n|pre-?\s?aprobad[oa]s?|buy|buying|buyer|buyers|own (a|my|our) (own )?(home|house|place)|to own\b|purchas(e|ing)|first[- ]time|first (home|house)|house hunting|home shopping|relocat(e|ing)|moving to|move to|pre-?\s?approved|in the market for|down ?payments?|(make|makes|making|put in|putting in|submit|write) (an|our|my|a) (cash |full[- ]price |written )?offer|backup offers?|(should|could|might) (just )?buy\b|(paying|pay) (all |in )?cash for (a|an|the|our|my) (\w+ )?(home|house|condo|place|property|townho\w+)|close on (a|an|the|our|my) (\w+ ){0,2}(home|house|condo|place|townho\w+|property)|(rent|lease)[- ]to[- ]own|lease[- ]options?|lease[- ]purchase|house hack\w*|liv(e|ing) in one (side|unit|half)|rate lock|lock(ed)? (in )?(our|my|a|the) rate|cash deal|(we|i) (need|have|want) to close (by|before|on|in)|downsiz\w* (into|to) (a|an)|(we'?ll|we will|i'?ll|i will|we can|i can|we'?d|i'?d) pay (all )?cash|comprar|compramos|compra de)\b/;
// "Looking for a 3 bed", "interested in the house on Elm": a home is sought.
const SEEKING =
  /\b(looking (for|at|in)|interested in|searching for|shopping for|want|wants|need|needs|find|show me|send me (whatever|what|anything|everything|all|some|any|listings)|busco|buscamos|buscando|necesito|necesitamos|queremos|quiero)\b.{0,40}\b(homes?|houses?|condos?|townho(use|me)s?|apartments?|apts?|land|lots?|propert(y|ies)|places?|ranch|cabins?|cottages?|bungalows?|duplex\w*|casas?|apartamentos?|departamentos?|condominios?|\d\s*\/\s*\d|\d+\s*(bed|br|bd)\w*)\b/;
// Someone else's sale ("my landlord is selling"), or a sale ruled out ("instead of selling").
const LANDLORD_SELLS = /\b((my|our|the) landlords?) (\w+ ){0,3}?(is |are |'s )?(selling|sold)\w*( the \w+)?/g;
const RULED_OUT =
  /\bnot sure (if|whether) (we'?re|i'?m|we are|i am|to) (sell|selling|buy|buying)\b|\bnot (buying|selling) or (buying|selling)\b|\b(instead of|rather than|not|without|(not|never|no) (looking|planning|trying|wanting|going|thinking)( to| about| of)?|no plans? to|(don'?t|do not) (want|plan|need) to) (sell|selling|buy|buying|invest|investing)( it)?\b(?!\s+(until|till|before|yet|for (another|a (few|couple)|the next|\d+|about|at least|maybe)))/g;
// The other party ("is the seller flexible?") and a sale already made ("the cash from selling our last place").
const NOT_THEIR_SALE =
  /\b((the|their|a|your) sellers?'?s?|(from|since|after) (selling|the sale of) (my|our|the) ([\w']+ )?(last|old|previous|former|parents'?|mom'?s|dad'?s|family'?s?) ?\w+|(from|since) selling|(?<=\b(cash|money|proceeds|equity|funds) )(from|after) (selling|the sale)( (of )?(my|our|the) \w+)?|(we|i) (already )?sold (my|our) (last|old|previous|former)? ?\w+)/g;
// A type ruled out ("not interested in condos") is not a home sought; "we're not investors" not an investor.
// Asking what the agent handles ("do you do rentals or just buying/selling?") is not wanting any of it.
// A choice between services is asked, not made; "can you help me find…" is a request and stays.
const SERVICES_QUESTION =
  /\b(is|was) (it|this|that|this one|that one|the \w+) (a rental|for rent|for lease) or (for sale|to buy)\b|\b(is|was) (it|this|that|this one|that one|the \w+) for sale or (for rent|a rental|for lease)\b|\b(do|does) (you|your team|y'?all|u) (do|handle|work with|deal with|cover)\b[^.?!]*\b(or|just|only)\b[^.?!]*(\?|$)|\b(do|does|can|could) (you|y'?all|u|your team) (sell|list|rent|lease|handle)\b/g;
const NOT_WANTED =
  /\b((not|never) (interested in|looking (for|at))|(don'?t|do not|doesn'?t) (want|need|like)|stop (showing|sending) (me|us)|no more|anything but|(not|n'?t) (an? )?(investors?|flippers?))\b(?:(?!\b(but|only|just|we|i|need|want|looking)\b)[^,.;!?]){0,40}/g;

// A figure of a month's rent: "$2,400", "under 1400", "max 1800" (never "1400 sq ft" or "1.4M").
const RENT_SIZED = /(?<![\d.,$])\$?[1-9],?\d{3}(?![\d,]|\.\d|\s*(k|m|mil|million|sq|square|ft|feet|thousand))/;

// "2k a month" is rent; "moving in a month" is a time frame.
const PER_MONTH = /\b(a|per|each|\/)\s*(month|mo|mth)\b/;
const WITHIN_A_MONTH = /\b(in|within|for|about|than|like|over|under|next|after|before|by)\s+(a|one)\s+(month|mo|mth)\b/g;

// A question about a home's rules on renting ("does the HOA allow short-term rentals?") says nothing of the lead's
// own side: a buyer asking it stays a buyer.
const RENTAL_RULES =
  /\b(allow|allows|allowed|permit|permits|permitted|restrict\w*|ban|bans|banned|prohibit\w*|cap on|limit on|rules? (on|about|for)|policy (on|about))\s+(short[- ]term |long[- ]term |airbnb |vacation )?(rentals?|renting|airbnbs?|leasing)\b|\b(rentals?|renting|airbnbs?|leasing) (is |are )?(allowed|permitted|ok|okay)\b/g;

// Commercial space for the lead's own use is no investment: a business they open or run ("we're opening a
// little office and want to buy a commercial building"), or space they would lease ("commercial properties for lease").
const OWN_BUSINESS =
  /\b(open|opening|start|starting|run|running|own|move|moving|expand|expanding|relocate|relocating|grow|growing) (a |an |my |our )?(little |small |new |own |second |family )*(business|office|restaurant|company|shop|store|practice|salon|clinic|studio|bakery|cafe|café|gym|daycare)\b/;
const COMMERCIAL = /\bcommercial (buildings?|propert(y|ies)|real estate|spaces?)\b/g;
const COMMERCIAL_LEASE = /\bcommercial (buildings?|propert(y|ies)|real estate|spaces?) (for|to) (lease|rent)\b/;

export function extractIntent(message: string): AssistantIntent | null {
  const t = message
    .toLowerCase()
    .replace(RENTAL_RULES, ' ')
    .replace(LANDLORD_SELLS, '$1')
    .replace(RULED_OUT, ' ')
    .replace(NOT_THEIR_SALE, ' ')
    .replace(NOT_WANTED, ' ')
    .replace(SERVICES_QUESTION, ' ')
    // Deciding between sides names none: "deciding whether to sell or rent it".
    .replace(/\b(whether|if) to (sell|buy|rent|keep)( (it|them))? or (sell|buy|rent|keep)( (it|them))?\b/g, ' ');
  const other = otherLanguage(message);
  if (other) return other;
  // A 1031 exchange sells one investment to buy another: the lead is investing, whatever they sell first.
  if (/\b1031\b/.test(t)) return 'invest';
  // Downsizing sells one home to buy a smaller one: the lead is buying ("sell our house in Buckhead and buy a condo").
  if (DOWNSIZING.test(t) && /\b(buy|buying|want|looking for|into)\b[^.?!]{0,30}\b(condo|townho\w+|home|house|place|ranch|apartment|\d\s*-?\s*(bed|br))/.test(t))
    return 'buy';
  if (SELL_PLAN.test(t)) return 'sell';
  // Someone else buying their home ("somebody wants to buy it?") or a partner bought out is no purchase of theirs;
  // rent asked for their own home ("what could we get per month?") is a landlord's question.
  const buyingTalk = t.replace(
    /\b(somebody|someone|they|he|she|a buyer|an investor|investors|people) (\w+ )?(wants?|wanted|offered|offering|trying) to buy (it|my|our)\b|\bbuy (\w+ )?out\b/g,
    ' ',
  );
  if (
    VALUATION.test(t) &&
    !/\b(buy|buying|buyers?|purchase|first[- ]time)\b/.test(buyingTalk) &&
    !OFFER_TALK.test(t) &&
    !(LANDLORD.test(t) && (PER_MONTH.test(t) || /\bmonthly\b/.test(t)))
  )
    return 'valuation';
  if (
    SELL.test(t) &&
    !/\bsell(ing)? for\b(?!\s+(about |another |a few |a couple of |the next )?(\d+|a|an|one|two|three|four|five|six|several|few|couple of)\s+(years?|months?|weeks?))/.test(
      t,
    )
  )
    return 'sell';
  if (INVEST.test(OWN_BUSINESS.test(t) || COMMERCIAL_LEASE.test(t) ? t.replace(COMMERCIAL, ' ') : t)) return 'invest';
  // A purchase said as the plan outweighs the landlord of where they rent now ("our landlord is selling, so we need to buy").
  if ((BUY_PLAN.test(t) || OFFER_TALK.test(t) || LIVE_IN_LANDLORD.test(t)) && !RENT_FIRST.test(t)) return 'buy';
  if (LANDLORD.test(t)) return 'rent';
  const current = CURRENTLY_RENTING.test(t);
  if (RENT_FIRST.test(current ? t.replace(CURRENTLY_RENTING, ' ') : t)) return 'rent';
  // A move ("relocating from Austin") names no side; an apartment or a monthly figure sought with it is a rental.
  const movingOnly = BUY.test(t) && !BUY.test(t.replace(/\b(relocat(e|ing)|moving to|move to)\b/g, ' '));
  if (movingOnly && (/\b(apartments?|apts?|studios?|rentals?|for rent|to rent|sublets?)\b/.test(t) || PER_MONTH.test(t.replace(WITHIN_A_MONTH, ' '))))
    return 'rent';
  if (BUY.test(t)) return 'buy';
  if (LISTING_QUESTION.test(t) && !/\b(apartments?|apts?|for rent|for lease|rent|rental|hoa|tax(es)?|commission|fees?)\b/.test(t)) return 'buy';
  const rest = current ? t.replace(CURRENTLY_RENTING, ' ') : t;
  if (RENT.test(rest)) return 'rent';
  // An apartment sought, or a monthly figure, is a rental.
  // A lease ending with a figure a month's rent ("my lease is up the 30th, need a 1 bed under 1400") is a renter's.
  if (SEEKING.test(rest))
    return PER_MONTH.test(rest.replace(WITHIN_A_MONTH, ' ')) ||
      /\bmonthly|\b(apartments?|apts?|apartamentos?|departamentos?)\b/.test(rest) ||
      (current && RENT_SIZED.test(rest)) ||
      (SMALL_HOME.test(rest) && RENT_SIZED.test(rest) && !/\b[5-9],?\d{3}\b/.test(rest))
      ? 'rent'
      : 'buy';
  return null;
}

// Other languages a lead writes in (French, Portuguese, Vietnamese, Chinese): their words for the sides of a move.
// Chinese has no spaces, so these are read without word edges.
const OTHER_LANGUAGES: Array<[AssistantIntent, RegExp]> = [
  ['sell', /\b(vendre (ma|mon|notre)|b[aá]n nh[aà])(?![a-z])|卖房|出售/],
  ['rent', /(\b|^)([àa] louer|louer|alugar|aluguel|thu[eê] nh[aà])(?![a-z])|租房|出租|租/],
  ['buy', /\b(acheter|achat|mua nh[aà]|mua)(?![a-z])|买房|购房|买/],
];
function otherLanguage(message: string): AssistantIntent | null {
  const t = message.toLowerCase();
  return OTHER_LANGUAGES.find(([, re]) => re.test(t))?.[0] ?? null;
}

/**
 * When the message says no intent but its money does: a monthly budget
 * is rent, a sale-sized one (≥ 50k) said of a home ("a 3 bed under 400k"),
 * with a loan, or as what the lead can spend ("1.5 mil max", "budget 600k")
 * is a purchase (docs/decisions/0023-readings-settled.md). Only used while
 * the intent is still unknown: with a buyer's intent known, a figure is a
 * budget update.
 */
const A_HOME =
  /\b(homes?|houses?|places?|condos?|townho(use|me)s?|propert(y|ies)|lots?|land|acres?|duplex\w*|ranch|bungalow|cottage|single[- ]family|\d+\s*-?\s*(bed|br|bd|bedroom)s?|\d\s*\/\s*\d(\.5)?s?|sq\.? ?ft|square feet|loan|mortgage|pre-?\s?(approv|qualif)\w*|down|looking|search(ing)?)\b/;
/** `homeNamed`: the message also names bedrooms, a type of home or an area (read by their own extractors). */
export function intentFromBudget(message: string, budget: Budget | null, homeNamed = false): AssistantIntent | null {
  if (!budget) return null;
  const t = message.toLowerCase();
  if (PER_MONTH.test(t.replace(WITHIN_A_MONTH, ' ')) || /\bmonthly\b|\/mo\b|\b(al|por) mes\b|\bmensual/.test(t)) return 'rent';
  const top = budget.max ?? budget.min ?? 0;
  // "$2,000-$2,400 for a 2 bed apartment": a month's rent for an apartment.
  if (top > 0 && top < 10_000 && (/\b(apartments?|apts?)\b/.test(t) || SMALL_HOME.test(t))) return 'rent';
  // A purchase budget said as one ("$599,999 max", "1.2m budget, cash", "approved up to 390k") is a buyer's; a
  // floor alone may be a seller's price ("at least 500 for it").
  const spending =
    /\b(budget|max|maximum|spend|afford|approved|qualified|cash|up to|under|no more than|tops|price range|the most (we|i) can|hasta|capped)\b/.test(t) &&
    !/\bfor (it|(my|our|the) (house|home|place|condo|property))\b/.test(t);
  // A ceiling or a range of a sale's size is a purchase too ("four to four fifty"); a floor alone is not.
  return top >= 50_000 && (homeNamed || A_HOME.test(t) || spending || budget.max !== undefined) ? 'buy' : null;
}
