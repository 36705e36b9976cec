import type { Env } from '../../../config/env.js';

/**
 * The few Graph API calls lead ads need, over fetch. Meta's own Node SDK
 * (facebook-nodejs-business-sdk) hard-codes graph.facebook.com, so tests
 * could not point it at a local fake; these five calls are plain REST.
 * Every base URL comes from the environment (META_DIALOG_URL, META_GRAPH_URL).
 */
export type MetaEnv = Pick<Env, 'META_APP_ID' | 'META_APP_SECRET' | 'META_WEBHOOK_VERIFY_TOKEN' | 'META_DIALOG_URL' | 'META_GRAPH_URL' | 'PUBLIC_BASE_URL'>;

/**
 * Pages the agent manages, their lead forms' leads, the page-level
 * subscription for the webhook, and direct messages: Messenger to the page,
 * Instagram to the professional account linked to it
 * (docs/decisions/0035-meta-direct-messages.md).
 */
export const META_SCOPES = [
  'pages_show_list',
  'pages_manage_metadata',
  'pages_read_engagement',
  'leads_retrieval',
  'ads_management',
  'pages_messaging',
  'instagram_basic',
  'instagram_manage_messages',
];
/** What each page is subscribed to: new leads, messages and button taps, and echoes of what the page sent (a person replying in Meta's own inbox pauses the assistant). */
export const META_PAGE_FIELDS = ['leadgen', 'messages', 'messaging_postbacks', 'message_echoes'];
export const META_CALLBACK_PATH = '/api/integrations/facebook/callback';
const TIMEOUT_MS = 10_000;

export const metaConfigured = (env: MetaEnv) => Boolean(env.META_APP_ID && env.META_APP_SECRET);

/** Graph answered with an error (expired token, missing permission, unknown id); `code` and `subcode` are Graph's own (error.code, error.error_subcode). */
export class MetaGraphError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: number,
    readonly subcode?: number,
  ) {
    super(message);
  }
}

export function metaAuthUrl(env: MetaEnv, state: string): string {
  const url = new URL(env.META_DIALOG_URL);
  url.searchParams.set('client_id', env.META_APP_ID ?? '');
  url.searchParams.set('redirect_uri', `${env.PUBLIC_BASE_URL}${META_CALLBACK_PATH}`);
  url.searchParams.set('state', state);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', META_SCOPES.join(','));
  return url.toString();
}

/** One Graph call: `params` in the query (the access token among them), `json` as the body (the Send API's message). */
export async function graph<T>(env: MetaEnv, method: 'GET' | 'POST' | 'DELETE', path: string, params: Record<string, string>, json?: unknown): Promise<T> {
  const url = new URL(`${env.META_GRAPH_URL}/${path}`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  const res = await fetch(url, {
    method,
    signal: AbortSignal.timeout(TIMEOUT_MS),
    ...(json === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json) }),
  });
  const body = (await res.json().catch(() => ({}))) as T & { error?: { message?: string; code?: number; error_subcode?: number } };
  if (!res.ok || body.error) {
    throw new MetaGraphError(body.error?.message ?? `Graph API answered ${res.status}`, res.status, body.error?.code, body.error?.error_subcode);
  }
  return body;
}

/** The authorization code → a user access token (then made long-lived, so the page tokens derived from it do not expire). */
export async function metaExchange(env: MetaEnv, code: string): Promise<string> {
  const shortLived = await graph<{ access_token: string }>(env, 'GET', 'oauth/access_token', {
    client_id: env.META_APP_ID ?? '',
    client_secret: env.META_APP_SECRET ?? '',
    redirect_uri: `${env.PUBLIC_BASE_URL}${META_CALLBACK_PATH}`,
    code,
  });
  const longLived = await graph<{ access_token: string }>(env, 'GET', 'oauth/access_token', {
    grant_type: 'fb_exchange_token',
    client_id: env.META_APP_ID ?? '',
    client_secret: env.META_APP_SECRET ?? '',
    fb_exchange_token: shortLived.access_token,
  });
  return longLived.access_token;
}

export interface MetaPage {
  id: string;
  name: string;
  access_token: string;
  /** The Instagram professional account linked to the page, if any: its direct messages arrive with this id. */
  instagram_business_account?: { id: string; username?: string };
}

export async function metaPages(env: MetaEnv, userToken: string): Promise<MetaPage[]> {
  const res = await graph<{ data?: MetaPage[] }>(env, 'GET', 'me/accounts', {
    fields: 'id,name,access_token,instagram_business_account{id,username}',
    access_token: userToken,
  });
  return (res.data ?? []).filter((p) => p.id && p.access_token);
}

/** Subscribes our app to the page's events (META_PAGE_FIELDS): the webhook then receives its new leads and messages. */
export async function subscribePage(env: MetaEnv, page: Pick<MetaPage, 'id' | 'access_token'>): Promise<void> {
  await graph(env, 'POST', `${encodeURIComponent(page.id)}/subscribed_apps`, {
    subscribed_fields: META_PAGE_FIELDS.join(','),
    access_token: page.access_token,
  });
}

export async function unsubscribePage(env: MetaEnv, page: Pick<MetaPage, 'id' | 'access_token'>): Promise<void> {
  await graph(env, 'DELETE', `${encodeURIComponent(page.id)}/subscribed_apps`, { access_token: page.access_token });
}

/** Withdraws every permission the agent granted our app. */
export async function revokeGrant(env: MetaEnv, userToken: string): Promise<void> {
  await graph(env, 'DELETE', 'me/permissions', { access_token: userToken });
}

export interface MetaLead {
  id: string;
  created_time?: string;
  form_id?: string;
  /** 'fb' or 'ig': where the lead ad ran. */
  platform?: string;
  field_data?: { name: string; values?: string[] }[];
}

export async function fetchLead(env: MetaEnv, leadgenId: string, pageToken: string): Promise<MetaLead> {
  return graph<MetaLead>(env, 'GET', encodeURIComponent(leadgenId), { fields: 'id,created_time,form_id,platform,field_data', access_token: pageToken });
}
