import type { AssistantTimeline } from '@leadnest/contracts';

import { afterCorrection } from './corrections';
import { UNITS } from './numbers';

/**
 * When the lead means to move, bucketed as the agent plans work: asap,
 * 0-3m, 3-6m, 6-12m, 12m+. Relative phrases ("this summer", "by March")
 * depend on today, so `now` (in the agent's zone, month 1–12) is passed in.
 *
 * understand() cuts a showing time out before this runs: "can I see it
 * tomorrow" is about a visit, not about moving tomorrow.
 */
export function bucket(months: number): AssistantTimeline {
  if (months < 0.5) return 'asap';
  if (months <= 3) return '0-3m';
  if (months <= 6) return '3-6m';
  // "Within a year", "in 12 months": the bucket is named 6-12m and includes 12.
  if (months <= 12) return '6-12m';
  return '12m+';
}

/**
 * A date the lead must be done by: within a month, everything has to happen now (asap), where a move "in 3 weeks"
 * is only when (docs/decisions/0023-readings-settled.md).
 */
const deadline = (months: number): AssistantTimeline => (months < 1 ? 'asap' : bucket(months));

const UNIT_MONTHS: Record<string, number> = { day: 1 / 30, week: 1 / 4.3, wk: 1 / 4.3, month: 1, mo: 1, mth: 1, year: 12, yr: 12 };
const SEASONS: Record<string, number> = { spring: 3, summer: 6, fall: 9, autumn: 9, winter: 12 };
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
// Whole words only: "in dec" is December, "in Decatur" is not.
const MONTH_WORD = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

// The day after a month ("march 1", "may 31st"), never a price, an hour or a count ("may 3 bedrooms", "june 5pm").
const MONTH_DAY =
  "(?:\\s+(?:the\\s+)?([12]?\\d|3[01])(?:st|nd|rd|th)?\\b(?![\\d:]|[,.]\\d|\\s*(?:k\\b|am\\b|pm\\b|a\\.m|p\\.m|bed|br\\b|bd|ba\\b|bath|%|o'?clock)))?";

/** The last month (1–12) of a season: summer is June to August. */
const lastMonthOf = (season: string) => (((SEASONS[season] ?? 1) + 1) % 12) + 1;

/** Months from today until the next `month`/`day` (a day already past this year is next year's). */
const monthsAndDays = (nowMonth: number, nowDay: number, month: number, day: number) => {
  const months = monthsUntil(nowMonth, month) + (day - nowDay) / 30;
  return months < 0 ? months + 12 : months;
};

/** Whole months from `month` (1–12) until the next start of `target` (1–12); 0 when already in it. */
const monthsUntil = (month: number, target: number) => (target - month + 12) % 12;

// Money per period ("2k a month", "$1,800/mo") is rent, not a timeline.
const RATE =
  /(\$?\d[\d,.]*\s*(k|grand|thousand)?\s*|\b(rent|hoa|fees?|budget)\b.{0,12}|\b(get|charge|ask|make|bring in|earn|clear)\s+)(\/|a|an|per|each|every)\s*(month|mo|mth|year|yr)\b/g;

// Time already spent ("renting for 5 years", "2 years ago", "built 10 years ago", "we've been in the house twenty
// years", "owned our home 12 years") is not a plan; a wait to come ("we won't be buying for about two years") is.
const PAST =
  /\b(?<!\b(?:won'?t|will not|not|n'?t|no)\s+(?:be\s+)?(?:buying|selling|moving|ready|looking|listing|renting)\s+)(for|been|past|last|over the last)\s+(the\s+)?((about|like|almost|nearly|over|around)\s+)?(\d+|an?|few|couple( of)?)\s*(years?|yrs?|months?|weeks?|wks?)\b|\b(\d+|an?|one)\s*(years?|yrs?|months?)\s*(ago|old)\b|\b(been|lived|living|owned|had|stayed)\s+((in|at|there|here|it|the|this|that|our|my|house|home|place|condo|townhouse)\s+){1,3}(for\s+)?((about|like|almost|nearly|over|around)\s+)?(\d+|an?|few|couple( of)?)\s*(years?|yrs?|months?)\b/g;

