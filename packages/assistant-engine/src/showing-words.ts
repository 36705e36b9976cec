import { addDays, toWallTime, weekdayOf } from './time-zone';

/**
 * Day words chrono-node does not read, rewritten as words it does, before
 * showing-time.ts reads a message. Each rewrite names a day chrono reads
 * without doubt ("May 15"), worked out from `now` in the agent's zone, so
 * the day is the agent's day (docs/decisions/0013-agent-time-zone.md):
 *
 * - short weekday names chrono misses: "tues", "weds", "thur";
 * - days counted from today: "the day after tomorrow", "in 2 days",
 *   "3 days from now", "a week from today", "monday next week";
 * - a day of the month alone: "on the 20th", "wednesday the twentieth"
 *   (the next such day from today);
 * - holidays, fixed ("Halloween") or on a weekday of their month
 *   ("Columbus Day", "Thanksgiving"): the next one;
 * - hours named by what the lead does: "after work" is the evening,
 *   "after lunch" the afternoon, "at lunch" noon, "before work" the morning
 *   (parts of the day read as in docs/decisions/0038-whole-conversations.md).
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const ORDINAL_WORDS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
};
const COUNT_WORDS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, couple: 2, 'a couple': 2, 'a couple of': 2 };

type Day = { year: number; month: number; day: number };
const HOLIDAY_DATES: Record<string, [number, number]> = {
  'christmas eve': [12, 24],
  'christmas day': [12, 25],
  'day after christmas': [12, 26],
  'new years eve': [12, 31],
  'new years day': [1, 1],
  halloween: [10, 31],
  'valentines day': [2, 14],
  'fourth of july': [7, 4],
  'july 4th': [7, 4],
  'independence day': [7, 4],
  'veterans day': [11, 11],
  juneteenth: [6, 19],
  'st patricks day': [3, 17],
  'saint patricks day': [3, 17],
};
// Holidays on a weekday of their month: [month, weekday (0 Sunday), which one (-1 the last)].
const WEEKDAY_HOLIDAYS: Record<string, [number, number, number]> = {
  'mlk day': [1, 1, 3],
  'martin luther king day': [1, 1, 3],
  'presidents day': [2, 1, 3],
  'mothers day': [5, 0, 2],
  'memorial day': [5, 1, -1],
  'fathers day': [6, 0, 3],
  'labor day': [9, 1, 1],
  'columbus day': [10, 1, 2],
  'indigenous peoples day': [10, 1, 2],
  thanksgiving: [11, 4, 4],
  'thanksgiving day': [11, 4, 4],
};
const HOLIDAY_DAYS =
  /\b(?:the\s+)?(?:christmas eve|christmas day|day after christmas|new year[’']?s eve|new year[’']?s day|halloween|valentine[’']?s day|fourth of july|july 4th|independence day|veterans[’']? day|mlk day|martin luther king(?: jr\.?)? day|presidents[’']? day|memorial day|labor day|columbus day|indigenous peoples[’']? day|thanksgiving(?: day)?|juneteenth|(?:st\.?|saint) patrick[’']?s day|mother[’']?s day|father[’']?s day)\b/gi;

/** The day of a holiday in `year`: a fixed date, or the nth (or last) weekday of its month. */
function holidayIn(name: string, year: number): Day | null {
  const fixed = HOLIDAY_DATES[name];
  if (fixed) return { year, month: fixed[0], day: fixed[1] };
  const rule = WEEKDAY_HOLIDAYS[name];
  if (!rule) return null;
  const [month, weekday, nth] = rule;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const matching = Array.from({ length: days }, (_, i) => i + 1).filter((d) => weekdayOf(year, month, d) === weekday);
  const day = nth === -1 ? matching[matching.length - 1] : matching[nth - 1];
  return day === undefined ? null : { year, month, day };
}
// With its year, so chrono never moves a day named for today to next year.
const said = (d: Day) => `${MONTHS[d.month - 1]} ${d.day}, ${d.year}`;

/** A day of the month (1–31) as a number, from "20th", "twentieth", "twenty-first". */
function dayOfMonth(word: string): number | null {
  const w = word.toLowerCase().replace(/\s+|-/g, ' ');
  const digits = w.match(/^(\d{1,2})(?:st|nd|rd|th)$/);
  if (digits) return Number(digits[1]);
  const compound = w.match(/^(twenty|thirty) (\w+)$/);
  const n = compound ? (compound[1] === 'twenty' ? 20 : 30) + (ORDINAL_WORDS[compound[2] ?? ''] ?? 99) : (ORDINAL_WORDS[w] ?? null);
  return n !== null && n >= 1 && n <= 31 ? n : null;
}

/** The next `dom` of a month from today (this month if still ahead or today, else next month). */
function nextDayOfMonth(today: Day, dom: number): Day {
  if (dom >= today.day) return { ...today, day: dom };
  return today.month === 12 ? { year: today.year + 1, month: 1, day: dom } : { year: today.year, month: today.month + 1, day: dom };
}

