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
// Words that follow "I'm" but are not names.
const NOT_NAMES = new Set(
  'a an the just looking interested selling buying moving not so very really pre preapproved pre-approved ready thinking hoping trying new here from in at on available free open also currently planning relocating curious wondering good fine ok okay sorry glad happy done back still only married single retired'.split(' '),
);

const titleCase = (s: string) => s.replace(/\b([a-z])([a-z'-]*)/gi, (_m, a: string, b: string) => a.toUpperCase() + b.toLowerCase());

export function extractContact(message: string, expectingContact = false): ContactFound {
  let rest = message;
  const found: ContactFound = { rest };
  const email = rest.match(EMAIL);
  if (email) {
    found.email = email[0].toLowerCase();
    rest = rest.replace(email[0], ' ');
  }
  const phone = rest.match(PHONE);
  if (phone) {
    found.phone = `+1${phone[1]}${phone[2]}${phone[3]}`;
    rest = rest.replace(phone[0], ' ');
  }
  found.rest = rest;

  const said = rest.match(/\b(?:my name is|my name's|name is|name's)\s+([a-z][a-z'-]+(?:\s+[a-z][a-z'-]+)?)/i);
  const intro = rest.match(/\b(?:I'?m|I am|this is|it'?s)\s+([A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?)/);
  const callMe = rest.match(/\bcall me\s+([A-Z][a-z'-]+)\b/);
  let name = said?.[1] ? trimTail(said[1]) : (intro?.[1] ?? callMe?.[1]);
  if (name && NOT_NAMES.has(name.split(/\s+/)[0]?.toLowerCase() ?? '')) name = undefined;

  // Answering "what's your name and number?" with just "Dana Cole, 404…".
  if (!name && expectingContact) {
    const words = rest.replace(/[^A-Za-z'\s-]/g, ' ').trim().split(/\s+/).filter(Boolean);
    if (words.length >= 1 && words.length <= 3 && words.every((w) => !NOT_NAMES.has(w.toLowerCase()) && !/^(and|or|is|my|me|email|phone|number|at|it|yes|no|sure)$/i.test(w))) name = words.join(' ');
  }
  if (name) found.name = titleCase(name.trim());
  return found;
}

/** "my name is dana and I want…": keep only the words that belong to the name. */
function trimTail(s: string): string {
  const words = s.split(/\s+/);
  return words[1] && /^(and|i|my|from|here|but|so|looking)$/i.test(words[1]) ? (words[0] ?? s) : s;
}