// How often, not when: "I buy 3-5 houses a year". A question about timing ("how soon can I buy?") names none.
// Nor does haste to talk ("talk soon", "I need to talk to someone real asap", "call me back right away"), nor when
// a loan is approved ("we should be pre-approved next week").
const NOT_A_PLAN =
  /\b(pre-?\s?approved|approved|approval|refund|check|bonus|paycheck|letter|appraisal|inspection)\b[^.?!,]{0,20}\b(this|next) (week|month)\b|\b(talk|speak|chat|call|text|reach|hear|get back|respond|reply|contact)\w*\b(?:(?!\b(?:move|moving|buy|buying|sell|selling|list|listing|close|closing|rent|renting|relocat\w*|purchas\w*)\b)[^.?!,]){0,30}?\b(soon|asap|right away|quickly|a\.s\.a\.p)\b|\b\d+(\s*(-|–|to)\s*\d+)?\s*(houses|homes|properties|deals|flips|doors|units)\s*(a|per|each|every)\s*(year|yr|month|mo)\b|\bhow (soon|quickly|fast|long)\b[^.?!]*[?.!]?/g;

const SPANISH_MONTHS: Record<string, string> = {
  enero: 'january',
  febrero: 'february',
  marzo: 'march',
  abril: 'april',
  mayo: 'may',
  junio: 'june',
  julio: 'july',
  agosto: 'august',
  septiembre: 'september',
  setiembre: 'september',
  octubre: 'october',
  noviembre: 'november',
  diciembre: 'december',
};

// Spanish and texting shorthand, as the English the rules below read.
const SAYINGS: Array<[RegExp, string | ((...parts: string[]) => string)]> = [
  [/\bw\/ ?in\b/g, 'within'],
  [/\b(b4|bfore|befor)\b/g, 'before'],
  [/\b(lo (antes|m[aá]s pronto) posible|cuanto antes|urgente)\b/g, 'asap'],
  [/\b(el )?(pr[oó]ximo a[nñ]o|a[nñ]o que viene)\b/g, 'next year'],
  [/\bmes(es)?\b/g, 'months'],
  [/\ba[nñ]os?\b/g, 'years'],
  [/\bsemanas?\b/g, 'weeks'],
  [/\bd[ií]as\b/g, 'days'],
  [/\bunos\b/g, 'about'],
  [/\ben\b(?= (about )?\d)/g, 'in'],
  [/\bprimavera\b/g, 'spring'],
  [/\bverano\b/g, 'summer'],
  [/\boto[nñ]o\b/g, 'fall'],
  [/\binvierno\b/g, 'winter'],
  // "vender la casa en enero": a Spanish month, as the English month it names.
  [
    /\b(en|para|antes de|a partir de) (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)\b/g,
    (_m: string, _cue: string, month: string) => `in ${SPANISH_MONTHS[month] ?? month}`,
  ],
];
// Counts said in words before a unit ("six to nine months", "eighteen months"), as the digits the count rule reads.
const COUNT_WORDS: Record<string, number> = { ...UNITS, 'twenty four': 24 };
const COUNT_WORD = new RegExp(`\\b(${Object.keys(COUNT_WORDS).join('|')})\\b(?=(\\s*(-|–|to|or)\\s*\\w+)?\\s*(days?|weeks?|months?|years?|yrs?)\\b)`, 'g');
const countWordsAsDigits = (t: string) =>
  t
    .replace(COUNT_WORD, (w) => String(COUNT_WORDS[w]))
    .replace(
      /\b(\d+)\s*(-|–|to|or)\s*(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen)\b/g,
      (_, a: string, sep: string, b: string) => `${a} ${sep} ${COUNT_WORDS[b]}`,
    );

