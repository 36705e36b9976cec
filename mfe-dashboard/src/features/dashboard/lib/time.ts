/**
 * Dates and times in the agent's time zone, through the platform's Intl
 * (the zone database the browser keeps up to date).
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** YYYY-MM-DD of `instant` in `timeZone`. */
export function dayIn(instant: Date, timeZone: string): string {
  let f = dayFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, f);
  }
  return f.format(instant);
}

/** "2:00 PM" in `timeZone`. */
export function timeIn(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
}
