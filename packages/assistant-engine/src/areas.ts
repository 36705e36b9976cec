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
 *  - a place in lower case after "in", "near"… when the words after it
 *    cannot go on a place's name ("in tucker we think"; area-words.ts);
 *  - capitalised places standing as one item of a comma list ("3/2,
 *    Tucker or Clarkston, 1600 max"), a county ("Henry county"), "the Inman
 *    Park listing", and after "en", "em", "ở", "在" in other languages.
 * Free text in lower case is not read otherwise: "looking in general" must
 * not become a place called General. A place the lead rules out ("not
 * Buckhead") is not one they want.
 */
import { distance } from 'fastest-levenshtein';

import { COMPASS, featureWords, lowerPlaceAt, NOT_AN_ANSWER, NOT_PLACES, placeAfterHome, STATE_NAMES, STATES, titleCase } from './area-words';
import { namesAGroup } from './compliance';

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
  // "sandy spgs", "grant pk": the short forms of a place's last word.
  const SHORT: Record<string, string> = { springs: 'spgs', park: 'pk', heights: 'hts', village: 'vlg' };
  const last = words[words.length - 1] ?? '';
  if (words.length >= 2 && SHORT[last]) out.push([...words.slice(0, -1), SHORT[last]].join(' '));
  // "east atl": the city's short name inside an area's name.
  if (words.includes('atlanta')) out.push(words.map((w) => (w === 'atlanta' ? 'atl' : w)).join(' '));
  // "EAV": the locals' initials of "<name> Village", the village of a place of two words or more.
  if (words.length >= 2) out.push(`${words.map((w) => w[0]).join('')}v`);
  return [...new Set(out)];
}

// An agent's areas change rarely; their patterns are built once per name.
const PATTERNS = new Map<string, RegExp[]>();
function spellingPatterns(area: string): RegExp[] {
  let res = PATTERNS.get(area);
  if (!res) {
    // Global, for matchAll in firstMention; search() and match()[0] read the first mention all the same.
    res = spellings(area).map((v) => new RegExp(`\\b${escape(v)}\\b`, 'g'));
    if (PATTERNS.size > 5000) PATTERNS.clear();
    PATTERNS.set(area, res);
  }
  return res;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Words that end a capitalised place where a sentence or a clause goes on: "in Midtown I think", "Decatur. We".
const NOT_IN_PLACE =
  /^(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|i|i'?m|i'?d|i'?ll|i'?ve|we|we'?re|we'?d|my|our|thanks|thank|please|pls|hi|hello|hey|and|or|but|so|asap|ok|okay|yes|no|instead|too|also|maybe|then|now|today|tonight|tomorrow|tmrw|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;
// "en"/"em"/"cerca de" (Spanish, Portuguese), "ở"/"tại" (Vietnamese) and "在" (Chinese, no space) take a capitalised place only;
// "meant" corrects one ("I meant Tucker, not Smyrna").
const CUE =
  /(?:\b(?:in|near|around|between|close to|by|moving to|move to|relocating to|relocate to|transferring to|outside(?: of)?|zip(?: code)?|looking at|considering|prefer(?:ably)?|ideally|somewhere like|like|anywhere (?:in|near)|also|maybe|either|meant|en|em|cerca de)\s+|(?<=^|\s)(?:ở|tại)\s+|在\s*)(?:the\s+)?/g;
// Cues strong enough to take a lower-case place ("in buckhead, 700k", "in acworth we think").
const STRONG_CUE = /^(?:anywhere\s+)?(?:in|near|close to|moving to|move to|relocating to|relocate to|transferring to)\b/;
const CAPITAL_RUN =
  /^([A-Z][\w'-]*(?:(?<=\b(?:St|Mt|Ft))\.|\.(?=\s+[a-z]|,|$))?(?:\s+[A-Z][\w'-]*){0,2})((?:\s*(?:,|\bor\b|\band\b|\/|&)\s*(?:maybe\s+|possibly\s+|even\s+|also\s+)?(?:[A-Z][\w'-]*)(?:(?<=\b(?:St|Mt|Ft))\.)?(?:\s+[A-Z][\w'-]*){0,2})*)/;
// The next item of a lower-case list: "in roswell or alpharetta", "in smyrna, vinings".
const LOWER_LIST_ITEM = /^\s*(?:,|\bor\b|\band\b|\/|&)\s*(?:maybe\s+|possibly\s+)?/;

/** The words of a capitalised place, without a sentence that goes on after it ("Midtown I", "Decatur. We"). */
function placeWords(part: string): string | null {
  const words = part
    .replace(/[.,!?]+$/, '')
    // "Midtown-ish": about Midtown.
    .replace(/-ish$/i, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const cut = words.findIndex(
    (w, i) =>
      i > 0 &&
      (NOT_IN_PLACE.test(w) || NOT_IN_PLACE.test(w.split('-')[0] ?? '') || (/\.$/.test(words[i - 1] ?? '') && !/^(St|Mt|Ft)\.$/.test(words[i - 1] ?? ''))),
  );
  const kept = (cut > 0 ? words.slice(0, cut) : words).map((w) => (/^(St|Mt|Ft)\.$/.test(w) ? w : w.replace(/[.]+$/, '')));
  while (kept.length > 1 && /^[A-Z]{2}$/.test(kept.at(-1) ?? '') && STATES.has(kept.at(-1)?.toLowerCase() ?? '')) kept.pop();
  // "Prefer Grant Park or East Atlanta": the cue written with a capital is not part of the place.
  while (kept.length > 1 && /^(prefer(ably)?|ideally|maybe|possibly|also|either|probably)$/i.test(kept[0] ?? '')) kept.shift();
  const first = kept[0]?.toLowerCase() ?? '';
  // One letter is a spelled name or an initial ("K, D A V I S"), never a place.
  if (
    !first ||
    first.length < 2 ||
    /^(\p{L}-){2,}\p{L}$/u.test(first) ||
    NOT_PLACES.has(first) ||
    NOT_IN_PLACE.test(first) ||
    STATES.has(first) ||
    /^\d/.test(first) ||
    namesAGroup(first) ||
    namesAGroup(first.split('-')[0] ?? '')
  )
    return null;
  // A street ("around the Oak St listing") is not an area.
  if (/\s(st|street|ave|avenue|rd|road|blvd|dr|ln|ct|pkwy|hwy)\.?$/i.test(kept.join(' '))) return null;
  return kept.join(' ');
}

const SEPARATOR = String.raw`\s*(?:,|\bor\b|\band\b|\/|&)\s*`;
const NEXT_PLACE = new RegExp(`^${SEPARATOR}(?:(?:maybe|possibly|even|also|or)\\s+)?([A-Z][\\w'-]*(?:\\s+[A-Z][\\w'-]*){0,2})`);
const PLACE_BEFORE = new RegExp(`(?:^|[^\\w'-])([A-Z][\\w'-]*(?:\\s+[A-Z][\\w'-]*){0,2})${SEPARATOR}$`);

/** A capitalised word beside a place that is a place too, not a fact written with a capital ("Decatur, Condo, Pre-approved"). */
const listable = (place: string) =>
  !STATE_NAMES.test(place) &&
  place
    .split(/\s+/)
    .every(
      (w) =>
        !/^(condos?|houses?|homes?|town(house|home)s?|apartments?|apts?|duplex(es)?|lofts?|land|lots?|cash|loan|mortgage|fha|va|usda|conventional|approved|asap|budget|beds?|bedrooms?|baths?|single|family|new|construction|please|thanks|thank|ideally|preferably|gracias|por|favor|hola|si|s[ií]|lol|haha|pets?|dogs?|cats?|section|street|st|ave|road|rd|drive|dr|lane|ln)$/i.test(
          w,
        ) &&
        !NOT_AN_ANSWER.test(w) &&
        !/(ing|ed)$/i.test(w) &&
        !/^pre-/i.test(w),
    );

/** Capitalised places in a list around a known one ([start, end) in `message`). */
function listedBeside(message: string, start: number, end: number): Array<{ name: string; at: number }> {
  const out: Array<{ name: string; at: number }> = [];
  let tail = message.slice(end);
  let at = end;
  for (let m = tail.match(NEXT_PLACE); m?.[1]; m = tail.match(NEXT_PLACE)) {
    const place = placeWords(m[1]);
    if (!place || !listable(place)) break;
    out.push({ name: place, at: at + m[0].length - m[1].length });
    at += m[0].length;
    tail = tail.slice(m[0].length);
  }
  const before = message.slice(0, start).match(PLACE_BEFORE);
  // The first word of a sentence is capitalised whatever it is; a place before the list needs its own capital mid-sentence.
  if (before?.[1] && (before.index ?? 0) > 0 && !/\b(hi|hey|hello|thanks|thank you|dear)\W*$/i.test(message.slice(0, (before.index ?? 0) + 1))) {
    const place = placeWords(before[1]);
    if (place && listable(place)) out.push({ name: place, at: start - before[0].length });
  }
  return out;
}

export function extractAreas(said: string, serviceAreas: string[], expectingAreas = false): string[] {
  const message = withoutSpokenFillers(said);
  const found: Array<{ name: string; at: number }> = [];
  const lower = message.toLowerCase();
  for (const area of serviceAreas) {
    const a = area.trim();
    const at = a ? Math.min(...spellingPatterns(a).map((re) => firstMention(lower, re, a)), misspeltAt(lower, a)) : Infinity;
    if (at !== Infinity) found.push({ name: a, at });
  }
  // A free-text place written as a service area is that area, in the agent's spelling ("O4W" is Old Fourth Ward).
  // One slip in a long word is the area too ("in Kirkwod").
  const known = (place: string) =>
    serviceAreas.find((a) => spellings(a).includes(place.toLowerCase())) ??
    serviceAreas.find((a) => misspeltAt(place.toLowerCase(), a) === 0 && place.split(/\s+/).length === a.split(/\s+/).length) ??
    place;
  // Places listed beside a service area are places too: "Kirkwood, Ormewood or Edgewood".
  for (const area of found.slice()) {
    const len = Math.max(...spellingPatterns(area.name).map((re) => lower.slice(area.at).match(re)?.[0].length ?? 0));
    found.push(...listedBeside(message, area.at, area.at + len).map((p) => ({ ...p, name: known(p.name) })));
    // "around grant park or summerhill": a lower-case place offered instead ("and", "," too often go on to something else).
    const or = message.slice(area.at + len).match(/^\s*(?:\bor\b|\/)\s*/);
    const next = or ? lowerPlaceAt(message.slice(area.at + len + or[0].length)) : null;
    if (or && next) found.push({ name: known(next.name), at: area.at + len + or[0].length });
  }
  // The cue in any case ("Relocating to Atlanta"), the place capitalised, or
  // in lower case when it stands alone after "in"/"near" ("in buckhead, 700k").
  for (const m of lower.matchAll(CUE)) {
    const start = (m.index ?? 0) + m[0].length;
    const rest = message.slice(start);
    // Portuguese "em" only in Portuguese: "tell em Tom said hi" names no place.
    if (/^em\s/.test(m[0]) && !PORTUGUESE.test(message)) continue;
    // "anything in 30307 or 30316?": zip codes, one or a list.
    const zips = rest.match(/^\d{5}(?:\s*(?:,|\bor\b|\band\b|\/|&)\s*\d{5})*\b/);
    for (const z of zips?.[0].matchAll(/\d{5}/g) ?? []) found.push({ name: z[0], at: start + (z.index ?? 0) });
    // "Roswell, Marietta or Alpharetta": a place, then more after commas, "or", "and".
    const list = rest.match(CAPITAL_RUN);
    if (list?.[1]) {
      let at = start;
      const first = placeWords(list[1]);
      if (!first) continue;
      // "in Cherokee, Cobb or Paulding counties", "Cherokee or Pickens county": each is a county.
      const county = /^\s+counties\b/i.test(rest.slice(list[0].length)) || (list[2] && /^\s+county\b/i.test(rest.slice(list[0].length))) ? ' County' : '';
      found.push({ name: known(first) + county, at });
      at += list[1].length;
      for (const part of (list[2] ?? '').split(/\s*(?:,|\bor\b|\band\b|\/|&)\s*/)) {
        const word = part
          .replace(/^(maybe|possibly|even|also)\s+/i, '')
          .replace(/[.,!?]+$/, '')
          .trim();
        const place = STATE_NAMES.test(word) ? null : placeWords(word);
        // "Roswell, GA, or Alpharetta": a state is part of the place before it; "…in June and I'd" ends the list.
        if (!place) {
          if (word && !STATES.has(word.toLowerCase()) && !STATE_NAMES.test(word)) break;
          continue;
        }
        found.push({ name: known(place) + county, at });
        at += part.length + 1;
      }
      continue;
    }
    // Lower case only right after the cue: "in the meantime" is no place.
    // Nor after a verb that takes "in" ("move in ready", "walk-in closet", "check in").
    if (
      !STRONG_CUE.test(m[0].trim()) ||
      /\bthe\s+$/.test(m[0]) ||
      /(?:-|\b(?:move|moving|moved|check|log|sign|drop|walk|fill|plug|come|pop|stop|swing|pull|get|got|turn|hand)\s)$/.test(lower.slice(0, m.index ?? 0))
    )
      continue;
    let low = lowerPlaceAt(rest);
    let at = start;
    for (let tail = rest; low;) {
      found.push({ name: known(low.name), at });
      tail = tail.slice(low.length);
      at += low.length;
      const sep = tail.match(LOWER_LIST_ITEM);
      low = sep ? lowerPlaceAt(tail.slice(sep[0].length)) : null;
      if (sep) [tail, at] = [tail.slice(sep[0].length), at + sep[0].length];
    }
  }
  found.push(...[...standingPlaces(message), ...placeAfterHome(message)].map((p) => ({ ...p, name: known(p.name) })));
  // "the Brookhaven area", "Inman Park neighborhood", "is Kirkwood a good area": a capitalised place the lead names as a place.
  for (const m of message.matchAll(
    /\b([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)\s+(?:(?:a|an)\s+(?:good|safe|nice|decent|bad|great|quiet)\s+)?(?:area|neighbou?rhood|side of town)\b/g,
  )) {
    const place = m[1] ? placeWords(m[1]) : null;
    if (place && (m.index ?? 0) > 0 && !/^(East|West|North|South|That|This|Which|What|Good|Nice|Safe|Great)$/.test(place))
      found.push({ name: known(place), at: m.index ?? 0 });
  }
  if (expectingAreas && found.length === 0) found.push(...answerAreas(message));
  found.sort((a, b) => a.at - b.at);
  const seen = new Set<string>();
  // A free-text place inside a service area's name ("Atlanta" of "East Atlanta") is that area,
  // and so is one that holds a service area's name ("Decatur GA").
  // A place ruled out ("Kirkwood maybe, not Buckhead") is not one they want; a landmark of an area ("Decatur Square" is Decatur) is that area.
  // A service area ruled out at any of its mentions ("I saw a sign in Kirkwood, we don't want Kirkwood") is not wanted.
  const ruledOutSomewhere = (name: string) =>
    serviceAreas.includes(name) &&
    spellingPatterns(name).some((re) => [...lower.matchAll(re)].some((m) => RULED_OUT.test(message.slice(Math.max(0, (m.index ?? 0) - 40), m.index))));
  const kept = found.filter(
    (f) =>
      !ruledOutSomewhere(f.name) &&
      !RULED_OUT.test(message.slice(Math.max(0, f.at - 40), f.at)) &&
      !RULED_OUT_AFTER.test(lower.slice(f.at + f.name.length, f.at + f.name.length + 40)) &&
      !elsewhere(lower, f.at) &&
      // A landmark near the home ("near the Botanical Garden"), not a neighbourhood named after one ("Atlantic Station").
      !(PLACE_NEAR_A_HOME.test(f.name) && /\bthe\s+$/i.test(message.slice(Math.max(0, f.at - 6), f.at)) && !serviceAreas.includes(f.name)),
  );
  const residence = (f: { at: number; name: string }) =>
    RESIDENCE.test(lower.slice(Math.max(0, f.at - 40), f.at)) ||
    HOME_LEFT_IN.test(lower.slice(Math.max(0, f.at - 45), f.at)) ||
    // Downsizing, the home sold is left too: "we'd sell our house in Buckhead and buy a condo in Midtown".
    (/\bdownsiz/.test(lower) && /\bsell(?:ing)?\s+(?:our|my)\s+(?:[\w-]+\s+){0,2}in\s+(?:the\s+)?$/.test(lower.slice(Math.max(0, f.at - 40), f.at))) ||
    (LIVING_IN.test(lower.slice(Math.max(0, f.at - 30), f.at)) &&
      /^[^.?!]{0,4}\b(right now|rn|atm|at the moment|for now|now|currently)\b/.test(lower.slice(f.at + f.name.length)));
  const names = (kept.some((f) => !residence(f)) ? kept.filter((f) => !residence(f)) : kept).map((f) => f.name);
  return names.filter((a) => {
    const k = a.toLowerCase();
    if (serviceAreas.some((b) => k.startsWith(`${b.toLowerCase()} `) && LANDMARK.test(k.slice(b.length + 1)))) return false;
    // A word that is never a place ("Actually," opening a sentence, "in Spanish") is no area; the agent's own areas always are.
    if (!serviceAreas.includes(a) && NOT_PLACES.has(k)) return false;
    if (names.includes(`${a} County`)) return false;
    if (seen.has(k) || names.some((b) => b !== a && b.toLowerCase().includes(k) && serviceAreas.includes(b))) return false;
    // "Kirkwood, Kirkwood's better": the possessive of a place named is that place.
    if (/['’]s$/.test(a) && names.includes(a.slice(0, -2))) return false;
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

const PORTUGUESE = /\b(?:quero|procuro|comprar|alugar|vender|uma|casa|apartamento|olá|ola|obrigad[oa]|estou|moro|morar)\b/i;
const LANDMARK = /^(?:square|downtown|proper|center|centre)$/;
const PLACE_NEAR_A_HOME = /\s(?:gardens?|center|centre|stadium|arena|museum|airport|hospital|university|college|mall|station|zoo|aquarium)$/i;
// A place ruled out before it ("not Buckhead", "we don't want Kirkwood", "not interested in buckhead", "priced out of
// buckhead") or after it ("buckhead is out of our range", "Sandy Springs anymore").
const RULED_OUT =
  /\b(?:not|no|except|avoid|anywhere but|anything but|nothing in|(?:don'?t|do not|doesn'?t|won'?t|never) (?:want|like|need|consider)(?: to (?:live|be|buy|look) in)?|not (?:interested|looking|considering)(?: in| at)?|priced out of|out of)\s+(?:the\s+)?$/i;
const RULED_OUT_AFTER =
  /^,?\s*(?:fl|florida|sc|nc|az)?\.?,?\s*(?:till|until|til|through|thru)\b|^\s+for the (?:season|winter|summer|holidays)\b|^\s*(?:is|are|'s)\s+(?:way\s+)?(?:out of (?:our|my) (?:range|budget|price range)|too (?:expensive|pricey|much)|not (?:for us|an option))|^\s+anymore\b/i;
// "I'm in Buckhead now, renting", "we live in Grant Park right now".
const LIVING_IN = /\b(?:i'?m|we'?re|we are|i am|we|i)\s+(?:live\s+|living\s+)?in\s+(?:the\s+)?$/;

/** Where a service area is first named, not counting it inside a compass place ("west midtown" is not Midtown). */
function firstMention(lower: string, re: RegExp, area: string): number {
  for (const m of lower.matchAll(re)) {
    const before = lower.slice(0, m.index).match(/\b(\w+)\s+$/)?.[1] ?? '';
    if (elsewhere(lower, m.index ?? 0)) continue;
    if (!COMPASS.test(before) || COMPASS.test(area.split(/\s+/)[0]?.toLowerCase() ?? '')) return m.index ?? 0;
  }
  return Infinity;
}

/**
 * Where a service area is typed with one slip in a long word ("sandy spings", "Kirkwod"): each word of the
 * name in order, a word of six letters or more within one edit, the others exact, and at least one word
 * of a name of several words exact, so "sandy" alone or a different place of one slip stays out.
 */
function misspeltAt(lower: string, area: string): number {
  const want = area.toLowerCase().split(/\s+/);
  const words = [...lower.matchAll(/[a-z']+/g)];
  for (let i = 0; i + want.length <= words.length; i++) {
    let slips = 0;
    const fits = want.every((w, k) => {
      const got = words[i + k]?.[0] ?? '';
      if (got === w) return true;
      slips++;
      return w.length >= 6 && Math.abs(got.length - w.length) <= 1 && distance(got, w) === 1;
    });
    if (fits && slips === 1 && (want.length > 1 || (words[i]?.[0].length ?? 0) >= 6)) return words[i]?.index ?? Infinity;
  }
  return Infinity;
}

// Where the lead comes from or goes to work, not where they want to live: "the commute from Kirkwood to
// Midtown", "we work in Buckhead", "moving from Decatur". Another mention may still name it as wanted.
const ELSEWHERE =
  /(?:\bfrom\s+(?:the\s+)?|\bsnowbirds?\s+(?:currently\s+)?in\s+|\b(?:grew up|raised|born|went to school|sold (?:our|my) (?:\w+ )?(?:place|house|home|condo)|(?:just|already) sold|sold (?:a|an|the|our|my) (?:\w+ )?(?:place|house|home|condo|duplex|triplex|fourplex|quadplex|rental|property)|sold (?:the|our|my) (?:\w+ )?(?:place|house|home|condo)\s+(?:up|down|out|back|over)|sale of (?:our|my) (?:\w+ )?(?:place|house|home|condo)|after selling)\s+in\s+(?:the\s+)?|\b(?:leaving|moving out of|getting out of)\s+(?:the\s+)?|\b(?:agent|realtor|broker|lender|loan officer)s?\s+(?:with|at|from)\s+(?:(?:uh|um),?\s+)?|\b(?:after|once|when) (?:we )?sell(?:ing)? (?:our|my|the) (?:\w+ )?(?:place|house|home|condo)\s+in\s+|\b(?:broker|agent|realtor|lender)\s+(?:in|at|from)\s+(?:the\s+)?|\b(?:orders|pcs(?:ing)?|stationed|deployed)\s+(?:orders\s+)?(?:to|at),?\s+(?:(?:uh|um),?\s+)?(?:the\s+)?|\b(?:friends?|neighbou?rs?|sisters?|brothers?|cousins?|coworkers?|parents|mom|dad|mother|father|in-laws)\b[^.?!,]{0,15}\b(?:live|lives|living|paid|pays|bought|sold|owns?|has|have)\b(?:[^.?!,]|[.,]\d){0,25}\b(?:in|at)\s+(?:the\s+)?|\bas in\s+|\b(?:my|our|her|his) (?:daughter|son|wife|husband|partner|mom|mother|dad|father|sister|brother|friend|boss|kids?|agent|realtor|lender),?\s+(?:(?:uh|um),?\s+)?|\b(?:commute|commuting|drive|driving)\b[^.?!,;]{0,30}\bto\s+(?:work\s+(?:in|at)\s+)?(?:the\s+)?)$/;
const NOT_A_COUNTY =
  /^(which|what|whose|that|this|the|a|an|same|next|neighbou?ring|surrounding|whole|entire|every|each|any|one|our|my|your|their|his|her|other|in|of|by|per|local)$/i;

// The home the lead leaves, named beside the places they want: "downsizing from our place in Tucker, want a condo in
// Decatur" (docs/decisions/0023-readings-settled.md). A home sold to buy another keeps its place: the agent may list it.
const HOME_LEFT_IN =
  /\b(?:(?:downsiz(?:e|ing)|moving|relocating|upsizing)\s+from|outgr(?:own|ew|owing)|leaving)\s+(?:our|my|her|his|their)\s+(?:[\w-]+\s+){0,2}in\s+(?:the\s+)?$/;

/**
 * Spoken fillers after a cue or a list word blanked out, keeping every offset: "looking in, uh, Tucker and, uh,
 * Decatur" lists its places as "looking in Tucker and Decatur" would. A filler after a place ends it, as a comma does.
 */
const withoutSpokenFillers = (text: string) =>
  text.replace(
    /(\b(?:in|near|around|between|and|or|to|at|like|on|from))(,?\s*\b(?:uh+|um+|uhm+|erm)\b,?)/gi,
    (_m, cue: string, filler: string) => cue + ' '.repeat(filler.length),
  );

// Where they live now: not wanted when they name other places they want ("we've been renting in Sandy Springs…
// looking at Decatur"), but it stands alone as the area they stay in ("been renting in Old Fourth Ward, need to buy").
const RESIDENCE =
  /(?:\b(?:currently|now)\s+(?:live|living|rent|renting|reside|residing)|\b(?:i|we|us|they)\s+(?:still\s+)?(?:live|reside)|\b(?:we'?re|i'?m|we are|i am)\s+still|\bbeen\s+(?:renting|living)|\b(?:we'?re|i'?m|we are|i am)\s+(?:currently\s+)?(?:renting|living|staying))\s+(?:in|at)\s+(?:the\s+)?$/;
const WORKPLACE =
  /\b(?:work|works|working|job|jobs|(?:my|our|his|her) office|campus)\s+(?:is\s+|are\s+)?(?:down\s+|up\s+|over\s+|out\s+)?(?:in|at|near|all over|around)\s+(?:the\s+)?$/;
// "I work near Emory so we want to stay close": the workplace is where they want to live.
const NEAR_WORK = /\b(stay|live|be|somewhere|something|want to be)\s+(close|near|nearby|there|around there)\b|\bclose to (work|the office|my job)\b/;
/** Whether the words before a mention make it where the lead comes from, commutes to or works, not a place wanted. */
const elsewhere = (lower: string, at: number) => {
  const before = lower.slice(Math.max(0, at - 40), at);
  return ELSEWHERE.test(before) || (WORKPLACE.test(before) && !NEAR_WORK.test(lower));
};

// "the Oak St listing": a street, not an area.
const STREET_END = /\s(st|street|ave|avenue|rd|road|dr|drive|ln|lane|blvd|way|ct|court|pl|cir|circle|ter|pkwy|hwy)\.?$/i;

const CAPS = String.raw`[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2}`;
// One item of a comma list made only of capitalised places: "…4 bed, Tucker or Clarkston", "Conyers/Covington."
const STANDING = new RegExp(
  `^(?:(?:[Mm]aybe|[Oo]r|[Aa]lso|[Pp]refer(?:ably)?|[Ii]deally)\\s+)?(${CAPS}(?:\\s*(?:\\/|&|\\bor\\b|\\band\\b)\\s*${CAPS})*)(\\s+[Cc]ounty)?$`,
);
const GREETING = /^(?:hi|hey|hello|dear|thanks|thank you|thx|regards|best|cheers|sincerely|ok|okay|yes|no|sure|sorry|great|perfect)\b/i;

/**
 * Capitalised places the lead names with no cue: an item of a comma list
 * ("3 bed, Tucker or Clarkston, 1600 max"; never the message's first, nor a last
 * one after a full stop, which is a signature, nor one after "thanks"), a
 * county ("Henry county"), "the Inman Park listing".
 */
function standingPlaces(message: string): Array<{ name: string; at: number }> {
  const out: Array<{ name: string; at: number }> = [];
  const parts = [...message.matchAll(/[^,;.!?:()\n]+/g)];
  parts.forEach((p, i) => {
    // A note's bullet ("• Smyrna or Mableton", "- Decatur / Kirkwood") is no part of the place.
    const text = p[0].trim().replace(/^[-•*–·]\s*/, '');
    const at = (p.index ?? 0) + p[0].indexOf(text);
    const after = message[(p.index ?? 0) + p[0].length] ?? '';
    const before = message[(p.index ?? 0) - 1] ?? '';
    const m = text.match(STANDING);
    if (i === 0 || !m?.[1] || after === ':') return;
    const previous = parts[i - 1]?.[0].trim() ?? '';
    // Not a name after a greeting, a title or "I'm" ("Hello, I'm Dr. Ann Lee.").
    if (
      GREETING.test(previous) ||
      /\b(?:i'?m|im|name is|this is|it'?s|me|us)$/i.test(previous) ||
      (before === '.' && /\b(?:dr|mr|mrs|ms|mx|prof)$/i.test(previous)) ||
      (i === parts.length - 1 && before !== ',' && !/\s(?:or|\/)\s/.test(text))
    )
      return;
    const places = m[1].split(/\s*(?:\/|&|\bor\b|\band\b)\s*/).map((w) => placeWords(w));
    if (places.some((w) => !w || !listable(w) || !/^[A-Z]/.test(w) || featureWords(w))) return;
    // "Henry or Clayton county": each place of the list is a county.
    for (const w of places) out.push({ name: m[2] ? `${w} County` : (w ?? ''), at });
  });
  // "the Tybee condo", "our Marietta house": the place a home named is in.
  for (const m of message.matchAll(
    /\b([A-Z][\w'-]+)\s+county\b|\b(?:the|our|my|that)\s+([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)\s+(?:listing|house|home|condo|townho(?:use|me)|cabin|cottage|bungalow|loft|ranch|colonial|craftsman|duplex)\b/gi,
  )) {
    // A county's name in lower case too ("forsyth county"), never a word that only points at one ("which county").
    if (m[1] && NOT_A_COUNTY.test(m[1])) continue;
    const place = placeWords(m[1] ? titleCase(m[1]) : (m[2] ?? ''));
    // The word before "county" names one whatever its ending ("Spalding"); a listing's place must look like one.
    if (place && (m[1] || (listable(place) && !STREET_END.test(place))) && /^[A-Z]/.test(place))
      out.push({ name: m[1] ? `${place} County` : place, at: m.index ?? 0 });
    // "cherokee or forsyth county": each place of the list before "county" is one.
    // The list's places are written alike: "Cobb or Cherokee County", "cobb or cherokee county" ("acreage a plus, Cherokee county" lists none).
    const listed = m[1] ? message.slice(0, m.index).match(/\b([a-z][\w'-]+)\s*(?:,|\bor\b|\band\b|\/|&)\s*$/i)?.[1] : undefined;
    const alike = listed !== undefined && /^[A-Z]/.test(listed) === /^[A-Z]/.test(m[1] ?? '');
    const other = listed && alike && !NOT_A_COUNTY.test(listed) ? placeWords(titleCase(listed)) : null;
    // A county's name may end like a verb ("Paulding", "Spalding"), so only words that are never places are left out.
    if (other && !NOT_PLACES.has(other.toLowerCase())) out.push({ name: `${other} County`, at: (m.index ?? 0) - 1 });
  }
  // A lake is a place to live on ("on Lake Lanier", "Lake Allatoona").
  const street = '(?:Dr|Drive|Rd|Road|St|Street|Ave|Avenue|Ln|Lane|Ct|Court|Blvd|Way|Pl|Place|Cir|Circle|Ter|Pkwy|Trl|Trail)\\b';
  for (const m of message.matchAll(new RegExp(`(?<!\\d\\s)\\bLake\\s+(?!${street})[A-Z][a-z]+\\b(?!\\.?\\s+${street})`, 'g')))
    out.push({ name: m[0], at: m.index ?? 0 });
  return out;
}