const CONTACT_WORD = /\b(talk|speak|reach out|get back|call|text|email|chat|hours|open|closed|office)\b/;
// [month, day]: a holiday's date, or about where it falls (Thanksgiving, Memorial Day and the like move a little).
const HOLIDAYS: Array<[RegExp, number, number]> = [
  [/\b(before|by) (xmas|christmas|the holidays|the new year|new year'?s)\b/, 12, 25],
  [/\b(xmas|christmas|the holidays)\b/, 12, 25],
  [/\b(new years?|first of the year|start of the year|beginning of the year|january 1st)\b/, 1, 1],
  // A move done by a holiday of the year ("moved in before Halloween", "close by Thanksgiving", "moving around
  // Thanksgiving"); the day alone is a visit.
  [/\b(before|by|in time for|after|around) (halloween)\b/, 10, 31],
  [/\b(before|by|in time for|after|around) (thanksgiving)\b/, 11, 25],
  [/\b(before|by|in time for|around) (the )?(fourth of july|july 4th|independence day)\b/, 7, 4],
  [/\b(before|by|in time for|after|around) (mlk|martin luther king( jr\.?)?) (day|weekend)\b/, 1, 20],
  [/\b(before|by|in time for|after|around) presidents'? day\b/, 2, 17],
  [/\b(before|by|in time for|after|around) memorial day\b/, 5, 28],
  [/\b(before|by|in time for|after|around) labor day\b/, 9, 3],
  [/\b(before|by|in time for) valentine'?s( day)?\b/, 2, 14],
  [/\b(before|by|in time for|after|around) (st\.? patrick'?s|st\.? patty'?s)( day)?\b/, 3, 17],
  // Easter falls in late March or April; it is counted as mid-April, with tax day.
  [/\b(before|by|in time for|after|around) (easter|tax day)\b/, 4, 15],
  [/\b(before|by|in time for|after|around) mother'?s day\b/, 5, 10],
  [/\b(before|by|in time for|after|around) father'?s day\b/, 6, 18],
];

/**
 * `nowDay`: today's day of the month, for a date to be done by ("by 12/5"). `asked`: the message answers "when are
 * you hoping to move?", where "just looking for now" says it is far off.
 */
export function extractTimeline(message: string, nowMonth: number, nowYear?: number, nowDay = 1, asked = false): AssistantTimeline | null {
  const corrected = afterCorrection(message);
  // "four or five months, no wait, more like six to nine": the correction counts in the unit said before it.
  // Only a count can take the unit: "scratch Roswell, Alpharetta. 550 tops" corrects a place, not the months.
  const unit =
    corrected !== null &&
    !/\b(day|week|month|year|yr|mo)s?\b/i.test(corrected) &&
    /\b([1-9]|1[0-9]|2[0-4]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen)\b(?![\d,.]|\s*(k|tops|max|grand|thousand|%))/i.test(
      corrected,
    )
      ? message.match(/\b(days?|weeks?|months?|years?)\b/i)?.[1]
      : undefined;
  // The unit goes after the last count the correction says ("more like six to nine, before we buy" → "… nine months").
  const withUnit = (text: string) =>
    text.replace(
      /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen)\b(?!.*\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen)\b)/i,
      `$1 ${unit}`,
    );
  const read = corrected !== null ? timelineIn(unit ? withUnit(corrected) : corrected, nowMonth, nowYear, nowDay, asked) : null;
  return read ?? timelineIn(message, nowMonth, nowYear, nowDay, asked);
}

function timelineIn(message: string, nowMonth: number, nowYear: number | undefined, nowDay: number, asked: boolean): AssistantTimeline | null {
  let t = countWordsAsDigits(message.toLowerCase()).replace(RATE, ' ').replace(NOT_A_PLAN, ' ').replace(PAST, ' ');
  for (const [re, to] of SAYINGS) t = typeof to === 'string' ? t.replace(re, to) : t.replace(re, to);
  t = datesSpelledOut(t);
  // "report date Nov 1", "I start on Oct 2": a new post or job that the move is for.
  const start = t.match(
    new RegExp(
      `\\b(?:report(?:ing)? date|report(?:ing)?(?: (?:on|by))?|start date|(?:lease|it) start(?:s|ing)?(?: on)?|(?:i|we|job|work) starts?(?: work)? on|starting (?:work )?on|go(?:ing)? live|list(?:ing)? (?:it )?(?:on|by)|on the market (?:on|by)|clos(?:e|ing) (?:on|by))\\s*:?\\s*(?:on\\s+)?${MONTH_WORD}\\b(?:\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b)?`,
    ),
  );
  if (start?.[1]) {
    const months = monthsUntil(nowMonth, MONTHS.indexOf(start[1].slice(0, 3)) + 1) + (start[2] ? (Number(start[2]) - nowDay) / 30 : 0);
    // "closing by Dec 31st" must be done by then; "go live May 1", "report date Nov 1" only say when.
    return /\bby\b/.test(start[0]) ? deadline(Math.max(0, months)) : bucket(Math.max(0, months));
  }
  // "closing by the 15th": a day of this month, or of the next once it has passed.
  // "my lease is up the 30th" must be done by then too; "can move in the 15th" only says when.
  const byDay = t.match(
    /\b(by|before|no later than|(?:is |are )?up|ends?|expires?|due|out of (?:my|our|the) (?:place|apartment|apt|house|home|unit)(?: by)?|(?:move|moving) in(?: on)?|avail(?:able)?(?: on)?|starting(?: on)?)\s+the\s+([12]?\d|3[01])(?:st|nd|rd|th)\b/,
  );
  if (byDay) {
    const day = Number(byDay[2]);
    const months = (day >= nowDay ? day - nowDay : 30 - nowDay + day) / 30;
    return /^(move|moving|avail|starting)/.test(byDay[1] ?? '') ? bucket(months) : deadline(months);
  }
  // "close by 12/31": a date to be done by, counted in months from now.
  const byDate = t.match(/\b(?:by|before|no later than|(?:is |are )?up|ends?|expires?|due)\s+(1[0-2]|0?[1-9])\/([12]\d|3[01]|0?[1-9])\b(?!\/\d)/);
  if (byDate) return deadline(Math.max(0, monthsUntil(nowMonth, Number(byDate[1])) + (Number(byDate[2]) - nowDay) / 30));
  // Where they live now ("renting now", "we rent rn") says nothing about when they move.
  t = t.replace(/\b(currently renting|renting (right )?now|rent (rn|right now))\b/g, ' ');
  // A street or a house number is no season: "300 Spring St", "Summer Hill Rd".
  t = t.replace(
    /\b\d+\s+(spring|summer|fall|winter|autumn)\b|\b(spring|summer|fall|winter|autumn)\s+(st|street|ave|avenue|rd|road|dr|drive|ln|lane|blvd|way|ct|court|pl|place|creek|hill|valley|lake|park)\b/g,
    ' ',
  );
  // Greetings and visits on a holiday name no plan: "Merry Christmas", "Christmas Eve at 4pm for a tour?".
  t = t.replace(/\b(merry|happy|have a (great|good|nice|wonderful)) (christmas|xmas|holidays|new year'?s?|thanksgiving)\b/g, ' ');
  t = t.replace(/\b(christmas eve|new year'?s eve|new year'?s day|christmas day|the day after christmas)\b/g, ' ');
  // "What would it go for right now?", "am I talking to a robot right now?": now is said of the question, not a move.
  t = t.replace(
    /\b(worth|go for|sell for|get for|value|talking|texting|chatting|speaking|messaging|writing|market|rates?|prices?)\b[^.?!,]{0,25}\bright now\b/g,
    ' ',
  );
  // An event already past in a month ("my mother passed in January", "we finished the kitchen in January") is no plan.
  t = t.replace(
    new RegExp(
      `\\b(passed( away)?|died|finished|completed|bought|purchased|renovated|remodeled|redid|redone|inherited|got married|paused|stopped|stepped back|gave up|backed out|put (?:it|things|everything|our search) on hold|(?:were|was) (?:looking|under contract|gonna|going to)|started looking)\\b[^.?!,]{0,30}\\b(in|last|this past|back in)(?: the)? (?:${MONTH_WORD}|spring|summer|fall|autumn|winter)\\b`,
      'g',
    ),
    ' ',
  );
  // Where they live now is no plan: "we live in Buckhead right now".
  t = t.replace(/\b(live|living|rent|renting|stay|staying)\b[^.?!]{0,25}\bright now\b/g, ' ');
  // A trip is not a move: "I'm visiting from Ohio next week".
  t = t.replace(/\b(visiting|in town|flying in|coming in|here)\b[^.?!,]{0,25}\b(this|next) week\b/g, ' ');
  // When to talk is not when to move: "anyone we could speak with this week?".
  t = t.replace(/\b(speak|talk|call|chat|meet|hear back|get back)\b[^.?!]{0,30}\b(this|next) week\b/g, ' ');
  // Far off, whatever else is said: "a couple of years", "long term", "not for a while".
  if (
    /\b((a )?couple (of )?years|few years|long[- ]term|someday|some day|eventually|not (for )?a while|down the road|not anytime soon|not soon|not (for|until|till|til) (another|over a|more than a) (year|yr))\b/.test(
      t,
    )
  )
    return '12m+';
  const dated = datedTimeline(t, nowMonth, nowYear, nowDay);
  // Asking what a home is worth or saying no plan ("just curious, not selling") names no time to move.
  if (
    !dated &&
    /\bnot (selling|listing|buying|moving)\b|\b(worth|sell for|value)\b[^.?!]*\bjust (curious|wondering)\b|\bjust (curious|wondering)\b[^.?!]*\b(worth|sell for|value)\b/.test(
      t,
    )
  )
    return null;
  // Browsing ("just looking for now") said unasked names no time, neither now nor far off; as the answer to "when?"
  // it says far off. A later time said with it is the plan ("just browsing, maybe next spring")
  // (docs/decisions/0023-readings-settled.md). "Just looking to buy a condo" is no browsing: it says what they seek.
  if (/\b(just (looking|browsing)(?! (to|for (a|an|\d)|at (a|an|\d)))|browsing)\b/.test(t))
    return dated && dated !== 'asap' && dated !== '0-3m' ? dated : asked ? '12m+' : null;
  // No hurry reads as 12m+, unless it comes with a window that bounds it ("no rush, probably within the next
  // year" is 6-12m); a date said with it ("no rush, maybe next year") stays a hope.
  if (/\b(no rush|not in a (hurry|rush)|no hurry|in no (hurry|rush))\b/.test(t)) {
    // A count of months is a window too ("six to nine months from now, no rush").
    const window =
      /\b(within|in the (next|coming)|over the (next|coming)|sometime in the (next|coming)|before the end of|lease (is )?(up|ends?|expires?|runs out))\b|\b\d+\s*(-|–|to|or)\s*\d+\s*months?\b|\bnext (spring|summer|fall|autumn|winter)\b|\b(spring|summer|fall|autumn|winter)\s+20\d\d\b|\bafter the (new year|holidays)\b|\bprobably (in )?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\b|\bby (christmas|xmas|the holidays|(the )?end of (the )?year)\b/.test(
        t,
      );
    return window && dated && dated !== 'asap' ? dated : '12m+';
  }
  return dated;
}

/**
 * Dates said in other shapes, as the month readers below read them: "the first of October" is "october 1";
 * "oct 1 start", "nov 1 move-in" are "starting oct 1"; a lease's length ("12 month lease") says nothing of when.
 */
const NTH_DAY: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fifteenth: 15, '15th': 15 };
function datesSpelledOut(t: string): string {
  return (
    t
      .replace(
        new RegExp(`\\b(?:the\\s+)?(first|1st|second|2nd|third|3rd|fifteenth|15th)\\s+of\\s+${MONTH_WORD}\\b`, 'g'),
        (_m, nth: string, month: string) => `${month} ${NTH_DAY[nth] ?? 1}`,
      )
      .replace(new RegExp(`\\b${MONTH_WORD}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:start|move[- ]?in|lease start)\\b`, 'g'), 'starting $1 $2')
      .replace(/\b\d+[- ]?(?:months?|mos?|years?|yrs?|weeks?|wks?)[- ](?:lease|contract|assignment|stay)\b/g, 'lease')
      // A stay ("down in Naples for the winter", "a sublet for the summer") is how long, not when.
      .replace(/\bfor the (?:winter|summer|season|holidays)\b/g, ' ')
      .replace(
        /\b(start(?:s|ing)?|begin(?:s|ning)?)(?: on)?\s+(1[0-2]|0?[1-9])\/([12]\d|3[01]|0?[1-9])\b(?!\/\d)/g,
        (_m, cue: string, mo: string, d: string) => `${cue} ${MONTHS[Number(mo) - 1]} ${Number(d)}`,
      )
  );
}

/** A time frame the words name (after the far-off phrases), or null. */
function datedTimeline(t: string, nowMonth: number, nowYear: number | undefined, nowDay: number): AssistantTimeline | null {
  if (
    /\b(asap|a\.s\.a\.p|as soon as (possible|we can|i can)|right away|immediately|(?<!\b(?:not|non|isn'?t|no|nothing)[- ])urgent(ly)?|this week|next week|(?<!(n'?t|not|cannot)\b[^.,;!?]{0,30})right now|ready now|(move|moving|need|needed|needs|buy|buying|rent|renting|purchase|sell|selling|list|listing|start|ready to \w+) (it |the \w+ |my \w+ |our \w+ |something |one |a \w+ )?(in )?(right )?(now|today|tomorrow|this weekend)|like yesterday|(rented|sold|gone|done|moved|out|filled),? (like,? )?yesterday|(starting|start|from|need it|needed|move in|moving in|available) (this |next )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)|needed (it |one |this |something |a place )?yesterday|(within|in) (a|one|1|2|two|a couple of?) weeks?|^\s*now\b|^\s*today\b)\b/.test(
      t,
    )
  )
    return 'asap';

  // "A year and a half", "two and a half years".
  const andHalf = t.match(/\b(an?|one|another|\d+)\s+(year|yr)s?\s+and\s+a\s+half\b|\b(\d+)\s+and\s+a\s+half\s+(year|yr)s?\b/);
  if (andHalf) return bucket((/^(an?|one|another)$/.test(andHalf[1] ?? '') ? 1 : Number(andHalf[1] ?? andHalf[3])) * 12 + 6);
  // "fall 2027": that season of that year.
  const seasonYear = nowYear ? t.match(/\b(spring|summer|fall|autumn|winter)\s+(?:of\s+)?(20[2-4]\d)\b/) : null;
  if (seasonYear?.[1] && nowYear) {
    const middle = ((SEASONS[seasonYear[1]] ?? 1) % 12) + 1;
    return bucket((Number(seasonYear[2]) - nowYear) * 12 + middle - nowMonth);
  }
  // A span between two units ("half a year to a year", "a year or two"): its later end.
  const span =
    t.match(/\b(?:half an?|an?|\d+(?:\.\d+)?)\s*(?:year|yr|month|mo)s?\s*(?:-|–|to|or)\s*(an?|one|\d+(?:\.\d+)?)\s*(year|yr|month|mo)s?\b/) ??
    t.match(/\b(?:an?|one|\d+)\s*(?:year|yr|month|mo)s?\s+or\s+(two|three|\d+)()\b(?!\s*(?:day|week|wk|month|mth|mo|year|yr)s?\b)/);
  if (span) {
    const later = /^(an?|one)$/.test(span[1] ?? '') ? 1 : (({ two: 2, three: 3 } as Record<string, number>)[span[1] ?? ''] ?? Number(span[1]));
    const unit = span[2] || (t.slice(span.index ?? 0).match(/year|yr/) ? 'year' : 'month');
    if (Number.isFinite(later)) return bucket(later * (UNIT_MONTHS[unit] ?? 1));
  }
  // "in 3 months", "within 2 weeks", "3-4 months" (the later end), "a year or so", "60 days".
  const n = t.match(
    /\b(\d+(?:\.\d+)?|an?|(?:a )?few|(?:a )?couple(?: of)?|several|half a)(?:\s*(?:-|–|to|or|,)\s*(\d+))?\+?\s*(day|week|wk|month|mth|mo|year|yr)s?\b/,
  );
  if (n) {
    const [, first = '', second, unit = 'month'] = n;
    const count = second
      ? Number(second)
      : /^an?$/.test(first)
        ? 1
        : /few|several/.test(first)
          ? 3
          : /couple/.test(first)
            ? 2
            : /half/.test(first)
              ? 0.5
              : Number(first);
    // "12+ months out": more than the count.
    const plus = /\+\s*\w+$/.test(n[0]) ? 0.5 : 0;
    // "within 30 days", "within a month": a time to be done within is a deadline, as a date to be done by is.
    // "Within a few weeks" is vaguer: only a count said is a deadline.
    const within = /\bwithin (the (next|coming) )?$/.test(t.slice(0, n.index)) && !/few|couple|several/.test(first);
    const months = count * (UNIT_MONTHS[unit] ?? 1) + plus;
    if (Number.isFinite(count)) return within && months <= 1 ? 'asap' : bucket(months);
  }
  // "By the end of the month": what is left of it, a deadline (tables 14 and 17; table 11 read 0-3m).
  if (/\b(by|before) (the )?end of (the |this )?month\b/.test(t)) return 'asap';
  if (/\b(this|next) month\b|\bend of (the )?month\b/.test(t)) return '0-3m';
  // "Add 2-4 more this year": any time before the year is out.
  if (
    /\b(buy|buying|sell|selling|move|moving|list|listing|add|adding|purchase|purchasing|close|closing|invest\w*|looking|rent|renting)\b[^.?!]{0,40}\bthis (year|yr)\b/.test(
      t,
    )
  )
    return bucket(monthsAndDays(nowMonth, nowDay, 12, 31));
  if (/\bsoon\b|\bshortly\b/.test(t)) return '0-3m';

  // "early next year" is a January; "later next year" more than a year off.
  if (/\b(early|beginning of|start of|first of|first thing) next year\b/.test(t)) return bucket(monthsUntil(nowMonth, 1));
  if (/\b(late|later|end of|end of the) next year\b/.test(t)) return '12m+';
  // "Next year" is said of plans, not of a date that happens to be in January.
  if (
    /\b(next year|next yr|within (the|a) (year|yr)|this time next year|(the )?(next|coming) (year|yr)|this coming (year|yr)|a (year|yr) (from now|out))\b/.test(
      t,
    )
  )
    return '6-12m';
  if (/\bend of (the |this )?year\b|\byear[- ]end\b(?! bonus)|\bby (the )?(new year|holidays)\b/.test(t))
    return (/\b(before|by)\b/.test(t) ? deadline : bucket)(monthsAndDays(nowMonth, nowDay, 12, 31));

  // "By Christmas", "after the holidays", "after the new year": a plan, but not when said of getting in touch
  // ("talk after the holidays", "office hours over Christmas").
  if (!/\b(next|last) (christmas|xmas)\b/.test(t) && !CONTACT_WORD.test(t)) {
    const after = /\bafter (xmas|christmas|the holidays)\b/.test(t);
    const holiday = HOLIDAYS.find(([re]) => re.test(t));
    // The new year is counted in whole months, as it always starts one; "by Christmas" is a date to be done by.
    if (holiday)
      return after || holiday[1] === 1
        ? bucket(monthsUntil(nowMonth, after ? 1 : holiday[1]))
        : // "After Labor Day": from the day on, never sooner than its month.
          (/\b(before|by)\b/.test(t) ? deadline : bucket)(
            /\bafter\b/.test(t) ? Math.max(monthsUntil(nowMonth, holiday[1]), 0.5) : monthsAndDays(nowMonth, nowDay, holiday[1], holiday[2]),
          );
  }

  // The school year: it starts in August and ends in late May or June ("after the kids finish school").
  if (/\b(start|beginning) of (the )?(school|academic) year|(before|when) (the )?school (starts|year starts)|back to school|(new|next) school year\b/.test(t))
    return bucket(Math.max(monthsUntil(nowMonth, 8), 0.5));
  if (
    /\b(end of (the )?(school|academic) year|(after|when|once) (the )?(kids?|children|they) (finish|are done with|get out of) school|(after|when|once) school (ends|is out|lets out|gets out|'?s out))\b/.test(
      t,
    ) &&
    // "In the fall, after the kids finish school": the season named says when.
    !/\b(in|this|next) (the )?(spring|summer|fall|autumn|winter)\b/.test(t)
  )
    return bucket(Math.max(monthsUntil(nowMonth, 6), 0.5));

  // "By the end of summer", "late summer": the season's last month.
  // "late summer" is in its last month; "by the end of summer" when that month is over.
  const seasonEnd = t.match(/\b(end of|late|later in)\s+(?:the\s+|this\s+)?(spring|summer|fall|autumn|winter)\b/);
  if (seasonEnd?.[2]) return bucket(monthsUntil(nowMonth, lastMonthOf(seasonEnd[2])) + (seasonEnd[1] === 'end of' ? 1 : 0));
  const season = t.match(/\b(spring|summer|fall|autumn|winter)\b/);
  // "This summer" and "next summer" both mean the coming one in practice; said during that season, the rest of it.
  if (season?.[1] && !/\b(fall|spring) (in love|back|through)\b/.test(t)) {
    const start = SEASONS[season[1]] ?? 1;
    // Said during that season, "next summer" is next year's: its middle month not yet past is a year on.
    const nextOrThis = (months: number, from: number) =>
      new RegExp(`\\bnext ${season[1]}\\b`).test(t) && monthsUntil(from, nowMonth) <= 2 && months <= 2 ? months + 12 : months;
    const left = monthsUntil(nowMonth, lastMonthOf(season[1]));
    // Said in the season's last month without "this" ("in the spring", mid-May), it is the next one.
    const ending = left === 0 && !new RegExp(`\\bthis (coming )?${season[1]}\\b`).test(t);
    return left <= 2 && monthsUntil(start, nowMonth) <= 2 && !ending && !/\bnext (spring|summer|fall|autumn|winter)\b/.test(t)
      ? bucket(Math.max(1, left))
      : // "This fall" is counted to the season's start; "next summer" to its middle month: said in December, it
        // is any time from June to August, most of it over six months off (docs/decisions/0023-readings-settled.md).
        // Said during that season, "next summer" is next year's.
        bucket(nextOrThis(monthsUntil(nowMonth, new RegExp(`\\bnext ${season[1]}\\b`).test(t) ? (start % 12) + 1 : start), start));
  }

  // A year named ("maybe 2028"): the months until it starts, counted to its middle when it is next year.
  const year = nowYear ? t.match(/\b(?:in|by|maybe|around|until|till|before|after|probably|sometime in|early|late)\s+(20[2-4]\d)\b/) : null;
  if (year?.[1] && nowYear) {
    const ahead = Number(year[1]) - nowYear;
    if (ahead >= 2) return '12m+';
    // "Close before 2031": done by the year's start, a deadline.
    if (ahead === 1 && /^(before|by)\b/.test(year[0].trim())) return deadline(monthsUntil(nowMonth, 1));
    if (ahead === 1) return bucket(Math.max(monthsUntil(nowMonth, 1), 0.5) + 6);
  }

  // A month: after a preposition for short forms and "may" ("by Mar", "in may"), anywhere for full names. Its day,
  // when said, counts too: "by May 31st" said on Feb 20 is over three months off, "by march 1" nine days.
  const month =
    t.match(
      new RegExp(
        `\\b(by|in|before|no later than|around|early|late|mid|end of|start of|starting|starts?|until|till|after|come|ends?|expires?|up in|up|avail(?:able)?|leaving|leaves|moves out|moving out),?\\s+(?:the end of\\s+|early\\s+|late\\s+|mid-?\\s*)?${MONTH_WORD}\\b${MONTH_DAY}`,
      ),
    ) ?? t.match(new RegExp(`\\b()(january|february|march|april|june|july|august|september|october|november|december)\\b${MONTH_DAY}`));
  if (month?.[2]) {
    // "Before March" is before its first day.
    const day = month[3] ? Number(month[3]) : month[1] === 'before' ? 1 : null;
    let months = monthsUntil(nowMonth, MONTHS.indexOf(month[2].slice(0, 3)) + 1) + (day ? (day - nowDay) / 30 : 0);
    // A day already past this month is next year's.
    if (months < 0) months += 12;
    // A date to be done by is a deadline (within a month, asap); a month named alone is when.
    // A lease up, a closing or a move-out on that day is a deadline too ("our lease is up June 30").
    const cueBefore = t.slice(Math.max(0, (month.index ?? 0) - 30), (month.index ?? 0) + (month[1]?.length ?? 0));
    const due =
      /^(by|before|no later than|ends?|expires?|up)$/.test(month[1] ?? '') ||
      (!/^(starting|avail)/.test(month[1] ?? '') && /\b(lease (is |will be )?(up|over|ending)|close|closing|closes|out|due)\b[^.?!,]{0,20}$/.test(cueBefore));
    return day && due ? deadline(months) : bucket(months);
  }
  // "Need to sell fast", "have to find a rental quick": urgent, when no date said says how urgent.
  if (
    /\b(need|needs|needed|have|has|got|want|must)( to)? ([\w']+ ){0,5}?(fast|quick|quickly)(?=\s*([.,!?;]|$|so\b|and\b|because\b|bc\b|please\b|due\b|for\b))/.test(
      t,
    )
  )
    return 'asap';
  return null;
}
