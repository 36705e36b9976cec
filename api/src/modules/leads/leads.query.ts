import {
  LEAD_STAGES,
  type LeadCountsResponse,
  type LeadListResponse,
  type LeadSort,
  type LeadSource,
  type LeadStage,
  PIPELINE_STAGES,
} from '@leadnest/contracts';
import { type QueryFilter, Types } from 'mongoose';

import { type Lead, LeadModel } from './lead.model.js';
import { LEAD_ROW_FIELDS, type LeadRow, toLeadDto } from './leads.dto.js';
import { InvalidCursorError } from './leads.errors.js';
import { backfillOrderKeys } from './leads.order-keys.js';
import { exactContactFilter } from './leads.search-exact.js';
import { backfillSearchKeysOnce } from './search/lead-search-keys.backfill.js';
import { searchKeysFilter } from './search/lead-search-keys.js';

/**
 * The list and the counts: every filter runs in the database, so a filter
 * change never downloads every lead.
 */
export interface LeadFilters {
  stage?: 'all' | LeadStage;
  source?: 'all' | LeadSource;
  q?: string;
  /** Whose leads of the team (docs/decisions/0034-teams.md); without it, every lead of the account. */
  assigned?: 'me' | 'unassigned' | 'all';
  /** Who asks: `me` is theirs; an agent's `all` is their own and the pool. */
  viewer?: LeadViewer;
}

/** The member reading the list, and whether they see every lead of the team (owner, admin). */
export interface LeadViewer {
  userId: string;
  seesAll: boolean;
}

/** Which assignees a viewer's filter covers: undefined is every lead of the account. */
export function assigneesOf(viewer: LeadViewer | undefined, assigned: LeadFilters['assigned']): (Types.ObjectId | null)[] | undefined {
  if (!viewer) return undefined;
  const me = new Types.ObjectId(viewer.userId);
  if (assigned === 'me') return [me];
  if (assigned === 'unassigned') return [null];
  return viewer.seesAll ? undefined : [me, null];
}

/**
 * The text as a pattern that matches only itself. Control characters become
 * \xHH escapes: a NUL cannot travel inside a BSON regex at all (the driver
 * refuses to send it, which was a 500), and the escape means the same to
 * MongoDB's PCRE and to JavaScript's RegExp.
 */
const escapeRegex = (text: string) =>
  text
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    // eslint-disable-next-line no-control-regex -- matching control characters is the point here
    .replace(/[\x00-\x1f\x7f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);

/** The filters as a query; `stage` left out for the counts (one count per stage). */
export function leadFilter(ownerId: string, filters: LeadFilters): QueryFilter<Lead> {
  // An ObjectId, not the string: aggregate() does not cast like find() does.
  const filter: QueryFilter<Lead> = { userId: new Types.ObjectId(ownerId) };
  const assignees = assigneesOf(filters.viewer, filters.assigned);
  if (assignees) filter.assignedTo = assignees.length === 1 ? assignees[0] : { $in: assignees };
  if (filters.stage && filters.stage !== 'all') filter.stage = filters.stage;
  if (filters.source && filters.source !== 'all') filter.source = filters.source;
  const q = filters.q?.trim();
  const exact = q ? exactContactFilter(q) : null;
  if (exact) Object.assign(filter, exact);
  else if (q) {
    // Substring, case-insensitive, on name, email and phone; escaped, so a
    // search is text, never a pattern (no ReDoS, no operator injection).
    const pattern = new RegExp(escapeRegex(q), 'i');
    const or: QueryFilter<Lead>[] = [{ name: pattern }, { email: pattern }, { phone: pattern }];
    const digits = q.replace(/\D/g, '');
    const byDigits = digits.length >= 3 && digits.length === q.replace(/[\s().+-]/g, '').length;
    if (byDigits) or.push({ phoneDigits: new RegExp(digits) });
    filter.$or = or;
    // The index's necessary condition (search/lead-search-keys.ts): a search few leads match reads only those.
    Object.assign(filter, searchKeysFilter(q, byDigits ? digits : null));
  }
  return filter;
}

/** Opaque to the client: base64url of the last lead's sortKey. */
export const encodeCursor = (sortKey: string): string => Buffer.from(sortKey, 'utf8').toString('base64url');

const SORT_KEY = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\|[0-9a-f]{24}$/;

/** Each order's key ends in the lead's id, so it is unique: "key beyond the last seen" never skips or repeats a lead. */
const KEY_SHAPE: Record<OrderField, RegExp> = {
  sortKey: SORT_KEY,
  activityKey: SORT_KEY,
  scoreKey: /^\d{3}\|\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\|[0-9a-f]{24}$/,
  nameKey: /^[^]{0,200}\|[0-9a-f]{24}$/,
};

export function decodeCursor(cursor: string, field: OrderField = 'sortKey'): string {
  const sortKey = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!KEY_SHAPE[field].test(sortKey)) throw new InvalidCursorError();
  return sortKey;
}

type OrderField = 'sortKey' | 'activityKey' | 'scoreKey' | 'nameKey';
const ROW_PROJECTION = Object.fromEntries(LEAD_ROW_FIELDS.map((f) => [f, 1]));
/** Every order is a walk of one single-field index (see Lead.sortKey). */
const ORDERS: Record<LeadSort, { field: OrderField; direction: 1 | -1 }> = {
  created: { field: 'sortKey', direction: -1 },
  activity: { field: 'activityKey', direction: -1 },
  score: { field: 'scoreKey', direction: -1 },
  name: { field: 'nameKey', direction: 1 },
};

