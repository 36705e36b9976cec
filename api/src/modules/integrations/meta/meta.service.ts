import type { IntegrationDto } from '@leadnest/contracts';

import type { SessionUser } from '../../../lib/auth.js';
import type { AppLogger } from '../../../lib/logger.js';
import { openSecret, sealSecret } from '../../api-keys/api-keys.service.js';
import { scheduleJob } from '../../jobs/jobs.service.js';
import { createOrMergeLead, UNNAMED_LEAD } from '../../leads/leads.service.js';
import { IntegrationNotConfiguredError, MetaNoPagesError, OAuthRefusedError } from '../integrations.errors.js';
import { consumeOAuthState, createOAuthState } from '../oauth-state.js';
import { resumeHeldMessages } from './messaging/needs-reconnect.js';
import {
  fetchLead,
  metaAuthUrl,
  metaConfigured,
  type MetaEnv,
  metaExchange,
  type MetaLead,
  metaPages,
  revokeGrant,
  subscribePage,
  unsubscribePage,
} from './meta-graph.js';
import { type MetaPageConnection, MetaPageConnectionModel } from './meta-page.model.js';
import { pageTokenAad, userTokenAad } from './page-token.js';

export const META_LEAD_JOB = 'integrations.meta-lead';

export async function startMetaConnect(env: MetaEnv, user: SessionUser): Promise<string> {
  if (!metaConfigured(env)) throw new IntegrationNotConfiguredError('facebook');
  const state = await createOAuthState(user, 'facebook');
  return metaAuthUrl(env, state);
}

/**
 * Meta came back: the state must be this session's own; the code becomes a
 * long-lived user token, every page the agent manages is subscribed to our
 * webhook (leads and messages), and its page token sealed, with the
 * Instagram account linked to it. Pages no longer granted are forgotten, so
 * a reconnect with fewer pages narrows the feed. Connecting again clears
 * "needs reconnecting", and the messages held meanwhile get their jobs
 * (docs/decisions/0035-meta-direct-messages.md).
 */
export async function finishMetaConnect(
  env: MetaEnv,
  user: SessionUser,
  query: { state?: string; code?: string; error?: string },
): Promise<IntegrationDto['platform']> {
  await consumeOAuthState(user, 'facebook', query.state);
  if (query.error || !query.code) throw new OAuthRefusedError();
  const userToken = await metaExchange(env, query.code);
  const pages = await metaPages(env, userToken);
  if (pages.length === 0) throw new MetaNoPagesError();
  for (const page of pages) await subscribePage(env, page);
  const now = new Date();
  await MetaPageConnectionModel.bulkWrite(
    pages.map((page) => ({
      updateOne: {
        filter: { userId: user.id, pageId: page.id },
        update: {
          $set: {
            pageName: page.name,
            pageToken: sealSecret(page.access_token, pageTokenAad(user.id, page.id)),
            userToken: sealSecret(userToken, userTokenAad(user.id)),
            connectedAt: now,
            instagramAccountId: page.instagram_business_account?.id ?? null,
            instagramUsername: page.instagram_business_account?.username ?? null,
            needsReconnectSince: null,
            reconnectReason: null,
          },
        },
        upsert: true,
      },
    })),
  );
  await MetaPageConnectionModel.deleteMany({ userId: user.id, pageId: { $nin: pages.map((p) => p.id) } });
  await resumeHeldMessages(
    user.id,
    pages.map((p) => p.id),
    now,
  );
  return 'facebook';
}

export function metaPagesOf(
  userId: string,
): Promise<Pick<MetaPageConnection, 'pageId' | 'pageName' | 'connectedAt' | 'instagramUsername' | 'needsReconnectSince'>[]> {
  return MetaPageConnectionModel.find({ userId }, { pageId: 1, pageName: 1, connectedAt: 1, instagramUsername: 1, needsReconnectSince: 1 })
    .sort({ pageName: 1 })
    .lean();
}

/**
 * Revokes the grant at Meta and unsubscribes each page no other agent still
 * connects (a team's shared page keeps feeding the others), then forgets
 * the tokens (even if Meta is unreachable).
 */
