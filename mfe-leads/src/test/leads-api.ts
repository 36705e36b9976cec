import type { LeadDetailDto, LeadDto, LeadStage } from '@leadnest/contracts';
import { routeFetch } from '@leadnest/remote-kit/testing';

/**
 * The leads API as this remote's tests answer it, in one place so the tests
 * keep in step with the DTOs: a lead row, its detail, the stage counts, and
 * the route table for /leads (counts, list, timeline, follow-ups, the lead).
 */

type Answer = { status?: number; body?: unknown };
type Route = (method: string, url: string, body: unknown) => Answer | undefined;

/** A lead row: Ann Lee, new, score 42, created 1 Jan 2030; `over` changes what a test needs. */
export const leadRow = (over: Partial<LeadDto> = {}): LeadDto => ({
  id: 'a'.repeat(24),
  userId: 'u'.repeat(24),
  name: 'Ann Lee',
  email: 'ann@example.com',
  phone: null,
  address: null,
  source: 'website',
  stage: 'new',
  score: 42,
  lastMessage: null,
  followUpDate: null,
  capturePageId: null,
  consent: null,
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:00:00.000Z',
  ...over,
});

/** The same lead as GET /api/leads/:id answers it: no notes, activity, qualification or deal yet. */
export const leadDetail = (over: Partial<LeadDto> = {}): LeadDetailDto => ({
  ...leadRow(over),
  notes: [],
  activities: [],
  qualification: null,
  deal: { salePrice: null, commission: null, closedAt: null },
});

/** GET /api/leads/counts: the given stages' counts, every other stage 0, total their sum. */
export function stageCounts(counts: Partial<Record<LeadStage, number>>, lost = 0) {
  const all = { new: 0, contacted: 0, qualified: 0, showing: 0, offer: 0, closed: 0, ...counts };
  return { counts: all, lost, total: Object.values(all).reduce((a, b) => a + b, 0) + lost };
}

export interface LeadsApiOptions {
  /** The first page of GET /api/leads?… */
  leads: readonly LeadDto[];
  /** What every other lead request answers (GET/PATCH /api/leads/:id…). */
  detail: LeadDetailDto;
  /** GET /api/leads/counts; defaults to the listed leads' stages. */
  counts?: ReturnType<typeof stageCounts>;
  /** Asked first: a test's own answers (POST, conversations, a timeline…); undefined falls through to the table. */
  routes?: Route;
}

/** routeFetch for the /leads page and its panel, with empty timeline and follow-ups unless `routes` answers them. */
export function routeLeadsApi({ leads, detail, counts, routes }: LeadsApiOptions) {
  const byStage = counts ?? stageCounts(leads.reduce<Partial<Record<LeadStage, number>>>((c, l) => ({ ...c, [l.stage]: (c[l.stage] ?? 0) + 1 }), {}));
  return routeFetch((method, url, body) => {
    const own = routes?.(method, url, body);
    if (own) return own;
    if (url.startsWith('/api/leads/counts')) return { body: byStage };
    if (method === 'GET' && url.startsWith('/api/leads?')) return { body: { leads, nextCursor: null } };
    if (url.endsWith('/timeline')) return { body: { items: [], consent: { state: 'none', what: null, at: null, where: null }, truncated: false } };
    if (url === '/api/follow-ups/summary') return { body: { dueToday: 0, overdue: 0, reminders: [] } };
    if (url.startsWith('/api/follow-ups')) return { body: { due: 'today', followUps: [], timeZone: 'America/Chicago' } };
    return { body: detail };
  });
}

/** The JSON body of the first `method` request to exactly `url`, or undefined when none was sent. */
export function sentBody(fetch: ReturnType<typeof routeFetch>, method: string, url: string): unknown {
  const call = fetch.mock.calls.find((c) => String(c[0]) === url && c[1]?.method === method);
  return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
}
