import { BRAND_NAME } from '@leadnest/brand';
import type { LeadDto } from '@leadnest/contracts';
import { CSV_FORMULA_START, leadCsvRecord, LEADS_CSV_HEADER } from '@leadnest/contracts/leads-csv';
import Papa from 'papaparse';

export { LEADS_CSV_HEADER };

/**
 * The ticked leads as CSV, built in the browser with the columns and cells
 * of the server's export (the whole list, GET /api/leads/export): RFC 4180
 * (CRLF, every field quoted, quotes doubled) by papaparse, formulas guarded
 * by CSV_FORMULA_START (OWASP CSV injection) without touching an E.164 phone.
 */
export function leadsCsv(leads: readonly LeadDto[]): string {
  return `${Papa.unparse({ fields: [...LEADS_CSV_HEADER], data: leads.map(leadCsvRecord) }, { quotes: true, newline: '\r\n', escapeFormulae: CSV_FORMULA_START })}\r\n`;
}

/** leadnest-leads-{YYYY-MM-DD}.csv, the date in the agent's own time zone. */
export function leadsCsvFileName(now = new Date(), timeZone?: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `${BRAND_NAME.toLowerCase()}-leads-${day}.csv`;
}
