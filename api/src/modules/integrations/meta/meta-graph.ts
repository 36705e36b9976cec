import type { Env } from '../../../config/env.js';

/**
 * The few Graph API calls lead ads need, over fetch. Meta's own Node SDK
 * (facebook-nodejs-business-sdk) hard-codes graph.facebook.com, so tests
 * could not point it at a local fake; these five calls are plain REST.
 * Every base URL comes from the environment (META_DIALOG_URL, META_GRAPH_URL).
 */
export type MetaEnv = Pick<Env, 'META_APP_ID' | 'META_APP_SECRET' | 'META_WEBHOOK_VERIFY_TOKEN' | 'META_DIALOG_URL' | 'META_GRAPH_URL' | 'PUBLIC_BASE_URL'>;

/** Pages the agent manages, their lead forms' leads, and the page-level subscription for the leadgen webhook. */
export const META_SCOPES = ['pages_show_list', 'pages_manage_metadata', 'pages_read_engagement', 'leads_retrieval', 'ads_management'];
export const META_CALLBACK_PATH = '/api/integrations/facebook/callback';
const TIMEOUT_MS = 10_000;

export const metaConfigured = (env: MetaEnv) => Boolean(env.META_APP_ID && env.META_APP_SECRET);

/** Graph answered with an error (expired token, missing permission, unknown id). */
export class MetaGraphError extends Error {
  constructor(
    message: string,
    readonly status: number,
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

async function graph<T>(env: MetaEnv, method: 'GET' | 'POST' | 'DELETE', path: string, params: Record<string, string>): Promise<T> {
  const url = new URL(`${env.META_GRAPH_URL}/${path}`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  const res = await fetch(url, { method, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const body = (await res.json().catch(() => ({}))) as T & { error?: { message?: string } };
  if (!res.ok || body.error) throw new MetaGraphError(body.error?.message ?? `Graph API answered ${res.status}`, res.status);
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
}

export async function metaPages(env: MetaEnv, userToken: string): Promise<MetaPage[]> {
  const res = await graph<{ data?: MetaPage[] }>(env, 'GET', 'me/accounts', { fields: 'id,name,access_token', access_token: userToken });
  return (res.data ?? []).filter((p) => p.id && p.access_token);
}

/** Subscribes our app to the page's leadgen events (the webhook then receives its new leads). */
export async function subscribePage(env: MetaEnv, page: Pick<MetaPage, 'id' | 'access_token'>): Promise<void> {
  await graph(env, 'POST', `${encodeURIComponent(page.id)}/subscribed_apps`, { subscribed_fields: 'leadgen', access_token: page.access_token });
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
