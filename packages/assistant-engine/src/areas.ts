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
    'stop start yes no ok okay thanks hi hello hey sure christmas xmas thanksgiving easter halloween labor memorial ' +
    'fha va usda conventional hoa mls zillow redfin trulia realtor facebook instagram google craigslist'
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

// US states' postal codes: "Roswell, GA" is Roswell, "in VA" is a loan.
// A state named after a place ("Decatur, Georgia") says where the place is.
const STATE_NAMES =
  /^(alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming|usa)$/i;
const STATES = new Set(
  'al ak az ar ca co ct de fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv nh nj nm ny nc nd oh ok or pa ri sc sd tn tx ut vt va wa wv wi wy dc usa us'.split(
    ' ',
  ),
);
// Words that end a capitalised place where a sentence or a clause goes on: "in Midtown I think", "Decatur. We".
const NOT_IN_PLACE = /^(i|i'?m|i'?d|i'?ll|i'?ve|we|we'?re|we'?d|my|our|thanks|thank|please|pls|hi|hello|hey|and|or|but|so|asap|ok|okay|yes|no)$/i;
// Lower-case words that follow "in"/"near" without naming a place ("in cash", "near work", "in a hurry").
const NOT_LOWER_PLACES = new Set(
  (
    'a an the my our your his her their this that these those it its them me us you there here which what whatever ' +
    'cash person general mind advance time touch total fact particular order addition case love need between range budget ' +
    'town city area areas neighborhood neighbourhood neighborhoods suburbs suburb country state county region downtown ' +
    'work school schools church family sales tech college school charge full line place progress stock writing shape ' +
    'good great bad better best nice quiet safe decent any some every each all both either other another same ' +
    'mid early late about around maybe like approximately roughly probably hopefully ideally preferably just only really ' +
    'rush hurry no not rn now today tonight tomorrow soon future term years months weeks days year month week day ' +
    'contract escrow debt trouble danger favor favour mortgage loan lease rent rental rentals process market person mind ' +
    'touch sight view walking driving commuting transit highway freeway interstate hospital hospitals office offices parks park ' +
    'shopping restaurants stores grocery groceries airport beach water lake mountains ' +
    'order regards general meantime everything anything nothing something shops return common short detail bulk limbo savings equity closing private ' +
    'mom dad parents grandma grandpa kids family friends daughter son sons daughters relatives sister brother grandkids grandchildren in-laws ' +
    'one two three four five six seven eight nine ten unit units house houses home homes condo condos townhouse townhome apartment apartment place property ' +
    'cash hand bed beds bedrooms bath baths yard garage basement pool budget ready due law laws real estate business military healthcare ' +
    'english spanish espanol language duplex duplexes triplex fourplex loft lofts ranch ranches flip flips foreclosure foreclosures land lots acreage ' +
    'construction new investment investments properties listing listings studio studios marta transit unit units ' +
    'price prices cost costs fees utilities deposit date asap immediately right away done finished closet closets ' +
    'bigger smaller larger cheaper nicer closer newer older'
  ).split(' '),
);
const CUE =
  /\b(?:in|near|around|close to|by|moving to|move to|relocating to|relocate to|transferring to|outside(?: of)?|zip(?: code)?|looking at|considering|prefer(?:ably)?|ideally|somewhere like|anywhere (?:in|near)|also|maybe|either)\s+(?:the\s+)?/g;
// Cues strong enough to take a lower-case place ("in buckhead, 700k"), but only one standing alone: before a comma, "or", "and", "area", the end.
const STRONG_CUE = /^(?:in|near|close to|moving to|move to|relocating to|relocate to|transferring to)\b/;
const CAPITAL_RUN =
  /^([A-Z][\w'-]*(?:\.(?=\s+[a-z]|,|$))?(?:\s+[A-Z][\w'-]*){0,2})((?:\s*(?:,|\bor\b|\band\b|\/|&)\s*(?:maybe\s+|possibly\s+|even\s+|also\s+)?(?:[A-Z][\w'-]*)(?:\s+[A-Z][\w'-]*){0,2})*)/;
