import type { LeadDto } from './leads';

/*
 * The leads export's columns and cells, one definition for the file the API
 * streams (the whole filtered list) and the one the browser builds (the
 * ticked leads). Its own entry (@leadnest/contracts/leads-csv), without zod,
 * so the remote's chunk stays small. Writing the CSV itself (RFC 4180) is
 * papaparse's, on both sides, with CSV_FORMULA_START as its escapeFormulae.
 */

/**
 * The most leads one export writes (GET /api/leads/export): ~2 MB of CSV,
 * read in pages; a larger list is a 400 asking to narrow it.
 */
export const LEADS_EXPORT_MAX = 10_000;

export const LEADS_CSV_HEADER = ['Name', 'Email', 'Phone', 'Source', 'Stage', 'Score', 'Last message', 'Created', 'Follow-up'] as const;

/** The badge names of the stages (spec part 2 §4), as the list shows them. */
const STAGE_NAMES: Record<string, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  showing: 'Showing Scheduled',
  offer: 'Offer Stage',
  closed: 'Closed Won',
  lost: 'Closed Lost',
};

const SOURCE_NAMES: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  website: 'Website',
  sms: 'SMS',
  email: 'Email',
  phone: 'Phone',
};

/**
 * A cell a spreadsheet would run as a formula (OWASP CSV injection): one
 * starting with =, @, -, a tab or a CR, or with + unless the whole cell is
 * an E.164 number. A stored phone ('+14155550123') is written as it is, so
 * the spreadsheet shows the number and not an apostrophe before it; '+1+2'
 * or '+cmd|…' still gets the apostrophe. No `$` after the first character
 * class: papaparse's own default (/^[=+\-@\t\r].*$/) misses a formula
 * followed by a line break, since `.` stops at it.
 */
export const CSV_FORMULA_START = /^(?:[=@\t\r-]|\+(?!\d{7,15}$))/;

/** One lead as a CSV record, in LEADS_CSV_HEADER's order; phones in E.164, as stored and as imports read them. */
export function leadCsvRecord(lead: LeadDto): string[] {
  return [
    lead.name,
    lead.email ?? '',
    lead.phone ?? '',
    SOURCE_NAMES[lead.source] ?? lead.source,
    STAGE_NAMES[lead.stage] ?? lead.stage,
    String(lead.score),
    lead.lastMessage ?? '',
    lead.createdAt,
    lead.followUpDate ?? '',
  ];
}