/** "wednesday the 20th": the next 20th that is a Wednesday (within three months), else the next 20th. */
function onWeekday(today: Day, dom: number, weekday: number): Day {
  let d = nextDayOfMonth(today, dom);
  for (let i = 0; i < 3; i++) {
    if (weekdayOf(d.year, d.month, d.day) === weekday) return d;
    d = d.month === 12 ? { year: d.year + 1, month: 1, day: dom } : { year: d.year, month: d.month + 1, day: dom };
  }
  return nextDayOfMonth(today, dom);
}

const ORDINAL =
  '(\\d{1,2}(?:st|nd|rd|th)|(?:twenty|thirty)[\\s-](?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|' +
  Object.keys(ORDINAL_WORDS).join('|') +
  ')';
// "the 20th" after "on" or a weekday, or before "at"/"?": never "the first one", "the second option", "the 3rd floor".
const DAY_OF_MONTH = new RegExp(
  `\\b((?:on|for|by|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\\s+)?the\\s+${ORDINAL}\\b(?!\\s+(?:one|option|choice|slot|time|floor|house|home|listing|unit|of|place|spot))`,
  'gi',
);

const DAY_OF_NAMED_MONTH = new RegExp(
  `\\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\\s+)?the\\s+${ORDINAL}\\s+of\\s+(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\b`,
  'gi',
);

/**
 * The message with its day words rewritten. `swaps` receives each day as
 * rewritten beside the lead's own words for it, so the words read as a
 * showing day can be found again in the message ("in 3 days" is a visit,
 * not a move in 3 days).
 */
const HOLIDAY_NAME = HOLIDAY_DAYS.source.replace('\\b(?:the\\s+)?', '');
const NEXT_TO_HOLIDAY = new RegExp(`\\b(?:the\\s+)?(${WEEKDAYS.join('|')})\\s+(after|before)\\s+(?:the\\s+)?(${HOLIDAY_NAME})`, 'gi');
const HOLIDAY_WEEKEND = new RegExp(`\\b(?:the\\s+)?(${HOLIDAY_NAME})\\s+weekend\\b`, 'gi');

