/**
 * The words areas.ts reads places with: words that are never places, and
 * how a place written in lower case is told from the words around it
 * ("in acworth we think", "in west cobb so we…").
 */
export const NOT_PLACES = new Set(
  (
    'i a an the my our your this that it me we us you he she they them his her their there here what which ' +
    'january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec ' +
    'monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thurs fri sat sun ' +
    'spring summer fall autumn winter today tomorrow tonight morning afternoon evening weekend ' +
    'person town area city market cash general mind advance time touch total fact particular person order addition ' +
    'stop start yes no ok okay thanks hi hello hey sure christmas xmas thanksgiving easter halloween labor memorial valentines valentine veterans ' +
    'fha va usda conventional hoa mls zillow redfin trulia realtor facebook instagram google craigslist ' +
    // Fillers of speech and what a home is near that is no neighbourhood ("close to MARTA", "near familia").
    "uh uhh um umm er hmm oh well it's its so like yeah yep yup yea that's thats any every instead too also then under over operator representative " +
    'anyway anyways btw otherwise meanwhile regardless soy hola cap beltline army navy marines airbnb vrbo atl wait gsu uga ksu presidents single-family ' +
    'marta transit train trains station subway bus highway interstate airport work job office school schools church family familia friends parents kids ' +
    // Words that open a sentence or name a language ("Actually, we…", "someone in Spanish").
    'actually honestly basically spanish english espanol'
  ).split(' '),
);

// Words that make an answer "no place in particular" rather than a place.
export const NOT_AN_ANSWER =
  /\b(not|sure|idk|dunno|know|any|anywhere|anything|everywhere|open|flexible|whatever|matter|doesn'?t|don'?t|depends|yes|no|nope|ok|okay|thanks|thank|hi|hello|hey|please|what|why|how|when|who|is|are|can|could|would|do|does|did|have|has|will|budget|bed|beds|bedrooms?|cash|buy|sell|rent|looking|want|need)\b/i;

// US states' postal codes: "Roswell, GA" is Roswell, "in VA" is a loan.
// A state named after a place ("Decatur, Georgia") says where the place is.
export const STATE_NAMES =
  /^(alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming|usa)$/i;
export const STATES = new Set(
  'al ak az ar ca co ct de fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv nh nj nm ny nc nd oh ok or pa ri sc sd tn tx ut vt va wa wv wi wy dc usa us'.split(
    ' ',
  ),
);

// Lower-case words that follow "in"/"near" without naming a place ("in cash", "near work", "in a hurry").
export const NOT_LOWER_PLACES = new Set(
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
    'bigger smaller larger cheaper nicer closer newer older low high ' +
    // Nouns of set phrases ("in terms of", "in front of", "near campus") and words that say no place ("close by").
    'terms front spite lieu exchange response reply reference regard hopes search light respect relation contact tune faith question use turn ' +
    'theory practice effect part parts public ages forever approx campus university uni hospital downtown uptown ' +
    'him close nearby surrounding vicinity outskirts somewhere wife husband partner fiance spouse boyfriend girlfriend roommate roommates'
  ).split(' '),
);

export const titleCase = (s: string) => s.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase());

/** A lower-case place standing alone after a strong cue: not a common word ("in cash", "near work"). */
export function lowerPlace(words: string): string | null {
  const ws = words.split(/\s+/);
  // Words of doing and describing ("buying", "quickly", "finished") are not places.
  if (ws.some((w) => NOT_LOWER_PLACES.has(w) || NOT_PLACES.has(w) || STATES.has(w) || NOT_AN_ANSWER.test(w) || w.length < 3 || /(ing|ly|ed)$/.test(w)))
    return null;
  return titleCase(words);
}