let backfilled: Promise<number> | null = null;
/** Leads stored before the other orders existed get their keys once per process (none on a fresh database). */
function backfillOrderKeysOnce(): Promise<number> {
  const running =
    backfilled ??
    backfillOrderKeys().catch((err: unknown) => {
      backfilled = null;
      throw err;
    });
  backfilled = running;
  return running;
}

/**
 * One page, newest first. The cursor is the last lead's (createdAt, _id)
 * as sortKey; the next page is "sortKey below it", so leads inserted while
 * paging (newer, so above) neither shift the pages nor repeat a lead.
 */
export async function listLeads(ownerId: string, filters: LeadFilters & { cursor?: string; limit: number; sort?: LeadSort }): Promise<LeadListResponse> {
  const filter = leadFilter(ownerId, filters);
  const { field, direction } = ORDERS[filters.sort ?? 'created'];
  if (field !== 'sortKey') await backfillOrderKeysOnce();
  if (filters.q?.trim()) await backfillSearchKeysOnce();
  if (filters.cursor) filter[field] = { [direction === -1 ? '$lt' : '$gt']: decodeCursor(filters.cursor, field) };
  const rows = await LeadModel.find(filter)
    .sort({ [field]: direction })
    .limit(filters.limit + 1)
    // A row's fields and the order's key (the cursor), nothing more: every
    // field read is decoded by the database and the driver once per row.
    .select({ ...ROW_PROJECTION, [field]: 1 })
    .lean<(LeadRow & Partial<Pick<Lead, OrderField>>)[]>();
  const page = rows.slice(0, filters.limit);
  const last = page.at(-1);
  return { leads: page.map(toLeadDto), nextCursor: rows.length > filters.limit && last ? encodeCursor(last[field] ?? '') : null };
}

/**
 * Per stage, how many leads match. Without a text search, one count per
 * stage, each answered by the (user, [source,] stage) indexes alone (an
 * index count on MongoDB, an exact index lookup on the embedded database)
 * instead of reading every lead's stage; a text search must read each
 * lead anyway, so it is one pass grouping by stage.
 */
async function countByStage(ownerId: string, filters: Omit<LeadFilters, 'stage'>): Promise<Map<LeadStage, number>> {
  if (filters.q?.trim()) {
    await backfillSearchKeysOnce();
    const groups = await LeadModel.aggregate<{ _id: LeadStage; n: number }>([
      { $match: leadFilter(ownerId, filters) },
      { $group: { _id: '$stage', n: { $sum: 1 } } },
    ]);
    return new Map(groups.map((g) => [g._id, g.n]));
  }
  const base = leadFilter(ownerId, filters);
  // An agent's own and the pool: one exact (user, assignee, stage) lookup each, summed, rather than an $in the embedded database would scan.
  const assignees = assigneesOf(filters.viewer, filters.assigned) ?? [undefined];
  const countStage = async (stage: LeadStage) => {
    const each = await Promise.all(
      assignees.map((assignedTo) => LeadModel.countDocuments(assignedTo === undefined ? { ...base, stage } : { ...base, assignedTo, stage })),
    );
    return each.reduce((sum, n) => sum + n, 0);
  };
  const counts = await Promise.all(LEAD_STAGES.map(countStage));
  return new Map(LEAD_STAGES.map((stage, i) => [stage, counts[i] ?? 0]));
}

/** The six count cards (plus lost and the total) for the list's filters except stage. */
export async function countLeads(ownerId: string, filters: Omit<LeadFilters, 'stage'>): Promise<LeadCountsResponse> {
  const byStage = await countByStage(ownerId, filters);
  const counts = Object.fromEntries(PIPELINE_STAGES.map((stage) => [stage, byStage.get(stage) ?? 0])) as LeadCountsResponse['counts'];
  return { counts, lost: byStage.get('lost') ?? 0, total: [...byStage.values()].reduce((sum, n) => sum + n, 0) };
}

/**
 * bench:leads' load-independent figure: how many leads the database reads
 * for the list's first page (or the counts' search) and by which index.
 */
export async function explainLeads(
  ownerId: string,
  filters: LeadFilters & { sort?: LeadSort; counts?: boolean },
): Promise<{ docsExamined: number; index: string }> {
  const { field, direction } = ORDERS[filters.sort ?? 'created'];
  const e = (filters.counts
    ? await LeadModel.aggregate([{ $match: leadFilter(ownerId, { ...filters, stage: undefined }) }, { $group: { _id: '$stage', n: { $sum: 1 } } }]).explain(
        'executionStats',
      )
    : await LeadModel.find(leadFilter(ownerId, filters))
        .sort({ [field]: direction })
        .limit(51)
        .explain('executionStats')) as unknown as Record<string, unknown>;
  const text = JSON.stringify(e);
  const docs = /"totalDocsExamined":(\d+)/.exec(text)?.[1] ?? /"docsExamined":(\d+)/.exec(text)?.[1] ?? '?';
  return { docsExamined: Number(docs), index: /"indexName":"([^"]+)"/.exec(text)?.[1] ?? 'none' };
}
