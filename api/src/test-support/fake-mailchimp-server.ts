import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small fake of Mailchimp's OAuth 2 (authorize, token, metadata) and the
 * Marketing API calls email marketing uses, on 127.0.0.1
 * (MAILCHIMP_AUTH_URL, _TOKEN_URL, _METADATA_URL and _API_URL point the
 * client at it). The authorize page grants at once (or refuses when
 * `refuse` is set); each code is good once; every API call needs a token
 * it issued (Bearer). Members are kept per audience by the MD5 of the
 * lowercased email, as Mailchimp does, with their tags; `failNext` answers
 * the next N API calls with a 500, as an outage would.
 */
export interface FakeMailchimpMember {
  email_address: string;
  status: string;
  merge_fields: Record<string, string>;
  tags: Set<string>;
}

export interface FakeMailchimp {
  url: string;
  env: {
    MAILCHIMP_CLIENT_ID: string;
    MAILCHIMP_CLIENT_SECRET: string;
    MAILCHIMP_AUTH_URL: string;
    MAILCHIMP_TOKEN_URL: string;
    MAILCHIMP_METADATA_URL: string;
    MAILCHIMP_API_URL: string;
  };
  audiences: { id: string; name: string }[];
  /** audience id → subscriber hash → member. */
  members: Map<string, Map<string, FakeMailchimpMember>>;
  refuse: boolean;
  failNext: number;
  /** API calls seen (method and path), to assert what was (not) sent. */
  calls: string[];
  close(): Promise<void>;
}

export const md5 = (email: string) => createHash('md5').update(email.trim().toLowerCase()).digest('hex');

export async function startFakeMailchimp(): Promise<FakeMailchimp> {
  const clientId = '123456789012';
  const clientSecret = 'fake-mailchimp-secret';
  const codes = new Map<string, string>();
  const tokens = new Set<string>();
  const fake: Omit<FakeMailchimp, 'url' | 'env' | 'close'> = {
    audiences: [
      { id: 'a1b2c3d4e5', name: 'Buyers & Sellers' },
      { id: 'f6g7h8i9j0', name: 'Newsletter' },
    ],
    members: new Map(),
    refuse: false,
    failNext: 0,
    calls: [],
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const raw = Buffer.concat(chunks).toString('utf8');
      const json = (status: number, body?: unknown) => {
        res.writeHead(status, body === undefined ? {} : { 'Content-Type': 'application/problem+json' });
        res.end(body === undefined ? undefined : JSON.stringify(body));
      };
      const problem = (status: number, title: string, detail: string) =>
        json(status, { type: 'https://mailchimp.com/developer/marketing/docs/errors/', title, status, detail, instance: randomBytes(8).toString('hex') });
      if (req.method === 'GET' && url.pathname === '/oauth2/authorize') {
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        if (fake.refuse) back.searchParams.set('error', 'access_denied');
        else {
          const code = randomBytes(12).toString('hex');
          codes.set(code, url.searchParams.get('redirect_uri') ?? '');
          back.searchParams.set('code', code);
        }
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        res.writeHead(302, { Location: back.toString() });
        res.end();
        return;
      }
      if (req.method === 'POST' && url.pathname === '/oauth2/token') {
        const form = new URLSearchParams(raw);
        const code = form.get('code') ?? '';
        if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
          return json(401, { error: 'invalid_client', error_description: 'Invalid client credentials' });
        if (form.get('grant_type') !== 'authorization_code' || codes.get(code) !== form.get('redirect_uri'))
          return json(400, { error: 'invalid_grant', error_description: 'Invalid authorization code' });
        codes.delete(code);
        const token = randomBytes(16).toString('hex');
        tokens.add(token);
        return json(200, { access_token: token, expires_in: 0, scope: null });
      }
      if (req.method === 'GET' && url.pathname === '/oauth2/metadata') {
        const token = /^OAuth (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
        if (!tokens.has(token)) return json(401, { error: 'invalid_token' });
        return json(200, {
          dc: 'us21',
          role: 'owner',
          accountname: 'Garcia Realty',
          user_id: 4242,
          login: { email: 'maria@garcia.example', login_email: 'maria@garcia.example' },
          login_url: 'https://login.mailchimp.com',
          api_endpoint: 'https://us21.api.mailchimp.com',
        });
      }
      if (!url.pathname.startsWith('/3.0/')) return problem(404, 'Resource Not Found', `fake mailchimp: no ${req.method} ${url.pathname}`);
      fake.calls.push(`${req.method} ${url.pathname}`);
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      if (!tokens.has(token)) return problem(401, 'API Key Invalid', 'Your request did not include an API key.');
      if (fake.failNext > 0) {
        fake.failNext -= 1;
        return problem(500, 'Internal Server Error', 'An unexpected internal error has occurred.');
      }
      const path = url.pathname.slice('/3.0'.length);
      if (req.method === 'GET' && path === '/lists')
        return json(200, {
          lists: fake.audiences.map((a) => ({ ...a, stats: { member_count: fake.members.get(a.id)?.size ?? 0 } })),
          total_items: fake.audiences.length,
        });
      const list = /^\/lists\/([^/]+)(?:\/members\/([0-9a-f]{32})(\/tags)?)?$/.exec(path);
      const audience = list && fake.audiences.find((a) => a.id === decodeURIComponent(list[1]!));
      if (!list || !audience) return problem(404, 'Resource Not Found', 'The requested resource could not be found.');
      const [, , hash, tags] = list;
      const members = fake.members.get(audience.id) ?? new Map<string, FakeMailchimpMember>();
      fake.members.set(audience.id, members);
      if (!hash && req.method === 'GET') return json(200, { id: audience.id, name: audience.name });
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      if (hash && !tags && req.method === 'PUT') {
        const email = String(body.email_address ?? '');
        if (!email.includes('@') || md5(email) !== hash)
          return problem(400, 'Invalid Resource', `${email} looks fake or invalid, please enter a real email address.`);
        const existing = members.get(hash);
        const status = existing?.status ?? String(body.status_if_new ?? '');
        if (!['subscribed', 'unsubscribed', 'cleaned', 'pending', 'transactional'].includes(status))
          return problem(400, 'Invalid Resource', 'The resource submitted could not be validated.');
        const member = {
          email_address: email,
          status: body.status ? String(body.status) : status,
          merge_fields: { ...existing?.merge_fields, ...(body.merge_fields as Record<string, string> | undefined) },
          tags: existing?.tags ?? new Set<string>(),
        };
        members.set(hash, member);
        return json(200, { id: hash, email_address: email, status: member.status, merge_fields: member.merge_fields, list_id: audience.id });
      }
      if (hash && tags && req.method === 'POST') {
        const member = members.get(hash);
        if (!member) return problem(404, 'Resource Not Found', 'The requested resource could not be found.');
        for (const t of (body.tags as { name: string; status: string }[] | undefined) ?? []) {
          if (t.status === 'active') member.tags.add(t.name);
          else member.tags.delete(t.name);
        }
        return json(204);
      }
      problem(405, 'Method Not Allowed', `fake mailchimp: no ${req.method} ${url.pathname}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    url,
    env: {
      MAILCHIMP_CLIENT_ID: clientId,
      MAILCHIMP_CLIENT_SECRET: clientSecret,
      MAILCHIMP_AUTH_URL: `${url}/oauth2/authorize`,
      MAILCHIMP_TOKEN_URL: `${url}/oauth2/token`,
      MAILCHIMP_METADATA_URL: `${url}/oauth2/metadata`,
      MAILCHIMP_API_URL: url,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeMailchimp;
}
