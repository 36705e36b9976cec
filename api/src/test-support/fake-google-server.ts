import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small fake of Google's OAuth 2 and Calendar APIs on 127.0.0.1, for the
 * integrations tests and e2e (GOOGLE_AUTH_URL, GOOGLE_OAUTH2_URL and
 * GOOGLE_API_URL point the real clients at it). Its consent page grants at
 * once: GET /auth redirects to redirect_uri with a code bound to the PKCE
 * challenge; POST /token checks the verifier (S256) and the client secret,
 * and refreshes; POST /revoke forgets a grant; the Calendar part answers
 * calendarList.get, freeBusy and events insert/patch/delete from memory.
 */
export interface FakeGoogle {
  url: string;
  env: { GOOGLE_CLIENT_ID: string; GOOGLE_CLIENT_SECRET: string; GOOGLE_AUTH_URL: string; GOOGLE_OAUTH2_URL: string; GOOGLE_API_URL: string };
  /** Busy intervals the calendar reports. */
  busy: { start: string; end: string }[];
  events: Map<string, { summary?: string; start?: { dateTime?: string }; end?: { dateTime?: string } }>;
  /** Token grants seen, by grant_type. */
  grants: string[];
  revoked: string[];
  /** Access tokens issued expire after this many seconds (a negative number: already expired). */
  expiresIn: number;
  validAccessTokens: Set<string>;
  close(): Promise<void>;
}

const b64url = (buf: Buffer) => buf.toString('base64url');

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const refreshTokens = new Set<string>();
  const fake: Omit<FakeGoogle, 'url' | 'env' | 'close'> = {
    busy: [],
    events: new Map(),
    grants: [],
    revoked: [],
    expiresIn: 3600,
    validAccessTokens: new Set(),
  };
  const clientId = 'fake-client.apps.googleusercontent.com';
  const clientSecret = 'fake-secret';

  const issue = (refresh?: string) => {
    const access = `ya29.${b64url(randomBytes(12))}`;
    fake.validAccessTokens.add(access);
    return {
      access_token: access,
      expires_in: fake.expiresIn,
      token_type: 'Bearer',
      scope: 'https://www.googleapis.com/auth/calendar.events',
      ...(refresh ? { refresh_token: refresh } : {}),
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
      if (req.method === 'GET' && url.pathname === '/auth') {
        const code = `4/${b64url(randomBytes(10))}`;
        const redirectUri = url.searchParams.get('redirect_uri') ?? '';
        codes.set(code, { challenge: url.searchParams.get('code_challenge') ?? '', redirectUri });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        res.writeHead(302, { Location: back.toString() });
        res.end();
        return;
      }
      if (req.method === 'POST' && url.pathname === '/token') {
        fake.grants.push(form.grant_type ?? '');
        if (form.client_id !== clientId || form.client_secret !== clientSecret) return json(401, { error: 'invalid_client' });
        if (form.grant_type === 'authorization_code') {
          const grant = codes.get(form.code ?? '');
          codes.delete(form.code ?? '');
          const challenge = b64url(
            createHash('sha256')
              .update(form.code_verifier ?? '')
              .digest(),
          );
          if (!grant || grant.challenge !== challenge || grant.redirectUri !== form.redirect_uri) return json(400, { error: 'invalid_grant' });
          const refresh = `1//${b64url(randomBytes(12))}`;
          refreshTokens.add(refresh);
          return json(200, issue(refresh));
        }
        if (form.grant_type === 'refresh_token' && refreshTokens.has(form.refresh_token ?? '')) return json(200, issue());
        return json(400, { error: 'invalid_grant' });
      }
      if (req.method === 'POST' && url.pathname === '/revoke') {
        const token = url.searchParams.get('token') ?? form.token ?? '';
        fake.revoked.push(token);
        refreshTokens.delete(token);
        fake.validAccessTokens.delete(token);
        return json(200, {});
      }
      // The Calendar API: a valid, unexpired bearer token only.
      const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!fake.validAccessTokens.has(bearer)) return json(401, { error: { code: 401, message: 'Invalid Credentials' } });
      if (req.method === 'GET' && url.pathname === '/calendar/v3/users/me/calendarList/primary') return json(200, { id: 'agent@gmail.example', primary: true });
      if (req.method === 'POST' && url.pathname === '/calendar/v3/freeBusy')
        return json(200, { kind: 'calendar#freeBusy', calendars: { primary: { busy: fake.busy } } });
      const event = /^\/calendar\/v3\/calendars\/primary\/events(?:\/([^/]+))?$/.exec(url.pathname);
      if (event) {
        const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
        if (req.method === 'POST' && !event[1]) {
          const id = `evt${b64url(randomBytes(6))}`;
          fake.events.set(id, body);
          return json(200, { id, ...body });
        }
        const id = event[1] ?? '';
        if (!fake.events.has(id)) return json(404, { error: { code: 404, message: 'Not Found' } });
        if (req.method === 'PATCH') {
          fake.events.set(id, { ...fake.events.get(id), ...body });
          return json(200, { id, ...fake.events.get(id) });
        }
        if (req.method === 'DELETE') {
          fake.events.delete(id);
          res.writeHead(204);
          res.end();
          return;
        }
      }
      json(404, { error: { code: 404, message: `fake google: no ${req.method} ${url.pathname}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    url,
    env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, GOOGLE_AUTH_URL: `${url}/auth`, GOOGLE_OAUTH2_URL: url, GOOGLE_API_URL: url },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeGoogle;
}
