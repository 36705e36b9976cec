/**
 * A request to see a home: a tour, a visit, a showing, a walk-through, an
 * open house, with or without a time ("can I come see it?", "book me a
 * viewing", "podemos ver la casa?"). It counts as a showing request even
 * without a time: the assistant then offers times (or asks for one when the
 * calendar is off) instead of asking qualifying questions first.
 *
 * Not a tour: "see you then", "let me see", "we'll see", "see what's out
 * there", "listings to look at": seeing is only a tour when its object is
 * the home (it, the place, the condo…) or inside it. Nor is a showing called
 * off, "stop showing me condos", the open house where the lead met the
 * agent, "what can I get in Midtown", or browsing ("looking at homes").
 */
const HOME =
  '(it|them|this|that|the \\w+|this \\w+|that \\w+|(the )?(house|home|condo|townho(use|me)|apartment|apt|unit|place|property|listing|ranch|duplex|loft|one)s?|some (houses|homes|places|properties)|a few (houses|homes|places|properties)|\\d+ (or \\d+ )?(more |other )?(houses|homes|places|properties)|inside|in person|\\d+ [a-z]+( (st|street|ave|avenue|rd|road|dr|drive|ln|lane|blvd|way|ct|court|pl|place|cir|circle))?)';
const HOME_OBJECT = new RegExp(`^${HOME}\\b`);
// "Look at buying a condo", "look at the numbers": a plan or figures considered, no home seen.
const NOT_HOME =
  /^(you|what|how|if|whether|ya|u|buying|purchasing|renting|selling|listing|getting|moving|options|prices|rates|financing|the (numbers|market|options|prices|rates|comps))\b/;
// "Looking at 4 bed, up to 620": the size they consider, not a home to see ("want to see 3 bedroom homes" is one).
const SIZE_LOOKED_AT = /^\d+\s*-?\s*(bed(room)?s?|brs?|bds?|baths?|k)\b/;
const TOUR_WORDS =
  /\b(tours?|touring|viewings?|showings?|walk[- ]?(through|thru)s?|open houses?|private showing)\b(?!.{0,12}\b(virtual|video|3d|online)\b)|\b(virtual|video|3d|online) tours?\b/;
const VISIT =
  /\b(visit|come by|stop by|swing by|drop by|pop by|pop in|come (and |to )?(see|look)|go inside|(?<!what (can|could|would|will|do) (i|we|you) )get (in|inside)( to see)?|get into (it|the \w+|that \w+|this \w+|\d+ [a-z]+)|(get|lay|put) (my |our )?eyes on|take a (look|peek)|have a (look|peek)|get a look|peek inside|check (it|this|that|the \w+|this \w+) out|check out (the|this|that) (\w+ )?(house|home|place|condo|townho\w+|apartment|apt|unit|property|listing))\b/;
const SPANISH =
  /\b(ver|visitar|conocer) (la|el|las|los|esa|ese|esta|este) (casa|apartamento|depa|departamento|propiedad|condo|townhouse)s?\b|\b(puedo|podemos|quiero|queremos) (ver|visitar)(la|lo)?\b/;

// Words of a tour that ask for none: a showing called off, "stop showing me condos" (showing as a verb),
// the open house where the lead met the agent, "starting to look at houses" (browsing, no home in mind).
const NOT_A_REQUEST =
  /\b(cancel+(ing|ed)?|call(ing)? off|can'?t make)\s+(my|our|the|this|that|tomorrow'?s|today'?s)?\s*(\w+'?s\s+)?(showings?|tours?|viewings?|visit|appointment)\b|\bshowing (me|us|him|her|them)\b|\b(from|went to|came to|attended|visited|was at|were at|met (you |u )?at|saw (you |u |it )?at)\s+(the|your|ur|an|that)\s+open house\b|\blook(ing)? at (houses|homes|places|properties|listings|condos|townhomes|townhouses)\b(?![^.?!]{0,20}\b(\w+day|tomorrow|weekend|today|tonight)\b)/g;

// A visit refused or called off: "not ready to tour yet", "not interested in a showing yet", "no tour thanks",
// "not touring yet", "I don't want to see it in person", "cancel my showing".
const REFUSED =
  /\bnot (ready for|interested in|looking for|up for) (a |any )?(showings?|tours?|viewings?|visits?)\b|\bno (tours?|showings?|viewings?|visits?)\b(?= (yet|thanks|thank you|for now|please|right now|needed)\b|\s*[.,!]|\s*$)|\bnot (touring|viewing|visiting)( (yet|anything|any|right now|for now))?\b|\b(not ready to|(do ?n'?t|do not|no longer|won'?t|not going to|never) (want|need|wanna|plan)( to)?|no need to|not (looking|planning) to)\s+(a |to )?(tour|see (it|the \w+|this \w+|that \w+|them|homes|houses|places)|view|visit|look at|showing|viewing|come by)\b|\b(cancel+(ing|ed)?|call(ing)? off|scratch)\s+(my|our|the|this|that|tomorrow'?s|today'?s)?\s*(\w+'?s\s+)?(showings?|tours?|viewings?|visit|appointment)\b|\bnot at the point of (seeing|touring|viewing|visiting)\b/;

/** Whether the lead refuses a visit or calls one off: what they asked to see before no longer stands. */
export const refusesShowing = (message: string): boolean => REFUSED.test(message.toLowerCase().replace(/[’]/g, "'"));

// Stopping by somewhere else ("I'll stop by the office to drop off the papers") is an errand, not a visit.
export const ERRAND =
  /\b(stop|swing|drop|come|pop) by (the |your |my |our )?(office|bank|store|brokerage|title company|lender|school|gym|church|post office|dealership|dmv)\b/g;

export function wantsTour(message: string): boolean {
  if (refusesShowing(message)) return false;
  const t = message.toLowerCase().replace(NOT_A_REQUEST, ' ').replace(ERRAND, ' ');
  // "when can we look?": a visit asked for; so is one moved to another time ("can we reschedule to saturday?").
  if (/\bwhen (can|could) (i|we) (look|come look|come see|see|view)\b/.test(t)) return true;
  if (/\b(re-?schedule|move (it|the (showing|tour|visit|viewing))|push (it|the (showing|tour|visit|viewing))( back)?)\s+(to|for|till|until)\b/.test(t))
    return true;
  if (/\b(virtual|video|3d|online) tours?\b/.test(t)) return false;
  if (TOUR_WORDS.test(t) || VISIT.test(t) || SPANISH.test(t)) return true;
  // "see it", "view the condo", "look at the house", "show us the townhouse".
  for (const m of t.matchAll(/\b(see|seeing|view|viewing|look at|looking at|show (me|us)|stop at)\s+(.{0,40})/g)) {
    const object = m[3] ?? '';
    const before = t.slice(Math.max(0, (m.index ?? 0) - 12), m.index ?? 0);
    if (/\b(let me|lemme|let's|lets|we'?ll|i'?ll)\s*$/.test(before)) continue;
    if (NOT_HOME.test(object) || (/^look/.test(m[1] ?? '') && SIZE_LOOKED_AT.test(object))) continue;
    if (HOME_OBJECT.test(object)) return true;
  }
  return false;
}
