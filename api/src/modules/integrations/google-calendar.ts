import { auth, calendar, type calendar_v3 } from '@googleapis/calendar';
import { CodeChallengeMethod, type Credentials } from 'google-auth-library';

import type { Env } from '../../config/env.js';

/**
 * Google Calendar through Google's maintained clients: google-auth-library
 * for OAuth 2 (authorization code with PKCE S256, refresh, revoke) and
 * @googleapis/calendar for free/busy and events. Every base URL comes from
 * the environment, so tests run against a fake Google on 127.0.0.1.
 */
export type GoogleEnv = Pick<Env, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'GOOGLE_AUTH_URL' | 'GOOGLE_OAUTH2_URL' | 'GOOGLE_API_URL' | 'PUBLIC_BASE_URL'>;

export const GOOGLE_SCOPES = [
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar.freebusy',
  'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
];
export const GOOGLE_CALLBACK_PATH = '/api/integrations/google-calendar/callback';

export const googleConfigured = (env: GoogleEnv) => Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);

/** google-auth-library's OAuth2Client, the copy @googleapis/calendar is built against (so the two agree on its type). */
export type GoogleOAuthClient = InstanceType<typeof auth.OAuth2>;

export function googleClient(env: GoogleEnv, credentials?: Credentials): GoogleOAuthClient {
  const client = new auth.OAuth2({
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    redirectUri: `${env.PUBLIC_BASE_URL}${GOOGLE_CALLBACK_PATH}`,
    endpoints: {
      oauth2AuthBaseUrl: env.GOOGLE_AUTH_URL,
      oauth2TokenUrl: `${env.GOOGLE_OAUTH2_URL}/token`,
      oauth2RevokeUrl: `${env.GOOGLE_OAUTH2_URL}/revoke`,
    },
  });
  if (credentials) client.setCredentials(credentials);
  return client;
}

export async function googleAuthUrl(env: GoogleEnv, state: string): Promise<{ authUrl: string; verifier: string }> {
  const client = googleClient(env);
  const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
  const authUrl = client.generateAuthUrl({
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: true,
    scope: GOOGLE_SCOPES,
    state,
    code_challenge_method: CodeChallengeMethod.S256,
    code_challenge: codeChallenge,
  });
  return { authUrl, verifier: codeVerifier };
}

export async function googleExchange(env: GoogleEnv, code: string, verifier: string): Promise<Credentials> {
  const { tokens } = await googleClient(env).getToken({ code, codeVerifier: verifier });
  return tokens;
}

export function googleCalendarApi(client: GoogleOAuthClient, env: GoogleEnv): calendar_v3.Calendar {
  return calendar({ version: 'v3', auth: client, rootUrl: `${env.GOOGLE_API_URL}/` });
}
