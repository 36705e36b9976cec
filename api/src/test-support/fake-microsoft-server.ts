import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small fake of the Microsoft identity platform (v2) and Microsoft Graph
 * on 127.0.0.1, for the Outlook tests and e2e (MICROSOFT_AUTHORITY_URL and
 * MICROSOFT_GRAPH_URL point @azure/msal-node and our Graph calls at it).
 * Its sign-in page grants at once: GET /common/oauth2/v2.0/authorize
 * redirects to redirect_uri with a code bound to the PKCE challenge; POST
 * .../token checks the client secret and the verifier (S256), answers
 * what MSAL expects (id_token, client_info) and refreshes; Graph answers
 * /me, calendarView and events create/patch/delete from memory.
 */
export interface FakeMicrosoftEvent {
  subject?: string;
  start?: { dateTime: string; timeZone: string };
  end?: { dateTime: string; timeZone: string };
  showAs?: string;
}
export interface FakeMicrosoft {
  url: string;
  env: { MICROSOFT_CLIENT_ID: string; MICROSOFT_CLIENT_SECRET: string; MICROSOFT_AUTHORITY_URL: string; MICROSOFT_GRAPH_URL: string };
  /** Events in the agent's calendar (those LeadNest made, and any a test adds as busy time). */
  events: Map<string, FakeMicrosoftEvent>;
  /** Token grants seen, by grant_type. */
  grants: string[];
  /** Access tokens issued expire after this many seconds (a negative number: already expired). */
  expiresIn: number;
  validAccessTokens: Set<string>;
  close(): Promise<void>;
}

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');
const TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';
const USER_OID = '00000000-0000-0000-66f3-3332eca7ea81';

