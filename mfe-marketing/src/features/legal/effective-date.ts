/**
 * A legal text's effective date (`YYYY-MM-DD`, a calendar day) in words:
 * "August 14, 2025". Formatted as a day in UTC, so no reader's time zone
 * moves it to the 13th.
 */
export function formatEffectiveDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(at.getTime())) return day;
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(at);
}
