import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small fake of Meta's login dialog and the Graph API calls lead ads use,
 * on 127.0.0.1 (META_DIALOG_URL and META_GRAPH_URL point the client at it).
 * The dialog grants at once (or refuses when `refuse` is set); codes become
 * short- then long-lived user tokens; me/accounts lists `pages`; pages are
 * subscribed and unsubscribed; leads are read with their page's token only.
 * `sign` makes a webhook signature as Meta would.
 */
export interface FakeMetaPage {
  id: string;
  name: string;
  access_token: string;
}

export interface FakeMeta {
  url: string;
  env: { META_APP_ID: string; META_APP_SECRET: string; META_WEBHOOK_VERIFY_TOKEN: string; META_DIALOG_URL: string; META_GRAPH_URL: string };
  pages: FakeMetaPage[];
  /** leadgen id → the lead Graph answers (field_data, platform) and the page it belongs to. */
  leads: Map<string, { pageId: string; platform?: string; field_data: { name: string; values: string[] }[] }>;
  subscribed: Set<string>;
  revoked: string[];
  refuse: boolean;
  sign(body: string): string;
  close(): Promise<void>;
}

const VERSION = 'v21.0';

export async function startFakeMeta(): Promise<FakeMeta> {
  const appId = '1234567890';
  const appSecret = 'fake-meta-app-secret';
  const codes = new Set<string>();
  const shortTokens = new Set<string>();
  const userTokens = new Set<string>();
  const fake: Omit<FakeMeta, 'url' | 'env' | 'close' | 'sign'> = {
    pages: [{ id: '1111111111', name: 'Garcia Realty', access_token: `EAAPAGE${randomBytes(6).toString('hex')}` }],
    leads: new Map(),
    subscribed: new Set(),
    revoked: [],
    refuse: false,
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const q = url.searchParams;
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const graphError = (message: string, status = 400) => json(status, { error: { message, type: 'OAuthException', code: 190 } });
    req.resume();
    req.on('end', () => {
      if (req.method === 'GET' && url.pathname === '/dialog/oauth') {
        const back = new URL(q.get('redirect_uri') ?? '');
        if (fake.refuse) {
          back.searchParams.set('error', 'access_denied');
        } else {
          const code = `AQ${randomBytes(8).toString('hex')}`;
          codes.add(code);
          back.searchParams.set('code', code);
        }
        back.searchParams.set('state', q.get('state') ?? '');
        res.writeHead(302, { Location: back.toString() });
        res.end();
        return;
      }
      const path = url.pathname.replace(`/${VERSION}/`, '');
      if (req.method === 'GET' && path === 'oauth/access_token') {
        if (q.get('client_id') !== appId || q.get('client_secret') !== appSecret) return graphError('Error validating client secret.');
        if (q.get('grant_type') === 'fb_exchange_token') {
          if (!shortTokens.delete(q.get('fb_exchange_token') ?? '')) return graphError('Invalid OAuth access token.');
          const token = `EAALONG${randomBytes(8).toString('hex')}`;
          userTokens.add(token);
          return json(200, { access_token: token, token_type: 'bearer' });
        }
        if (!codes.delete(q.get('code') ?? '')) return graphError('This authorization code has been used.');
        const token = `EAASHORT${randomBytes(8).toString('hex')}`;
        shortTokens.add(token);
        return json(200, { access_token: token, token_type: 'bearer', expires_in: 3600 });
      }
      const token = q.get('access_token') ?? '';
      if (path === 'me/accounts' && req.method === 'GET')
        return userTokens.has(token) ? json(200, { data: fake.pages }) : graphError('Invalid OAuth access token.', 401);
      if (path === 'me/permissions' && req.method === 'DELETE') {
        fake.revoked.push(token);
        userTokens.delete(token);
        return json(200, { success: true });
      }
      const subscription = /^(\d+)\/subscribed_apps$/.exec(path);
      if (subscription) {
        const page = fake.pages.find((p) => p.id === subscription[1]);
        if (!page || page.access_token !== token) return graphError('Invalid page access token.', 401);
        if (req.method === 'POST') fake.subscribed.add(page.id);
        else fake.subscribed.delete(page.id);
        return json(200, { success: true });
      }
      const lead = /^(\d+)$/.exec(path);
      if (lead && req.method === 'GET') {
        const found = fake.leads.get(lead[1]!);
        const page = found && fake.pages.find((p) => p.id === found.pageId);
        if (!found || !page || page.access_token !== token) return graphError('Unsupported get request.', 400);
        return json(200, {
          id: lead[1],
          created_time: new Date().toISOString(),
          form_id: '999',
          platform: found.platform ?? 'fb',
          field_data: found.field_data,
        });
      }
      graphError(`fake meta: no ${req.method} ${url.pathname}`, 404);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    url,
    env: {
      META_APP_ID: appId,
      META_APP_SECRET: appSecret,
      META_WEBHOOK_VERIFY_TOKEN: 'verify-token-for-tests-0001',
      META_DIALOG_URL: `${url}/dialog/oauth`,
      META_GRAPH_URL: `${url}/${VERSION}`,
    },
    sign: (body: string) => `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeMeta;
}