export async function startFakeMicrosoft(): Promise<FakeMicrosoft> {
  const codes = new Map<string, { challenge: string; redirectUri: string; scope: string }>();
  const refreshTokens = new Map<string, string>();
  const fake: Omit<FakeMicrosoft, 'url' | 'env' | 'close'> = { events: new Map(), grants: [], expiresIn: 3600, validAccessTokens: new Set() };
  const clientId = '6731de76-14a6-49ae-97bc-6eba6914391e';
  const clientSecret = 'fake-microsoft-secret';
  let base = '';

  // An unsigned id token: MSAL reads its claims (it leaves signature checks to the resource server).
  const idToken = () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      aud: clientId,
      iss: `${base}/${TENANT}/v2.0`,
      iat: now,
      nbf: now,
      exp: now + 3600,
      name: 'Agent Outlook',
      oid: USER_OID,
      preferred_username: 'agent@outlook.example',
      sub: 'fake-sub',
      tid: TENANT,
      ver: '2.0',
    };
    return `${b64url(JSON.stringify({ typ: 'JWT', alg: 'none' }))}.${b64url(JSON.stringify(claims))}.`;
  };
  const issue = (scope: string, refresh: string) => {
    const access = `EwB${b64url(randomBytes(12))}`;
    fake.validAccessTokens.add(access);
    return {
      token_type: 'Bearer',
      scope,
      expires_in: fake.expiresIn,
      ext_expires_in: fake.expiresIn,
      access_token: access,
      refresh_token: refresh,
      id_token: idToken(),
      client_info: b64url(JSON.stringify({ uid: USER_OID, utid: TENANT })),
    };
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const raw = Buffer.concat(chunks).toString('utf8');
      const form = Object.fromEntries(new URLSearchParams(raw));
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'GET' && url.pathname === '/common/oauth2/v2.0/authorize') {
        const redirectUri = url.searchParams.get('redirect_uri') ?? '';
        if (url.searchParams.get('client_id') !== clientId || url.searchParams.get('code_challenge_method') !== 'S256')
          return json(400, { error: 'invalid_request' });
        const code = `M.C5${b64url(randomBytes(10))}`;
        codes.set(code, { challenge: url.searchParams.get('code_challenge') ?? '', redirectUri, scope: url.searchParams.get('scope') ?? '' });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        res.writeHead(302, { Location: back.toString() });
        res.end();
        return;
      }
      if (req.method === 'POST' && url.pathname === '/common/oauth2/v2.0/token') {
        fake.grants.push(form.grant_type ?? '');
        if (form.client_id !== clientId || form.client_secret !== clientSecret)
          return json(401, { error: 'invalid_client', error_description: 'AADSTS7000215: Invalid client secret provided.' });
        if (form.grant_type === 'authorization_code') {
          const grant = codes.get(form.code ?? '');
          codes.delete(form.code ?? '');
          const challenge = b64url(
            createHash('sha256')
              .update(form.code_verifier ?? '')
              .digest(),
          );
          if (!grant || grant.challenge !== challenge || grant.redirectUri !== form.redirect_uri)
            return json(400, { error: 'invalid_grant', error_description: 'AADSTS70000: The provided authorization code or PKCE verifier is invalid.' });
          const refresh = `M.R3${b64url(randomBytes(12))}`;
          refreshTokens.set(refresh, form.scope ?? grant.scope);
          return json(200, issue(form.scope ?? grant.scope, refresh));
        }
        const scope = refreshTokens.get(form.refresh_token ?? '');
        if (form.grant_type === 'refresh_token' && scope !== undefined) {
          // Microsoft rotates refresh tokens: the new one replaces the old.
          refreshTokens.delete(form.refresh_token ?? '');
          const refresh = `M.R3${b64url(randomBytes(12))}`;
          refreshTokens.set(refresh, scope);
          return json(200, issue(form.scope ?? scope, refresh));
        }
        return json(400, { error: 'invalid_grant', error_description: 'AADSTS70000: invalid refresh token.' });
      }
      // Graph: a valid, unexpired bearer token only.
      const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!fake.validAccessTokens.has(bearer))
        return json(401, { error: { code: 'InvalidAuthenticationToken', message: 'Access token is empty or invalid.' } });
      if (req.method === 'GET' && url.pathname === '/v1.0/me') return json(200, { mail: 'agent@outlook.example', userPrincipalName: 'agent@outlook.example' });
      if (req.method === 'GET' && url.pathname === '/v1.0/me/calendarView') {
        const from = Date.parse(url.searchParams.get('startDateTime') ?? '');
        const to = Date.parse(url.searchParams.get('endDateTime') ?? '');
        if (Number.isNaN(from) || Number.isNaN(to))
          return json(400, { error: { code: 'ErrorInvalidParameter', message: 'startDateTime and endDateTime are required.' } });
        const utc = (d?: { dateTime: string }) => Date.parse(`${d?.dateTime ?? ''}Z`);
        const value = [...fake.events]
          .filter(([, e]) => utc(e.start) < to && utc(e.end) > from)
          .map(([id, e]) => ({ id, showAs: e.showAs ?? 'busy', isCancelled: false, start: e.start, end: e.end }));
        return json(200, { value });
      }
      const event = /^\/v1\.0\/me\/events(?:\/([^/]+))?$/.exec(url.pathname);
      if (event) {
        const body = raw ? (JSON.parse(raw) as FakeMicrosoftEvent) : {};
        // Graph answers date-times without an offset, in the zone the Prefer header asks for (UTC here).
        const strip = (e: FakeMicrosoftEvent) => ({
          ...e,
          ...(e.start ? { start: { ...e.start, dateTime: e.start.dateTime.replace(/\.\d+Z$|Z$/, '') } } : {}),
          ...(e.end ? { end: { ...e.end, dateTime: e.end.dateTime.replace(/\.\d+Z$|Z$/, '') } } : {}),
        });
        if (req.method === 'POST' && !event[1]) {
          const id = `AAMk${b64url(randomBytes(6))}`;
          fake.events.set(id, strip(body));
          return json(201, { id, ...fake.events.get(id) });
        }
        const id = decodeURIComponent(event[1] ?? '');
        if (!fake.events.has(id)) return json(404, { error: { code: 'ErrorItemNotFound', message: 'The specified object was not found in the store.' } });
        if (req.method === 'PATCH') {
          fake.events.set(id, strip({ ...fake.events.get(id), ...body }));
          return json(200, { id, ...fake.events.get(id) });
        }
        if (req.method === 'DELETE') {
          fake.events.delete(id);
          res.writeHead(204);
          res.end();
          return;
        }
      }
      json(404, { error: { code: 'NotFound', message: `fake microsoft: no ${req.method} ${url.pathname}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  base = url;
  return Object.assign(fake, {
    url,
    env: { MICROSOFT_CLIENT_ID: clientId, MICROSOFT_CLIENT_SECRET: clientSecret, MICROSOFT_AUTHORITY_URL: `${url}/common`, MICROSOFT_GRAPH_URL: `${url}/v1.0` },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeMicrosoft;
}
