import { createHash } from 'node:crypto';

import type { Env } from '../../../config/env.js';

/**
 * The few Mailchimp calls email marketing needs, over fetch. The official
 * @mailchimp/mailchimp_marketing client keeps one module-wide configuration
 * (setConfig: one token, one data-center prefix, https only), so it cannot
 * serve many agents' tokens at once nor be pointed at the tests' fake on
 * 127.0.0.1. OAuth 2 authorization code (Mailchimp offers no PKCE; its
 * tokens do not expire, so there is no refresh), then the metadata endpoint
 * names the account's data center (api_endpoint).
 */
export type MailchimpEnv = Pick<
  Env,
  | 'MAILCHIMP_CLIENT_ID'
  | 'MAILCHIMP_CLIENT_SECRET'
  | 'MAILCHIMP_AUTH_URL'
  | 'MAILCHIMP_TOKEN_URL'
  | 'MAILCHIMP_METADATA_URL'
  | 'MAILCHIMP_API_URL'
  | 'PUBLIC_BASE_URL'
>;

export const MAILCHIMP_CALLBACK_PATH = '/api/integrations/mailchimp/callback';
const TIMEOUT_MS = 10_000;
/** The only hosts Mailchimp's metadata may name: the token is never sent anywhere else (unless MAILCHIMP_API_URL says so). */
const API_ENDPOINT = /^https:\/\/[a-z0-9-]+\.api\.mailchimp\.com$/;

export const mailchimpConfigured = (env: MailchimpEnv) => Boolean(env.MAILCHIMP_CLIENT_ID && env.MAILCHIMP_CLIENT_SECRET);

/** Mailchimp answered with an error (its problem-details `detail`), or could not be reached (status 0). */
export class MailchimpApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Worth trying again later: Mailchimp down, rate limited, or unreachable. Anything else (a bad email, a deleted audience, a revoked grant) will not change. */
export const isTransient = (err: unknown) => !(err instanceof MailchimpApiError) || err.status === 0 || err.status === 429 || err.status >= 500;

export function mailchimpAuthUrl(env: MailchimpEnv, state: string): string {
  const url = new URL(env.MAILCHIMP_AUTH_URL);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', env.MAILCHIMP_CLIENT_ID ?? '');
  url.searchParams.set('redirect_uri', `${env.PUBLIC_BASE_URL}${MAILCHIMP_CALLBACK_PATH}`);
  url.searchParams.set('state', state);
  return url.toString();
}

async function call<T>(url: string, init: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new MailchimpApiError(`Mailchimp could not be reached: ${(err as Error).message}`, 0);
  }
  const body = (await res.json().catch(() => ({}))) as T & { detail?: string; error?: string; error_description?: string };
  if (!res.ok) throw new MailchimpApiError(body.detail ?? body.error_description ?? body.error ?? `Mailchimp answered ${res.status}`, res.status);
  return body;
}

/** The authorization code → an access token (no refresh token: Mailchimp's do not expire). */
export async function mailchimpExchange(env: MailchimpEnv, code: string): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: env.MAILCHIMP_CLIENT_ID ?? '',
    client_secret: env.MAILCHIMP_CLIENT_SECRET ?? '',
    redirect_uri: `${env.PUBLIC_BASE_URL}${MAILCHIMP_CALLBACK_PATH}`,
    code,
  });
  const res = await call<{ access_token?: string }>(env.MAILCHIMP_TOKEN_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  if (!res.access_token) throw new MailchimpApiError('Mailchimp gave no access token.', 502);
  return res.access_token;
}

export interface MailchimpAccount {
  dc: string;
  apiEndpoint: string;
  accountName: string | null;
  loginEmail: string | null;
}

/** Which data center the account lives in (its API host) and its name, from the token alone. */
export async function mailchimpMetadata(env: MailchimpEnv, token: string): Promise<MailchimpAccount> {
  const meta = await call<{ dc?: string; api_endpoint?: string; accountname?: string; login?: { login_email?: string; email?: string } }>(
    env.MAILCHIMP_METADATA_URL,
    { headers: { Authorization: `OAuth ${token}` } },
  );
  const apiEndpoint = (meta.api_endpoint ?? '').replace(/\/+$/, '');
  if (!meta.dc || !API_ENDPOINT.test(apiEndpoint)) throw new MailchimpApiError('Mailchimp named no data center for this account.', 502);
  return { dc: meta.dc, apiEndpoint, accountName: meta.accountname ?? null, loginEmail: meta.login?.login_email ?? meta.login?.email ?? null };
}

/** One connected account's Marketing API (v3.0) at its data center. */
export function mailchimpApi(env: MailchimpEnv, account: { apiEndpoint: string; token: string }) {
  const base = `${env.MAILCHIMP_API_URL ?? account.apiEndpoint}/3.0`;
  const headers = { Authorization: `Bearer ${account.token}`, 'Content-Type': 'application/json' };
  const send = <T>(method: string, path: string, body?: unknown) =>
    call<T>(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return {
    async audiences(): Promise<{ id: string; name: string; memberCount: number }[]> {
      const res = await send<{ lists?: { id: string; name: string; stats?: { member_count?: number } }[] }>(
        'GET',
        '/lists?count=1000&fields=lists.id,lists.name,lists.stats.member_count&sort_field=date_created&sort_dir=DESC',
      );
      return (res.lists ?? []).map((l) => ({ id: l.id, name: l.name, memberCount: l.stats?.member_count ?? 0 }));
    },
    async audience(id: string): Promise<{ id: string; name: string }> {
      return send<{ id: string; name: string }>('GET', `/lists/${encodeURIComponent(id)}?fields=id,name`);
    },
    /** Adds or updates the member (PUT by the hash of the lowercased email): status only when new, so a member's own choice in Mailchimp is kept. */
    async upsertMember(
      listId: string,
      member: { email: string; statusIfNew: 'transactional' | 'unsubscribed'; firstName?: string; lastName?: string },
    ): Promise<void> {
      const mergeFields = member.firstName ? { FNAME: member.firstName, LNAME: member.lastName ?? '' } : undefined;
      await send('PUT', `/lists/${encodeURIComponent(listId)}/members/${subscriberHash(member.email)}?skip_merge_validation=true`, {
        email_address: member.email,
        status_if_new: member.statusIfNew,
        ...(mergeFields ? { merge_fields: mergeFields } : {}),
      });
    },
    /** Turns tags on (active) and off (inactive) on one member. */
    async setTags(listId: string, email: string, tags: { name: string; status: 'active' | 'inactive' }[]): Promise<void> {
      await send('POST', `/lists/${encodeURIComponent(listId)}/members/${subscriberHash(email)}/tags`, { tags });
    },
  };
}

/** Mailchimp's member id: the MD5 of the lowercased email. */
export const subscriberHash = (email: string) => createHash('md5').update(email.trim().toLowerCase()).digest('hex');
