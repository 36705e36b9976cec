/**
 * Contact details a lead types: an email, a North American phone number and
 * a name. The phone and email are cut out of the text afterwards so their
 * digits never read as a budget.
 */
export interface ContactFound {
  name?: string;
  email?: string;
  phone?: string;
  /** The message with the email and phone removed. */
  rest: string;
}

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;
const PHONE = /(?:\+?1[\s.-]?)?\(?\b(\d{3})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})\b/;
// Words that follow "I'm" / "this is" but are not names: states, plans,
// feelings, places and fillers people type there.
const NOT_NAMES = new Set(
  (
    'a an the just looking interested selling buying moving not so very really pre preapproved pre-approved ready thinking hoping trying new here from in at on ' +
    'available free open also currently planning relocating curious wondering good fine ok okay sorry glad happy done back still only married single retired ' +
    'gonna going getting wanting wanna calling texting writing reaching asking following checking messaging emailing interest interested ' +
    'definitely probably actually totally pretty super kinda sort kind about around with for to and or but if is it in out up down over under ' +
    'a first second third renting leasing an investor agent realtor buyer seller owner landlord tenant homeowner mom dad parent veteran teacher nurse ' +
    "i i'm im we we're were they they're he she everyone anyone someone nobody " +
    'concerned worried excited sure confused late early busy away out home at work traveling driving there the your you yes no hi hello hey ' +
    'great awesome perfect helpful amazing cool nice weird crazy urgent expensive cheap tired frustrated annoyed confused lost stuck'
  ).split(' '),
);
// In a bare answer, words of a reply about something else: "Thursday works"
// after slots were offered must not become a lead called Thursday Works.
const NOT_BARE_NAMES =
  /^(and|or|is|my|me|email|phone|number|at|it|yes|no|sure|works?|sounds|thanks|thank|please|one|first|second|third|last|option|morning|afternoon|evening|noon|tonight|today|tomorrow|weekend|(mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|fri|sat|sun|january|february|march|april|june|july|august|september|october|november|december|buy|sell|rent|cash|condo|house|townhouse|land)$/i;
const titleCase = (s: string) => s.replace(/\b([a-z])([a-z'-]*)/gi, (_m, a: string, b: string) => a.toUpperCase() + b.toLowerCase());

export function extractContact(message: string, expectingContact = false): ContactFound {
  let rest = message;
  const found: ContactFound = { rest };
  const email = rest.match(EMAIL);
  if (email) {
    found.email = email[0].toLowerCase();
    // A comma where it was, so "im tom, …" still reads as a name standing alone.
    rest = rest.replace(email[0], ', ');
  }
  const phone = rest.match(PHONE);
  if (phone) {
    found.phone = `+1${phone[1]}${phone[2]}${phone[3]}`;
    rest = rest.replace(phone[0], ', ');
  }
  found.rest = rest;

  const said = rest.match(/\b(?:my name is|my name's|name is|name's|mi nombre es|me llamo)\s+([a-z][a-z'-]+(?:\s+[a-z][a-z'-]+)?)/i);
  // The cue in any case ("Its Marcus", "im tom"); a capitalised name, or a
  // lower-case one only where it stands alone ("im tom, 404…", "this is dana").
  const intro = rest.match(/\b(?:[Ii]'?[Mm]|I am|[Tt]his is|[Ii]t'?s)\s+([A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?)/);
  const introLower = rest.match(/\b(?:i'?m|i am|this is)\s+([a-z][a-z'-]+(?:\s+[a-z][a-z'-]+)?)\s*(?:[,.!;:]|$|\s+(?:and|here|from)\b)/i);
  // "sam here", "Hi, Dana here": a name announcing itself at the start.
  const here = rest.match(/^\s*(?:(?:hi|hey|hello|yo)\b[\s,!.]*)?([a-z][a-z'-]+(?:\s+[a-z][a-z'-]+)?)\s+here\b/i);
  const callMe = rest.match(/\bcall me\s+([A-Z][a-z'-]+)\b/);
  let name = said?.[1] ? trimTail(said[1]) : (intro?.[1] ?? introLower?.[1] ?? here?.[1] ?? callMe?.[1]);
  const words = name?.split(/\s+/) ?? [];
  if (NOT_NAMES.has(words[0]?.toLowerCase() ?? '')) name = undefined;
  else if (words[1] && NOT_NAMES.has(words[1].toLowerCase())) name = words[0];

  // Answering "what's your name and number?" with just "Dana Cole, 404…".
  if (!name && expectingContact) {
    const words = rest
      .replace(/[^A-Za-z'\s-]/g, ' ')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    if (words.length >= 1 && words.length <= 3 && words.every((w) => !NOT_NAMES.has(w.toLowerCase()) && !NOT_BARE_NAMES.test(w))) name = words.join(' ');
  }
  if (name) found.name = titleCase(name.trim());
  return found;
}

/** "my name is dana and I want…": keep only the words that belong to the name. */
function trimTail(s: string): string {
  const words = s.split(/\s+/);
  return words[1] && /^(and|i|my|from|here|but|so|looking)$/i.test(words[1]) ? (words[0] ?? s) : s;
}