export async function disconnectMeta(env: MetaEnv, userId: string, logger?: AppLogger): Promise<void> {
  const pages = await MetaPageConnectionModel.find({ userId }).lean<MetaPageConnection[]>();
  if (pages.length === 0) return;
  const shared = new Set(
    (await MetaPageConnectionModel.find({ pageId: { $in: pages.map((p) => p.pageId) }, userId: { $ne: pages[0]!.userId } }, { pageId: 1 }).lean()).map(
      (p) => p.pageId,
    ),
  );
  try {
    for (const page of pages.filter((p) => !shared.has(p.pageId)))
      await unsubscribePage(env, { id: page.pageId, access_token: openSecret(page.pageToken, pageTokenAad(userId, page.pageId)) });
    await revokeGrant(env, openSecret(pages[0]!.userToken, userTokenAad(userId)));
  } catch (err) {
    logger?.warn({ err, userId }, 'meta pages not unsubscribed or grant not revoked at Meta; tokens forgotten anyway');
  }
  await MetaPageConnectionModel.deleteMany({ userId });
}

export interface LeadgenChange {
  leadgenId: string;
  pageId: string;
}

/**
 * A verified leadgen notification: one durable job per lead and agent whose
 * page it is. The key makes Meta's retries of the same notification no-ops;
 * the Graph read happens in the job, so the webhook answers at once.
 */
export async function queueLeadgenChanges(changes: LeadgenChange[]): Promise<number> {
  let queued = 0;
  for (const change of changes) {
    const owners = await MetaPageConnectionModel.find({ pageId: change.pageId }, { userId: 1 }).lean();
    for (const owner of owners) {
      const userId = String(owner.userId);
      if (
        await scheduleJob(META_LEAD_JOB, `meta-lead:${change.leadgenId}:${userId}`, new Date(), { userId, pageId: change.pageId, leadgenId: change.leadgenId })
      )
        queued += 1;
    }
  }
  return queued;
}

const CONTACT_FIELDS = new Set(['full_name', 'first_name', 'last_name', 'email', 'phone_number', 'street_address', 'city', 'state', 'zip_code', 'post_code']);
const label = (name: string) => name.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** A lead ad's form answers as a lead: contact fields where they belong, every other answer kept as the lead's message. */
export function leadFromMetaLead(lead: MetaLead) {
  const fields = new Map((lead.field_data ?? []).map((f) => [f.name.toLowerCase(), (f.values ?? []).join(', ').trim()]));
  const get = (name: string) => fields.get(name) || null;
  const name = get('full_name') ?? ([get('first_name'), get('last_name')].filter(Boolean).join(' ') || null);
  const address = [get('street_address'), get('city'), get('state'), get('zip_code') ?? get('post_code')].filter(Boolean).join(', ') || null;
  const answers = [...fields].filter(([key, value]) => value && !CONTACT_FIELDS.has(key)).map(([key, value]) => `${label(key)}: ${value}`);
  const instagram = lead.platform === 'ig';
  const source = instagram ? ('instagram' as const) : ('facebook' as const);
  return {
    name: name ?? UNNAMED_LEAD[source],
    email: get('email'),
    phone: get('phone_number'),
    address,
    source,
    stage: 'new' as const,
    // A lead form gives no text-message consent of its own: the assistant may not text until the lead does.
    origin: instagram ? 'Instagram lead ad' : 'Facebook lead ad',
    message: answers.length ? answers.join('\n') : null,
  };
}

/** The job: reads the lead from Graph with the page's token and creates (or merges into) the agent's lead. */
export async function importMetaLead(env: MetaEnv, payload: { userId: string; pageId: string; leadgenId: string }): Promise<void> {
  const page = await MetaPageConnectionModel.findOne({ userId: payload.userId, pageId: payload.pageId }).lean<MetaPageConnection>();
  // Disconnected since the notification: the agent no longer wants this page's leads.
  if (!page) return;
  const lead = await fetchLead(env, payload.leadgenId, openSecret(page.pageToken, pageTokenAad(payload.userId, payload.pageId)));
  await createOrMergeLead(payload.userId, leadFromMetaLead(lead));
}
