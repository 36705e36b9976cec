import { type AccountInfo, ConfidentialClientApplication, type Configuration, CryptoProvider } from '@azure/msal-node';

import type { Env } from '../../../config/env.js';

/**
 * Outlook sign-in through Microsoft's maintained client, @azure/msal-node:
 * the authorization code flow with PKCE (S256), and silent refresh from
 * MSAL's own token cache. MSAL keeps refresh tokens inside that cache rather
 * than handing them out, so what we store (sealed) is the serialized cache
 * plus the account it belongs to.
 */
export type MicrosoftEnv = Pick<Env, 'MICROSOFT_CLIENT_ID' | 'MICROSOFT_CLIENT_SECRET' | 'MICROSOFT_AUTHORITY_URL' | 'MICROSOFT_GRAPH_URL' | 'PUBLIC_BASE_URL'>;

/** Read and write the agent's calendar events (busy times are read from them too); offline_access brings the refresh token. */
export const OUTLOOK_SCOPES = ['Calendars.ReadWrite', 'User.Read', 'offline_access'];
export const OUTLOOK_CALLBACK_PATH = '/api/integrations/outlook-calendar/callback';
const MICROSOFT_LOGIN_HOST = 'login.microsoftonline.com';

export const microsoftConfigured = (env: MicrosoftEnv) => Boolean(env.MICROSOFT_CLIENT_ID && env.MICROSOFT_CLIENT_SECRET);

/** What is sealed at rest: MSAL's serialized token cache and the account's id inside it. */
export interface OutlookTokens {
  cache: string;
  homeAccountId: string;
}

/**
 * MSAL's authority options for MICROSOFT_AUTHORITY_URL. Microsoft's own
 * host needs nothing more (MSAL ships its metadata). Another https host is
 * trusted by name (knownAuthorities). MSAL refuses plain-http authorities
 * outright, so for a local fake (http://127.0.0.1) it gets a nominal https
 * authority with the fake's endpoints given as authorityMetadata and the
 * cloud's aliases as cloudDiscoveryMetadata: MSAL then makes no discovery
 * call and sends every request to the fake.
 */
function authOptions(env: MicrosoftEnv): Pick<Configuration['auth'], 'authority' | 'knownAuthorities' | 'authorityMetadata' | 'cloudDiscoveryMetadata'> {
  const url = new URL(env.MICROSOFT_AUTHORITY_URL);
  if (url.protocol === 'https:')
    return url.hostname === MICROSOFT_LOGIN_HOST
      ? { authority: env.MICROSOFT_AUTHORITY_URL }
      : { authority: env.MICROSOFT_AUTHORITY_URL, knownAuthorities: [url.host] };
  const tenant = url.pathname.split('/').filter(Boolean)[0] ?? 'common';
  const base = env.MICROSOFT_AUTHORITY_URL;
  return {
    authority: `https://${MICROSOFT_LOGIN_HOST}/${tenant}`,
    authorityMetadata: JSON.stringify({
      authorization_endpoint: `${base}/oauth2/v2.0/authorize`,
      token_endpoint: `${base}/oauth2/v2.0/token`,
      end_session_endpoint: `${base}/oauth2/v2.0/logout`,
      issuer: `${base}/v2.0`,
      jwks_uri: `${base}/discovery/v2.0/keys`,
    }),
    cloudDiscoveryMetadata: JSON.stringify({
      tenant_discovery_endpoint: `${base}/v2.0/.well-known/openid-configuration`,
      'api-version': '1.1',
      metadata: [{ preferred_network: MICROSOFT_LOGIN_HOST, preferred_cache: MICROSOFT_LOGIN_HOST, aliases: [MICROSOFT_LOGIN_HOST] }],
    }),
  };
}

export function msalClient(env: MicrosoftEnv): ConfidentialClientApplication {
  return new ConfidentialClientApplication({
    auth: { clientId: env.MICROSOFT_CLIENT_ID ?? '', clientSecret: env.MICROSOFT_CLIENT_SECRET ?? '', ...authOptions(env) },
    system: { loggerOptions: { piiLoggingEnabled: false, logLevel: 0, loggerCallback: () => {} } },
  });
}

const redirectUri = (env: MicrosoftEnv) => `${env.PUBLIC_BASE_URL}${OUTLOOK_CALLBACK_PATH}`;

export async function outlookAuthUrl(env: MicrosoftEnv, state: string): Promise<{ authUrl: string; verifier: string }> {
  const { verifier, challenge } = await new CryptoProvider().generatePkceCodes();
  const authUrl = await msalClient(env).getAuthCodeUrl({
    scopes: OUTLOOK_SCOPES,
    redirectUri: redirectUri(env),
    state,
    codeChallenge: challenge,
    codeChallengeMethod: 'S256',
    prompt: 'select_account',
  });
  return { authUrl, verifier };
}

/** The authorization code (and PKCE verifier) → tokens in MSAL's cache; answers that cache and the signed-in account. */
export async function outlookExchange(
  env: MicrosoftEnv,
  code: string,
  verifier: string,
): Promise<{ tokens: OutlookTokens; accessToken: string; account: AccountInfo | null }> {
  const client = msalClient(env);
  const result = await client.acquireTokenByCode({ code, codeVerifier: verifier, scopes: OUTLOOK_SCOPES, redirectUri: redirectUri(env) });
  if (!result.account) throw new Error('Microsoft answered without an account');
  return {
    tokens: { cache: client.getTokenCache().serialize(), homeAccountId: result.account.homeAccountId },
    accessToken: result.accessToken,
    account: result.account,
  };
}

/**
 * A valid access token for stored tokens: MSAL answers from its cache, or
 * redeems the refresh token when the access token has (nearly) expired.
 * Answers the cache as it is afterwards, so a refresh can be saved.
 */
export async function outlookAccessToken(
  env: MicrosoftEnv,
  tokens: OutlookTokens,
): Promise<{ accessToken: string; tokens: OutlookTokens; refreshed: boolean }> {
  const client = msalClient(env);
  const cache = client.getTokenCache();
  cache.deserialize(tokens.cache);
  const account = await cache.getAccountByHomeId(tokens.homeAccountId);
  if (!account) throw new Error('the stored Outlook account is missing from its token cache');
  const result = await client.acquireTokenSilent({ account, scopes: OUTLOOK_SCOPES.filter((s) => s !== 'offline_access') });
  const after = cache.serialize();
  return { accessToken: result.accessToken, tokens: { cache: after, homeAccountId: tokens.homeAccountId }, refreshed: after !== tokens.cache };
}
