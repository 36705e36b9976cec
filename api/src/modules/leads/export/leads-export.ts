import { Readable } from 'node:stream';

import { LeadListQuery } from '@leadnest/contracts';
import { LEAD_PAGE_MAX } from '@leadnest/contracts/constants';
import { CSV_FORMULA_START, leadCsvRecord, LEADS_CSV_HEADER, LEADS_EXPORT_MAX } from '@leadnest/contracts/leads-csv';
import type { Context, Middleware } from 'koa';
import Papa from 'papaparse';

import { accountOf, currentUser, listOwner, managesTeam } from '../../../lib/auth.js';
import { BadRequestError } from '../../../lib/errors.js';
import { validate, validated } from '../../../lib/validate.js';
import { countLeads, type LeadFilters, listLeads } from '../leads.query.js';

/** GET /api/leads/export: the list's filters, search and order; no page (every matching lead). */
const LeadExportQuery = LeadListQuery.omit({ cursor: true, limit: true });
const exportInput = { query: LeadExportQuery };

/** Rows fetched per read of the list: the list's own paging, so the same filters, order and team rule, in fewer trips. */
const EXPORT_PAGE = LEAD_PAGE_MAX;

const CSV_OPTIONS = { quotes: true, newline: '\r\n', escapeFormulae: CSV_FORMULA_START } as const;

/** The most leads one export writes (LEADS_EXPORT_MAX); a test lowers it rather than adding 10,001 leads. */
export const exportLimits = { max: LEADS_EXPORT_MAX };

export class ExportTooLargeError extends BadRequestError {
  constructor(count: number) {
    super(
      `This list has ${count.toLocaleString('en-US')} leads; up to ${exportLimits.max.toLocaleString('en-US')} can be exported at once. Narrow it with a stage, a source or a search, then export again.`,
      undefined,
      { code: 'EXPORT_TOO_LARGE' },
    );
  }
}

/** How many leads the filters match, from the counts' index lookups (what the list's heading shows). */
async function matching(ownerId: string, filters: LeadFilters): Promise<number> {
  const { stage, ...rest } = filters;
  const counts = await countLeads(ownerId, rest);
  if (!stage || stage === 'all') return counts.total;
  return stage === 'lost' ? counts.lost : counts.counts[stage];
}

/** The CSV, header first, one list page at a time: a large export never sits whole in memory. */
async function* csvLines(ownerId: string, filters: LeadFilters & { sort: LeadListQuery['sort'] }): AsyncGenerator<string> {
  yield `${Papa.unparse([[...LEADS_CSV_HEADER]], CSV_OPTIONS)}\r\n`;
  let cursor: string | undefined;
  let written = 0;
  do {
    const page = await listLeads(ownerId, { ...filters, cursor, limit: EXPORT_PAGE });
    // Leads added after the count are not the list the agent asked for beyond the cap.
    const leads = page.leads.slice(0, exportLimits.max - written);
    if (leads.length) yield `${Papa.unparse(leads.map(leadCsvRecord), CSV_OPTIONS)}\r\n`;
    written += leads.length;
    cursor = page.nextCursor ?? undefined;
  } while (cursor && written < exportLimits.max);
}

/**
 * Export on the leads list: every lead the list's filters match (not only the
 * loaded pages), as CSV (RFC 4180, formulas guarded, phones as stored). Whose
 * leads exactly as the list's (docs/decisions/0034-teams.md): the account's,
 * an agent's own and the pool, an owner's or admin's all. Beyond
 * LEADS_EXPORT_MAX a 400 says to narrow the list, before any row is read.
 */
export const exportLeadsCsv: Middleware[] = [
  validate(exportInput),
  async (ctx: Context) => {
    const { query } = validated(ctx, exportInput);
    const user = currentUser(ctx);
    const ownerId = query.userId ? listOwner(ctx, query.userId) : accountOf(ctx);
    const filters = { ...query, viewer: { userId: user.id, seesAll: managesTeam(user) || user.role === 'admin' } };
    const count = await matching(ownerId, filters);
    if (count > exportLimits.max) throw new ExportTooLargeError(count);
    ctx.set('Content-Disposition', 'attachment; filename="leads.csv"');
    ctx.set('X-Lead-Count', String(count));
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = Readable.from(csvLines(ownerId, filters));
  },
];
