import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small fake of Meta's login dialog and the Graph API calls lead ads use,
 * on 127.0.0.1 (META_DIALOG_URL and META_GRAPH_URL point the client at it).
 * The dialog grants at once (or refuses when `refuse` is set); codes become
 * short- then long-lived user tokens; me/accounts lists `pages`; pages are
 * subscribed and unsubscribed; leads are read with their page's token only.
 * Messaging: profiles are read (`GET /{psid}`) and messages sent (the Send
 * API: `POST /{page-id}/messages`, Instagram's `POST /{instagram-id}/messages`)
 * with the page's token only; each send is recorded in `sent`, and
 * `failSends` makes the next sends fail with Graph's error. A page whose
 * `access_token` is changed refuses the old one (code 190), as Meta does
 * when a token expires. `sign` makes a webhook signature as Meta would.
 */
export interface FakeMetaPage {
  id: string;
  name: string;
  access_token: string;
  /** The Instagram professional account linked to the page. */
  instagram_business_account?: { id: string; username?: string };
}

/** One Send API call the fake accepted. */
export interface FakeMetaSent {
  /** The page or Instagram account id in the path. */
  from: string;
  via: 'page' | 'instagram';
  recipient: string;
  messagingType: string;
  tag: string | null;
  text: string;
  mid: string;
}

/** A Graph error the next Send API call answers with. */
export interface FakeMetaFailure {
  status: number;
  code: number;
  subcode?: number;
  message?: string;
}

export interface FakeMeta {
  url: string;
  env: { META_APP_ID: string; META_APP_SECRET: string; META_WEBHOOK_VERIFY_TOKEN: string; META_DIALOG_URL: string; META_GRAPH_URL: string };
  pages: FakeMetaPage[];
  /** leadgen id → the lead Graph answers (field_data, platform) and the page it belongs to. */
  leads: Map<string, { pageId: string; platform?: string; field_data: { name: string; values: string[] }[] }>;
  subscribed: Set<string>;
  /** page id → the fields it was last subscribed to. */
  subscribedFields: Map<string, string[]>;
  /** PSID or IGSID → the profile Graph answers, readable with its page's token. */
  profiles: Map<string, { pageId: string; first_name?: string; last_name?: string; name?: string; username?: string }>;
  sent: FakeMetaSent[];
  /** Each Send API call takes the first of these, if any, and fails with it. */
  failSends: FakeMetaFailure[];
  revoked: string[];
  refuse: boolean;
  /** Hears each Send API call as it is accepted (bench:messenger times webhook → send with it). */
  onSend?: (sent: FakeMetaSent) => void;
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
    subscribedFields: new Map(),
    profiles: new Map(),
    sent: [],
    failSends: [],
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
    const graphError = (message: string, status = 400, code = 190, subcode?: number) =>
      json(status, { error: { message, type: 'OAuthException', code, ...(subcode ? { error_subcode: subcode } : {}) } });
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
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
        if (req.method === 'POST') {
          fake.subscribed.add(page.id);
          fake.subscribedFields.set(page.id, (q.get('subscribed_fields') ?? '').split(',').filter(Boolean));
        } else fake.subscribed.delete(page.id);
        return json(200, { success: true });
      }
      const send = /^(\d+)\/messages$/.exec(path);
      if (send && req.method === 'POST') {
        const byPage = fake.pages.find((p) => p.id === send[1]);
        const byInstagram = fake.pages.find((p) => p.instagram_business_account?.id === send[1]);
        const page = byPage ?? byInstagram;
        if (!page || page.access_token !== token) return graphError('Error validating access token: The session has expired.', 400);
        const failure = fake.failSends.shift();
        if (failure) return graphError(failure.message ?? 'Graph failed', failure.status, failure.code, failure.subcode);
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
          recipient?: { id?: string };
          messaging_type?: string;
          tag?: string;
          message?: { text?: string };
        };
        if (!body.recipient?.id || !body.messaging_type || !body.message?.text) return graphError('(#100) The parameter recipient is required', 400, 100);
        const mid = `m_${randomBytes(8).toString('hex')}`;
        const accepted: FakeMetaSent = {
          from: send[1]!,
          via: byPage ? 'page' : 'instagram',
          recipient: body.recipient.id,
          messagingType: body.messaging_type,
          tag: body.tag ?? null,
          text: body.message.text,
          mid,
        };
        fake.sent.push(accepted);
        (fake as FakeMeta).onSend?.(accepted);
        return json(200, { recipient_id: body.recipient.id, message_id: mid });
      }
      const lead = /^(\d+)$/.exec(path);
      const profile = lead && req.method === 'GET' ? fake.profiles.get(lead[1]!) : undefined;
      if (profile) {
        const page = fake.pages.find((p) => p.id === profile.pageId);
        if (!page || page.access_token !== token) return graphError('Error validating access token: The session has expired.', 400);
        const { pageId: _pageId, ...fields } = profile;
        return json(200, { id: lead![1], ...fields });
      }
      if (lead && req.method === 'GET') {
        const found = fake.leads.get(lead[1]!);
        const page = found && fake.pages.find((p) => p.id === found.pageId);
        if (!found || !page || page.access_token !== token) return graphError('Unsupported get request.', 400, 100, 33);
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
