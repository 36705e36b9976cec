import { BRAND_NAME } from '@leadnest/brand';

/** One cell: text is escaped (and neutralised), numbers are written as they are. */
export type CsvCell = string | number;

/**
 * A text cell a spreadsheet would read as a formula — one starting with
 * =, +, - or @ (and tab or carriage return, which some spreadsheets skip
 * before looking) — gets a leading apostrophe, so it stays text (OWASP's
 * CSV injection advice). Numbers are left alone: -5 is a number, not a formula.
 */
export function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180: every text field in double quotes, a quote inside doubled. */
export function csvField(cell: CsvCell): string {
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  return `"${neutralise(cell).replace(/"/g, '""')}"`;
}

/** RFC 4180 lines: fields joined by commas, records ended by CRLF (the last one too). */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** The export's file name, part of the contract (spec part 2 §7): leadnest-analytics-{period}-{YYYY-MM-DD}.csv. */
export function exportFileName(period: string, date: string): string {
  return `${BRAND_NAME.toLowerCase()}-analytics-${period}-${date}.csv`;
}

/** Today's date (YYYY-MM-DD) in a time zone: 'en-CA' writes dates that way. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
