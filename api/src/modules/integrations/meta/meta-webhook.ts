import { createHmac, timingSafeEqual } from 'node:crypto';

import { z } from 'zod';

import { ForbiddenError, UnauthorizedError } from '../../../lib/errors.js';
import type { LeadgenChange } from './meta.service.js';
import type { MetaEnv } from './meta-graph.js';

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Meta's subscription check (GET with hub.mode, hub.verify_token, hub.challenge): echo the challenge only for our own token. */
export function verifySubscription(env: MetaEnv, query: Record<string, unknown>): string {
  const token = typeof query['hub.verify_token'] === 'string' ? query['hub.verify_token'] : '';
  const challenge = typeof query['hub.challenge'] === 'string' ? query['hub.challenge'] : '';
  if (query['hub.mode'] !== 'subscribe' || !env.META_WEBHOOK_VERIFY_TOKEN || !sameText(token, env.META_WEBHOOK_VERIFY_TOKEN) || !challenge) {
    throw new ForbiddenError('This webhook subscription is not ours.', { code: 'META_VERIFY_REFUSED' });
  }
  return challenge;
}

/** X-Hub-Signature-256: `sha256=` + HMAC-SHA256 of the exact body with the app secret. */
export function verifySignature(env: MetaEnv, rawBody: string | undefined, header: string | undefined): void {
  const expected = env.META_APP_SECRET && rawBody !== undefined ? `sha256=${createHmac('sha256', env.META_APP_SECRET).update(rawBody).digest('hex')}` : null;
  if (!expected || !header || !sameText(header, expected)) throw new UnauthorizedError('The webhook signature does not match.', { code: 'META_SIGNATURE' });
}

const Notification = z.object({
  object: z.string(),
  entry: z.array(z.object({ changes: z.array(z.object({ field: z.string(), value: z.record(z.string(), z.unknown()) })).default([]) })).default([]),
});

/** The leadgen changes of a page notification; anything else Meta sends is acknowledged and ignored. */
export function leadgenChanges(body: unknown): LeadgenChange[] {
  const parsed = Notification.safeParse(body);
  if (!parsed.success || parsed.data.object !== 'page') return [];
  return parsed.data.entry.flatMap((entry) =>
    entry.changes.flatMap((change) => {
      const { leadgen_id: leadgenId, page_id: pageId } = change.value;
      const id = typeof leadgenId === 'number' ? String(leadgenId) : leadgenId;
      const page = typeof pageId === 'number' ? String(pageId) : pageId;
      return change.field === 'leadgen' && typeof id === 'string' && typeof page === 'string' && /^\d{1,40}$/.test(id) && /^\d{1,40}$/.test(page)
        ? [{ leadgenId: id, pageId: page }]
        : [];
    }),
  );
}