// A lower-case place ends at a comma, the end, "area", or an "or"/"and" that goes on to another place.
const LOWER_END = `(?=\\s*(?:[,;.!?)]|$|\\s(?:area|neighbou?rhood|side|or|and)\\b))`;
const LOWER_RUN = new RegExp(`^([a-z][a-z'-]+(?:\\s+[a-z][a-z'-]+)?)${LOWER_END}`);
const LOWER_LIST_ITEM = new RegExp(`^\\s*(?:,|\\bor\\b|\\band\\b|\\/|&)\\s*(?:maybe\\s+|possibly\\s+)?([a-z][a-z'-]+(?:\\s+[a-z][a-z'-]+)?)${LOWER_END}`);

/** The words of a capitalised place, without a sentence that goes on after it ("Midtown I", "Decatur. We"). */
function placeWords(part: string): string | null {
  const words = part
    .replace(/[.,!?]+$/, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const cut = words.findIndex((w, i) => i > 0 && (NOT_IN_PLACE.test(w) || /\.$/.test(words[i - 1] ?? '')));
  const kept = (cut > 0 ? words.slice(0, cut) : words).map((w) => w.replace(/[.]+$/, ''));
  while (kept.length > 1 && /^[A-Z]{2}$/.test(kept.at(-1) ?? '') && STATES.has(kept.at(-1)?.toLowerCase() ?? '')) kept.pop();
  const first = kept[0]?.toLowerCase() ?? '';
  if (!first || NOT_PLACES.has(first) || NOT_IN_PLACE.test(first) || STATES.has(first) || /^\d/.test(first)) return null;
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

/** A lower-case place standing alone after a strong cue: not a common word ("in cash", "near work"). */
function lowerPlace(words: string): string | null {
  const ws = words.split(/\s+/);
  // Words of doing and describing ("buying", "quickly", "finished") are not places.
  if (ws.some((w) => NOT_LOWER_PLACES.has(w) || NOT_PLACES.has(w) || STATES.has(w) || NOT_AN_ANSWER.test(w) || w.length < 3 || /(ing|ly|ed)$/.test(w)))
    return null;
  return titleCase(words);
}

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
  // A free-text place written as a service area is that area, in the agent's spelling ("O4W" is Old Fourth Ward).
  const known = (place: string) => serviceAreas.find((a) => spellings(a).includes(place.toLowerCase())) ?? place;
  // Places listed beside a service area are places too: "Kirkwood, Ormewood or Edgewood".
  for (const area of found.slice()) {
    const len = Math.max(...spellingPatterns(area.name).map((re) => lower.slice(area.at).match(re)?.[0].length ?? 0));
    found.push(...listedBeside(message, area.at, area.at + len).map((p) => ({ ...p, name: known(p.name) })));
  }
  // The cue in any case ("Relocating to Atlanta"), the place capitalised, or
  // in lower case when it stands alone after "in"/"near" ("in buckhead, 700k").
  for (const m of lower.matchAll(CUE)) {
    const start = (m.index ?? 0) + m[0].length;
    const rest = message.slice(start);
    // "anything in 30307 or 30316?": zip codes, one or a list.
    const zips = rest.match(/^\d{5}(?:\s*(?:,|\bor\b|\band\b|\/|&)\s*\d{5})*\b/);
    for (const z of zips?.[0].matchAll(/\d{5}/g) ?? []) found.push({ name: z[0], at: start + (z.index ?? 0) });
    // "Roswell, Marietta or Alpharetta": a place, then more after commas, "or", "and".
    const list = rest.match(CAPITAL_RUN);
    if (list?.[1]) {
      let at = start;
      const first = placeWords(list[1]);
      if (!first) continue;
      found.push({ name: known(first), at });
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
        found.push({ name: known(place), at });
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
    const low = rest.match(LOWER_RUN);
    const place = low?.[1] ? lowerPlace(low[1]) : null;
    if (!place || !low?.[1]) continue;
    found.push({ name: known(place), at: start });
    // "in roswell or alpharetta", "in smyrna, vinings".
    let tail = rest.slice(low[1].length);
    let at = start + low[1].length;
    for (let item = tail.match(LOWER_LIST_ITEM); item?.[1]; item = tail.match(LOWER_LIST_ITEM)) {
      const next = lowerPlace(item[1]);
      if (!next) break;
      found.push({ name: known(next), at });
      at += item[0].length;
      tail = tail.slice(item[0].length);
    }
  }
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
