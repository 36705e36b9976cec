import { BRAND_NAME } from '@leadnest/brand';
import type { LeadDto } from '@leadnest/contracts';
import Papa from 'papaparse';

import { sourceLabel, stageBadge } from './stages';

export const LEADS_CSV_HEADER = ['Name', 'Email', 'Phone', 'Source', 'Stage', 'Score', 'Last message', 'Created', 'Follow-up'] as const;

/**
 * The ticked leads as CSV, built in the browser: RFC 4180
 * (CRLF, every field quoted, quotes doubled) by papaparse, with
 * `escapeFormulae`, which prefixes a cell a spreadsheet would run as a
 * formula (=, +, -, @, tab, CR first) with an apostrophe (OWASP CSV injection).
 */
export function leadsCsv(leads: readonly LeadDto[]): string {
  const rows = leads.map((l) => [
    l.name,
    l.email ?? '',
    l.phone ?? '',
    sourceLabel(l.source),
    stageBadge(l.stage).label,
    String(l.score),
    l.lastMessage ?? '',
    l.createdAt,
    l.followUpDate ?? '',
  ]);
  return `${Papa.unparse({ fields: [...LEADS_CSV_HEADER], data: rows }, { quotes: true, newline: '\r\n', escapeFormulae: true })}\r\n`;
}

/** leadnest-leads-{YYYY-MM-DD}.csv, the date in the agent's own time zone. */
export function leadsCsvFileName(now = new Date(), timeZone?: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `${BRAND_NAME.toLowerCase()}-leads-${day}.csv`;
}
