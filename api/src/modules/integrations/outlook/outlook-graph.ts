import type { MicrosoftEnv } from './outlook-auth.js';

/**
 * The few Microsoft Graph calls Outlook needs, over fetch against
 * MICROSOFT_GRAPH_URL (versioned, e.g. https://graph.microsoft.com/v1.0),
 * so tests point them at a local fake. Times are exchanged in UTC: Graph
 * is asked for UTC (the Prefer header) and given UTC.
 */
const TIMEOUT_MS = 10_000;
const UTC = { Prefer: 'outlook.timezone="UTC"' };
/** calendarView pages: enough for a few weeks of a busy agent, bounded so a runaway calendar cannot stall the slot finder. */
const MAX_PAGES = 5;

export class GraphError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function graph<T>(env: MicrosoftEnv, accessToken: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', pathOrUrl: string, body?: unknown): Promise<T> {
  const url = pathOrUrl.startsWith('http') ? pathOrUrl : `${env.MICROSOFT_GRAPH_URL}${pathOrUrl}`;
  const res = await fetch(url, {
    method,
    headers: { Authorization: `Bearer ${accessToken}`, ...UTC, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (res.status === 204) return undefined as T;
  const parsed = (await res.json().catch(() => ({}))) as T & { error?: { message?: string } };
  if (!res.ok) throw new GraphError(parsed.error?.message ?? `Microsoft Graph answered ${res.status}`, res.status);
  return parsed;
}

/** The signed-in mailbox, shown on the card. */
export async function graphMe(env: MicrosoftEnv, accessToken: string): Promise<string | null> {
  const me = await graph<{ mail?: string | null; userPrincipalName?: string | null }>(env, accessToken, 'GET', '/me?$select=mail,userPrincipalName');
  return me.mail ?? me.userPrincipalName ?? null;
}

interface GraphDateTime {
  dateTime: string;
  timeZone: string;
}
interface GraphEvent {
  id: string;
  showAs?: string;
  isCancelled?: boolean;
  start: GraphDateTime;
  end: GraphDateTime;
}

/** Graph's UTC date-times carry no offset ("2026-03-10T15:00:00.0000000"). */
const utcIso = (d: GraphDateTime) => new Date(/[zZ]|[+-]\d\d:\d\d$/.test(d.dateTime) ? d.dateTime : `${d.dateTime}Z`).toISOString();

/** Busy intervals over [from, to): every event in the default calendar's view except those shown as free or cancelled. */
export async function graphBusy(env: MicrosoftEnv, accessToken: string, from: Date, to: Date): Promise<{ start: string; end: string }[]> {
  const query = new URLSearchParams({ startDateTime: from.toISOString(), endDateTime: to.toISOString(), $select: 'showAs,isCancelled,start,end', $top: '100' });
  let next: string | undefined = `/me/calendarView?${query.toString()}`;
  const busy: { start: string; end: string }[] = [];
  for (let page = 0; next && page < MAX_PAGES; page++) {
    const res: { value: GraphEvent[]; '@odata.nextLink'?: string } = await graph(env, accessToken, 'GET', next);
    for (const e of res.value) if (e.showAs !== 'free' && !e.isCancelled) busy.push({ start: utcIso(e.start), end: utcIso(e.end) });
    next = res['@odata.nextLink'];
  }
  return busy;
}

export interface OutlookEventBody {
  subject: string;
  start: string;
  end: string;
  location?: string | null;
  description?: string | null;
}

const toGraph = (e: OutlookEventBody) => ({
  subject: e.subject,
  start: { dateTime: e.start, timeZone: 'UTC' },
  end: { dateTime: e.end, timeZone: 'UTC' },
  ...(e.location ? { location: { displayName: e.location } } : {}),
  ...(e.description ? { body: { contentType: 'text', content: e.description } } : {}),
});

export async function graphCreateEvent(env: MicrosoftEnv, accessToken: string, event: OutlookEventBody): Promise<string> {
  return (await graph<{ id: string }>(env, accessToken, 'POST', '/me/events', toGraph(event))).id;
}

export async function graphUpdateEvent(env: MicrosoftEnv, accessToken: string, id: string, event: OutlookEventBody): Promise<void> {
  await graph(env, accessToken, 'PATCH', `/me/events/${encodeURIComponent(id)}`, toGraph(event));
}

/** Deleting an event the agent already removed in Outlook is not an error. */
export async function graphDeleteEvent(env: MicrosoftEnv, accessToken: string, id: string): Promise<void> {
  await graph(env, accessToken, 'DELETE', `/me/events/${encodeURIComponent(id)}`).catch((err: unknown) => {
    if (!(err instanceof GraphError && (err.status === 404 || err.status === 410))) throw err;
  });
}
