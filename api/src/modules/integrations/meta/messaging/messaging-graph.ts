import { graph, type MetaEnv, MetaGraphError } from '../meta-graph.js';
import type { MetaChannel } from './meta-contact.model.js';

/** The page a message goes through, with its token in clear for this call. */
export interface SendingPage {
  pageId: string;
  instagramAccountId?: string | null;
  token: string;
}

export type SendKind = { messagingType: 'RESPONSE' } | { messagingType: 'MESSAGE_TAG'; tag: 'HUMAN_AGENT' };

/**
 * The Send API: Messenger through `POST /{page-id}/messages`, Instagram
 * through the linked account's `POST /{instagram-account-id}/messages`,
 * both with the page token. Answers Meta's id of the sent message.
 */
export async function sendMetaText(env: MetaEnv, page: SendingPage, platform: MetaChannel, personId: string, text: string, kind: SendKind): Promise<string> {
  const from = platform === 'instagram' ? page.instagramAccountId : page.pageId;
  if (!from) throw new MetaGraphError('This page has no Instagram account linked.', 400, 100);
  const sent = await graph<{ message_id?: string }>(
    env,
    'POST',
    `${encodeURIComponent(from)}/messages`,
    { access_token: page.token },
    {
      recipient: { id: personId },
      messaging_type: kind.messagingType,
      ...(kind.messagingType === 'MESSAGE_TAG' ? { tag: kind.tag } : {}),
      message: { text },
    },
  );
  return sent.message_id ?? '';
}

/** The person's name from their profile: Messenger's first and last name, Instagram's name (or handle); null when Meta gives none. */
export async function profileName(env: MetaEnv, platform: MetaChannel, personId: string, token: string): Promise<string | null> {
  const fields = platform === 'instagram' ? 'name,username' : 'first_name,last_name';
  const profile = await graph<{ first_name?: string; last_name?: string; name?: string; username?: string }>(env, 'GET', encodeURIComponent(personId), {
    fields,
    access_token: token,
  });
  const name = platform === 'instagram' ? (profile.name ?? profile.username) : [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  return name?.trim().slice(0, 120) || null;
}

/**
 * Graph's answer that the page token no longer works: expired or invalid
 * (190, 102, 463, 467), or a permission withdrawn (200–299). Retrying will
 * not help; the agent must connect again. Everything else (rate limits 4,
 * 17, 32, 613; 1, 2; 10, 100, 551; 5xx; the network) is retried by the job.
 */
export function tokenRefused(err: unknown): boolean {
  if (!(err instanceof MetaGraphError) || err.code === undefined) return false;
  return err.code === 190 || err.code === 102 || err.code === 463 || err.code === 467 || (err.code >= 200 && err.code < 300);
}