export function dayWords(message: string, now: Date, timeZone: string, swaps: Array<[string, string]> = []): string {
  const w = toWallTime(now, timeZone);
  const today: Day = { year: w.year, month: w.month, day: w.day };
  const plus = (n: number) => said(addDays(today.year, today.month, today.day, n));
  const swap = (original: string, rewritten: string) => {
    swaps.push([rewritten.replace(/^on /, ''), original.replace(/^(?:on|for|by)\s+/i, '')]);
    return rewritten;
  };
  // "after work, like 5:30": the hour said wins over the part of the day.
  const hourSaid = /\d:\d\d|\d\s*(?:am|pm|a\.m|p\.m)\b|\bat\s+\d/i.test(message);
  // The next such holiday, by its name as HOLIDAY_DAYS matched it.
  const nextHoliday = (m: string): Day | null => {
    const name = m
      .toLowerCase()
      .replace(/[’'.]/g, '')
      .replace(/\s+/g, ' ')
      .replace(/^the /, '')
      .replace(/ jr day$/, ' day');
    const thisYear = holidayIn(name, today.year);
    if (!thisYear) return null;
    const passed = thisYear.month < today.month || (thisYear.month === today.month && thisYear.day < today.day);
    return passed ? (holidayIn(name, today.year + 1) ?? thisYear) : thisYear;
  };
  return (
    message
      // "The Saturday after Halloween", "the Monday before Thanksgiving": that weekday, counted from the holiday.
      .replace(NEXT_TO_HOLIDAY, (m: string, weekday: string, side: string, holiday: string) => {
        const day = nextHoliday(holiday);
        if (!day) return m;
        const want = WEEKDAYS.indexOf(weekday.toLowerCase());
        const step = side.toLowerCase() === 'after' ? 1 : -1;
        for (let n = step; Math.abs(n) <= 7; n += step) {
          const d = addDays(day.year, day.month, day.day, n);
          if (weekdayOf(d.year, d.month, d.day) === want) return swap(m, `on ${said(d)}`);
        }
        return m;
      })
      // "Columbus Day weekend", "Memorial Day weekend": the Saturday of the long weekend.
      .replace(HOLIDAY_WEEKEND, (m: string, holiday: string) => {
        const day = nextHoliday(holiday);
        // A day of that weekend named too ("Father's Day weekend… Sunday the 16th") is the day.
        if (!day || new RegExp(`\\b(${WEEKDAYS.join('|')})\\b|\\bthe\\s+\\d{1,2}(st|nd|rd|th)\\b`, 'i').test(message)) return m;
        // The Saturday before a Sunday or Monday holiday, else the one after it.
        const weekday = weekdayOf(day.year, day.month, day.day);
        const toSaturday = weekday === 0 ? -1 : weekday === 1 ? -2 : 6 - weekday;
        return swap(m, `on ${said(addDays(day.year, day.month, day.day, toSaturday))}`);
      })
      // Days named for a holiday ("Christmas Eve", "New Year's Eve", "the day after Christmas"): the next such day.
      .replace(HOLIDAY_DAYS, (m: string) => {
        const day = nextHoliday(m);
        return day ? swap(m, `on ${said(day)}`) : m;
      })
      // "today's market", "today's rates": no day of a visit.
      .replace(/\btoday['’]s\b/gi, 'the current')
      // "wed like to see it" is "we'd like…", not Wednesday.
      .replace(/\bwed (?=like|love|want|be|need|prefer)\b/gi, "we'd ")
      .replace(/\btues\b\.?/gi, 'tuesday')
      // "this wknd": the weekend, as texted.
      .replace(/\b(?:wknd|wkend|wekend|weeknd)\b/gi, 'weekend')
      .replace(/\bweds\b\.?/gi, 'wednesday')
      .replace(/\bthur\b\.?/gi, 'thursday')
      .replace(/\b(?:the\s+)?day after (?:tomorrow|tmrw|tmr)\b/gi, (m) => swap(m, `on ${plus(2)}`))
      .replace(
        /\b(?:in|within)\s+(\d|a|one|two|three|four|five|six|seven|a couple(?: of)?)\s+(days?|weeks?)\b(?!\s+(?:or|to)\b)/gi,
        (m, n: string, unit: string) => {
          const count = /^\d$/.test(n) ? Number(n) : (COUNT_WORDS[n.toLowerCase()] ?? 0);
          // "in a week or two", "in 3 weeks" (a move, not a visit): only days, or one week exactly.
          if (/^week/i.test(unit) && count !== 1) return m;
          return swap(m, `on ${plus(/^week/i.test(unit) ? 7 : count)}`);
        },
      )
      .replace(/\b(\d|a|one|two|three|four|five|six|seven)\s+(days?|weeks?)\s+from\s+(today|now|tomorrow)\b/gi, (m, n: string, unit: string, from: string) => {
        const count = /^\d$/.test(n) ? Number(n) : (COUNT_WORDS[n.toLowerCase()] ?? 0);
        if (/^week/i.test(unit) && count !== 1) return m;
        return swap(m, `on ${plus((/^week/i.test(unit) ? 7 : count) + (/tomorrow/i.test(from) ? 1 : 0))}`);
      })
      // "monday next week": that weekday in the calendar week after this one (weeks start on Monday).
      .replace(/\b(mon|tues|wednes|thurs|fri|satur|sun)day\s+(?:of\s+)?next week\b/gi, (m, d: string) => {
        const target = WEEKDAYS.findIndex((x) => x.startsWith(d.toLowerCase()));
        const fromMonday = (weekdayOf(today.year, today.month, today.day) + 6) % 7;
        return swap(m, `on ${plus(7 - fromMonday + ((target + 6) % 7))}`);
      })
      // "Thursday the fifth of October", "the 3rd of November": the day of that month.
      .replace(DAY_OF_NAMED_MONTH, (m, ord: string, month: string) => {
        const dom = dayOfMonth(ord);
        const index = MONTHS.findIndex((name) => name.toLowerCase().startsWith(month.toLowerCase().slice(0, 3)));
        if (dom === null || index < 0) return m;
        const year = index + 1 < today.month || (index + 1 === today.month && dom < today.day) ? today.year + 1 : today.year;
        return swap(m, `on ${said({ year, month: index + 1, day: dom })}`);
      })
      .replace(DAY_OF_MONTH, (m, before: string | undefined, ord: string) => {
        const dom = dayOfMonth(ord);
        if (dom === null) return m;
        const weekday = before && !/^(on|for|by)\s/i.test(before) ? WEEKDAYS.findIndex((x) => x.startsWith(before.trim().toLowerCase().slice(0, 3))) : -1;
        return `${weekday >= 0 ? '' : (before ?? '')}${swap(m, said(weekday >= 0 ? onWeekday(today, dom, weekday) : nextDayOfMonth(today, dom)))}`;
      })
      .replace(/\bafter work\b/gi, hourSaid ? ' ' : 'evening')
      .replace(/\bbefore work\b/gi, hourSaid ? ' ' : 'morning')
      .replace(/\bafter lunch\b/gi, hourSaid ? ' ' : 'afternoon')
      .replace(/\b(?:at|around|over)\s+lunch(?:time)?\b/gi, 'at noon')
      // "thursday in the evening", "evening on thursday": chrono reads a part of the day after its day.
      .replace(/(?<!\d(?::\d\d)?\s{0,3})\bin the (morning|afternoon|evening)\b/gi, '$1')
      .replace(/\b(morning|afternoon|evening)\s+(?:on\s+|this\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow)\b/gi, '$2 $1')
  );
}