// The last word of many place names: "berkeley lake", "druid hills", "henry county".
const PLACE_ENDS = new Set(
  (
    'creek park springs station highland highlands hills heights village city county estates point mill mills ridge grove lake lakes ' +
    'woods forest square valley crossing falls landing ward circle mountain island corners river plantation hollow manor glen meadows'
  ).split(' '),
);
// A compass word starts a place of its own: "west cobb", "north fulton", "south buckhead".
export const COMPASS = /^(east|west|north|south|northeast|northwest|southeast|southwest)$/;
// Words that end a place written in lower case where the sentence goes on without a comma:
// pronouns, fillers, prepositions, verbs of the search ("in tucker for us", "in acworth we think").
const AFTER_PLACE = new Set(
  (
    "i i'm im i'd id i'll ive i've we we're were we'd we'll our my me you u ur your it they us he she um uh uhh like maybe probably " +
    'too also pls plz please thanks thx lol asap ok yeah yes so but because cuz since that which who where when with w w/ for under ' +
    'below over above max min around about at near by to from on or and is are was be has have had can could would will should do ' +
    'does did if then than budget price up between any some no not just only preferably ideally area areas neighborhood neighbourhood ' +
    'side sell buy rent send see get want need look find go move live show call text tour visit pay spend afford ga georgia ' +
    'before after while until once unless though although proper right now rn atm currently soon today tomorrow this next the a an ' +
    'works sounds seems looks feels fits'
  ).split(' '),
);
const WORD = /^\s*([a-z][a-z'-]*)/;

/** Whether a place ends before `after`: at a comma, a figure, the end, or a word that cannot go on a place's name. */
function endsPlace(after: string): boolean {
  if (/^\s*(?:[,;.!?:)~$]|$|\d|[^\x20-\x7e])/.test(after)) return true;
  const next = after.match(WORD)?.[1];
  return next !== undefined && AFTER_PLACE.has(next);
}

// Words leads capitalise in a list of what they want ("Garage, Basement", "Good Schools", "Cul De Sac").
const FEATURES = new Set(
  (
    'big small large huge open fenced gated pet pets friendly parking kitchen concept updated renovated modern community cul de sac ' +
    'off move must have view views deck patio porch fireplace hardwood floors office storage elevator gym amenities schools school'
  ).split(' '),
);

/** Whether a capitalised item is a home's feature rather than a place: a common word in it, unless it ends as place names do ("Lake City"). */
export function featureWords(item: string): boolean {
  const ws = item.toLowerCase().split(/\s+/);
  if (ws.length > 1 && PLACE_ENDS.has(ws.at(-1) ?? '')) return false;
  return ws.some((w) => NOT_LOWER_PLACES.has(w) || FEATURES.has(w));
}

/** A two-word lower-case place right after the home sought, with no cue: "townhouse west end under 300", "condo berkeley lake". */
export function placeAfterHome(message: string): Array<{ name: string; at: number }> {
  const out: Array<{ name: string; at: number }> = [];
  for (const m of message.matchAll(/\b(?:house|home|condo|townhome|townhouse|apartment|apt|rental|duplex|ranch|land|lot)\s+(?=[a-z])/g)) {
    const at = (m.index ?? 0) + m[0].length;
    const place = lowerPlaceAt(message.slice(at));
    if (
      place?.name.includes(' ') &&
      (COMPASS.test(place.name.split(' ')[0]?.toLowerCase() ?? '') || PLACE_ENDS.has(place.name.split(' ')[1]?.toLowerCase() ?? ''))
    )
      out.push({ name: place.name, at });
  }
  return out;
}

/**
 * A lower-case place at the start of `rest` (after "in", "near"… or a list's
 * "or"), and how many characters it takes: one word ended by a word that
 * cannot go on ("acworth we think"), or two when the first is a compass
 * word or the second ends place names ("west cobb", "berkeley lake").
 * Unknown words after it leave it unread: "in fixer uppers" is no place.
 */
export function lowerPlaceAt(rest: string): { name: string; length: number } | null {
  const first = rest.match(WORD);
  if (!first?.[1]) return null;
  const one = first[0].length;
  const second = rest.slice(one).match(/^ ([a-z][a-z'-]*)/);
  if (second?.[1] && !AFTER_PLACE.has(second[1]) && endsPlace(rest.slice(one + second[0].length))) {
    const [a, b] = [first[1], second[1]];
    const rest2 = rest.slice(one + second[0].length);
    // Two words that are neither ("decatur before") must end where a clause cannot go on: a comma, "or", "area", the end.
    const hardEnd = /^\s*(?:[,;.!?)]|$|(?:area|neighbou?rhood|side|or|and)\b)/.test(rest2);
    const named = COMPASS.test(a)
      ? lowerPlace(b) && `${a} ${b}`
      : PLACE_ENDS.has(b) && !AFTER_PLACE.has(a)
        ? lowerPlace(a) && `${a} ${b}`
        : hardEnd && lowerPlace(`${a} ${b}`) && `${a} ${b}`;
    if (named) return { name: spelled(named), length: one + second[0].length };
  }
  if (AFTER_PLACE.has(first[1]) || COMPASS.test(first[1]) || !endsPlace(rest.slice(one))) return null;
  const name = lowerPlace(first[1]);
  return name ? { name: spelled(name), length: one } : null;
}

// Names whose capitals are not the first letters ("north dekalb" is North DeKalb).
const spelled = (name: string) =>
  titleCase(name)
    .replace(/\bDekalb\b/g, 'DeKalb')
    .replace(/\bMc([a-z])/g, (_m, c: string) => `Mc${c.toUpperCase()}`);
