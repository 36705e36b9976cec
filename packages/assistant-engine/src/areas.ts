/**
 * Areas the lead names, in the order they name them:
 *  - the agent's service areas, anywhere, in any case ("east atlanta
 *    village" names East Atlanta); they keep the agent's own spelling;
 *  - a capitalised place after "in", "near", "around", "close to", "moving
 *    to"… ("a condo in Smyrna"), and the places listed after it ("in
 *    Roswell or Alpharetta");
 *  - a zip code after such a word ("anything in 30307?");
 *  - when the assistant just asked which areas, the whole answer is a list
 *    of places, capitalised or not ("roswell or alpharetta").
 * Free text in lower case is not read otherwise: "looking in general" must
 * not become a place called General.
 */
const NOT_PLACES = new Set(
  (
    'i a an the my our your this that it me we us you he she they them his her their there here what which ' +
    'january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec ' +
    'monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thurs fri sat sun ' +
    'spring summer fall autumn winter today tomorrow tonight morning afternoon evening weekend ' +
    'person town area city market cash general mind advance time touch total fact particular person order addition ' +
    'stop start yes no ok okay thanks hi hello hey sure'
  ).split(' '),
);
// Words that make an answer "no place in particular" rather than a place.
const NOT_AN_ANSWER =
  /\b(not|sure|idk|dunno|know|any|anywhere|anything|everywhere|open|flexible|whatever|matter|doesn'?t|don'?t|depends|yes|no|nope|ok|okay|thanks|thank|hi|hello|hey|please|what|why|how|when|who|is|are|can|could|would|do|does|did|have|has|will|budget|bed|beds|bedrooms?|cash|buy|sell|rent|looking|want|need)\b/i;
const FILLER =
  /\b(the|area|areas|neighbou?rhoods?|side|village|somewhere|around|near|in|maybe|probably|prefer(ably)?|ideally|like|either|mostly|city|of|close to|part)\b/gi;

const ORDINALS: Record<string, string> = {
  first: '1st',
  second: '2nd',
  third: '3rd',
  fourth: '4th',
  fifth: '5th',
  sixth: '6th',
  seventh: '7th',
  eighth: '8th',
  ninth: '9th',
  tenth: '10th',
};

/**
 * How leads write a service area: its name, with ordinals as figures ("Old
 * 4th Ward"), and, for names of three words or more, the locals' initials
 * with the ordinal as a digit ("O4W") or as a letter ("OFW").
 */
function spellings(area: string): string[] {
  const words = area.toLowerCase().split(/\s+/);
  const out = [words.join(' '), words.map((w) => ORDINALS[w] ?? w).join(' ')];
  if (words.length >= 3) {
    out.push(words.map((w) => ORDINALS[w]?.replace(/\D/g, '') ?? w[0]).join(''));
    out.push(words.map((w) => w[0]).join(''));
  }
  return [...new Set(out)];
}

// An agent's areas change rarely; their patterns are built once per name.
const PATTERNS = new Map<string, RegExp[]>();
function spellingPatterns(area: string): RegExp[] {
  let res = PATTERNS.get(area);
  if (!res) {
    res = spellings(area).map((v) => new RegExp(`\\b${escape(v)}\\b`));
    if (PATTERNS.size > 5000) PATTERNS.clear();
    PATTERNS.set(area, res);
  }
  return res;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const titleCase = (s: string) => s.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase());

export function extractAreas(message: string, serviceAreas: string[], expectingAreas = false): string[] {
  const found: Array<{ name: string; at: number }> = [];
  const lower = message.toLowerCase();
  for (const area of serviceAreas) {
    const a = area.trim();
    const at = a
      ? Math.min(
          ...spellingPatterns(a)
            .map((re) => lower.search(re))
            .map((i) => (i < 0 ? Infinity : i)),
        )
      : Infinity;
    if (at !== Infinity) found.push({ name: a, at });
  }
  const known = (place: string) => serviceAreas.find((a) => a.toLowerCase() === place.toLowerCase()) ?? place;
  // The cue in any case ("Relocating to Atlanta"), the place capitalised.
  const cue = /\b(?:in|near|around|close to|by|moving to|move to|relocating to|relocate to|transferring to|outside( of)?|zip(?: code)?)\s+/g;
  for (const m of lower.matchAll(cue)) {
    const start = (m.index ?? 0) + m[0].length;
    const zip = message.slice(start).match(/^(\d{5})\b/);
    if (zip?.[1]) found.push({ name: zip[1], at: start });
    // "Roswell, Marietta or Alpharetta": a place, then more after commas, "or", "and".
    const list = message
      .slice(start)
      .match(/^((?:[A-Z][\w'.-]*)(?:\s+[A-Z][\w'.-]*){0,2})((?:\s*(?:,|\bor\b|\band\b|\/|&)\s*(?:[A-Z][\w'.-]*)(?:\s+[A-Z][\w'.-]*){0,2})*)/);
    if (!list?.[1]) continue;
    let at = start;
    for (const part of [list[1], ...(list[2] ?? '').split(/\s*(?:,|\bor\b|\band\b|\/|&)\s*/)]) {
      const place = part.replace(/[.,!?]+$/, '').trim();
      if (place && !NOT_PLACES.has(place.split(/\s+/)[0]?.toLowerCase() ?? '')) found.push({ name: known(place), at });
      at += part.length + 1;
    }
  }
  if (expectingAreas && found.length === 0) found.push(...answerAreas(message));
  found.sort((a, b) => a.at - b.at);
  const seen = new Set<string>();
  // A free-text place inside a service area's name ("Atlanta" of "East Atlanta") is that area.
  const names = found.map((f) => f.name);
  return names.filter((a) => {
    const k = a.toLowerCase();
    if (seen.has(k) || names.some((b) => b !== a && b.toLowerCase().includes(k) && serviceAreas.includes(b))) return false;
    seen.add(k);
    return true;
  });
}

/** "roswell or alpharetta", "Marietta", "near emory i guess": each place of a bare answer. */
function answerAreas(message: string): Array<{ name: string; at: number }> {
  const out: Array<{ name: string; at: number }> = [];
  let at = 0;
  for (const chunk of message.split(/\s*(?:,|;|\bor\b|\band\b|\/|&|\+)\s*/i)) {
    const words = chunk
      .replace(FILLER, ' ')
      .replace(/[^\p{L}\s'-]/gu, ' ')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    if (words.length >= 1 && words.length <= 3 && !NOT_AN_ANSWER.test(chunk) && !NOT_PLACES.has(words[0]?.toLowerCase() ?? '')) {
      out.push({ name: titleCase(words.join(' ')), at });
    }
    at += chunk.length + 1;
  }
  return out;
}
