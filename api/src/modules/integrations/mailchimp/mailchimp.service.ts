import type { LeadStage, MailchimpAudiencesResponse } from '@leadnest/contracts';

import type { SessionUser } from '../../../lib/auth.js';
import type { AppLogger } from '../../../lib/logger.js';
import { openSecret, sealSecret } from '../../api-keys/api-keys.service.js';
import { scheduleJob } from '../../jobs/jobs.service.js';
import { type LeadChangeEvent, marketingContactOf, UNNAMED_LEAD } from '../../leads/leads.service.js';
import { OAuthRefusedError } from '../integrations.errors.js';
import { consumeOAuthState, createOAuthState } from '../oauth-state.js';
import { MailchimpAudienceUnknownError, MailchimpNotConfiguredError, MailchimpNotConnectedError, MailchimpUnavailableError } from './mailchimp.errors.js';
import {
  isTransient,
  mailchimpApi,
  MailchimpApiError,
  mailchimpAuthUrl,
  mailchimpConfigured,
  type MailchimpEnv,
  mailchimpExchange,
  mailchimpMetadata,
} from './mailchimp-api.js';
import { type MailchimpConnection, MailchimpConnectionModel } from './mailchimp-connection.model.js';

export const MAILCHIMP_MEMBER_JOB = 'integrations.mailchimp-member';
const tokenAad = (userId: string) => `leadnest:mailchimp-token:${userId}`;

/** The stage tags a lead carries in the audience: the pipeline's own stage names (spec part 2 §4). */
export const STAGE_TAGS: Record<LeadStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  showing: 'Showing Scheduled',
  offer: 'Offer Stage',
  closed: 'Closed Won',
  lost: 'Closed Lost',
};

/** GET /api/integrations/{email|mailchimp}/connect: Mailchimp's authorization page with a fresh single-use state (Mailchimp has no PKCE). */
export async function startMailchimpConnect(env: MailchimpEnv, user: SessionUser): Promise<string> {
  if (!mailchimpConfigured(env)) throw new MailchimpNotConfiguredError();
  return mailchimpAuthUrl(env, await createOAuthState(user, 'email'));
}

const apiOf = (env: MailchimpEnv, c: MailchimpConnection) =>
  mailchimpApi(env, { apiEndpoint: c.apiEndpoint, token: openSecret(c.token, tokenAad(String(c.userId))) });

/**
 * Mailchimp came back: the state must be this session's own, unused and
 * fresh; the code becomes a token, the metadata names the data center, and
 * the token is sealed. A reconnect keeps the chosen audience while the
 * account still has it.
 */
export async function finishMailchimpConnect(env: MailchimpEnv, user: SessionUser, query: { state?: string; code?: string; error?: string }): Promise<void> {
  await consumeOAuthState(user, 'email', query.state);
  if (query.error || !query.code) throw new OAuthRefusedError();
  const token = await mailchimpExchange(env, query.code);
  const account = await mailchimpMetadata(env, token);
  const previous = await MailchimpConnectionModel.findOne({ userId: user.id }).lean<MailchimpConnection>();
  let audience: { id: string; name: string } | null = null;
  if (previous?.audienceId)
    audience = await mailchimpApi(env, { apiEndpoint: account.apiEndpoint, token })
      .audience(previous.audienceId)
      .catch(() => null);
  await MailchimpConnectionModel.updateOne(
    { userId: user.id },
    {
      $set: {
        token: sealSecret(token, tokenAad(user.id)),
        ...account,
        audienceId: audience?.id ?? null,
        audienceName: audience?.name ?? null,
        connectedAt: new Date(),
      },
    },
    { upsert: true },
  );
}

/** For the integrations list: the connected account (and audience), or null. */
export async function mailchimpConnectionOf(userId: string): Promise<{ account: string | null; connectedAt: Date } | null> {
  const c = await MailchimpConnectionModel.findOne({ userId }, { accountName: 1, loginEmail: 1, connectedAt: 1 }).lean<MailchimpConnection>();
  return c ? { account: c.accountName ?? c.loginEmail ?? null, connectedAt: c.connectedAt } : null;
}

async function connectionOf(userId: string): Promise<MailchimpConnection> {
  const c = await MailchimpConnectionModel.findOne({ userId }).lean<MailchimpConnection>();
  if (!c) throw new MailchimpNotConnectedError();
  return c;
}

/** Mailchimp's failure as the agent should read it. */
function unavailable(err: unknown): never {
  if (err instanceof MailchimpApiError && (err.status === 401 || err.status === 403))
    throw new MailchimpUnavailableError('Mailchimp no longer grants access. Please disconnect and connect again.');
  throw new MailchimpUnavailableError();
}

/** GET /api/integrations/mailchimp/audiences: the account's audiences, newest first, and the chosen one. */
export async function listAudiences(env: MailchimpEnv, userId: string): Promise<MailchimpAudiencesResponse> {
  const c = await connectionOf(userId);
  const audiences = await apiOf(env, c).audiences().catch(unavailable);
  return { audiences, selectedId: c.audienceId ?? null };
}

/** PUT /api/integrations/mailchimp/audience: the audience must be the account's own (asked of Mailchimp, not trusted from the browser). */
export async function chooseAudience(env: MailchimpEnv, userId: string, audienceId: string): Promise<{ id: string; name: string }> {
  const c = await connectionOf(userId);
  const audience = await apiOf(env, c)
    .audience(audienceId)
    .catch((err: unknown) => {
      if (err instanceof MailchimpApiError && err.status === 404) throw new MailchimpAudienceUnknownError();
      return unavailable(err);
    });
  await MailchimpConnectionModel.updateOne({ _id: c._id }, { $set: { audienceId: audience.id, audienceName: audience.name } });
  return { id: audience.id, name: audience.name };
}

/**
 * DELETE /api/integrations/email: syncing stops (queued jobs find no
 * connection and do nothing) and the token is forgotten. Mailchimp has no
 * token revocation endpoint: its tokens never expire, and only the account
 * owner can withdraw the grant (Mailchimp: Account → Extras → Connected sites).
 */
export async function disconnectMailchimp(userId: string): Promise<void> {
  await MailchimpConnectionModel.deleteOne({ userId });
}

/**
 * A lead arrived, moved stage or got its email: one durable job, keyed by
 * the change, when the agent has chosen an audience (otherwise nothing is
 * stored for the thousands of agents without Mailchimp).
 */
export async function queueMailchimpSync(event: LeadChangeEvent): Promise<void> {
  if (!(await MailchimpConnectionModel.exists({ userId: event.userId, audienceId: { $ne: null } }))) return;
  await scheduleJob(MAILCHIMP_MEMBER_JOB, `mailchimp-member:${event.leadId}:${event.change}:${event.stage}:${event.at.getTime()}`, new Date(), {
    userId: event.userId,
    leadId: event.leadId,
  });
}

const PLACEHOLDER_NAMES = new Set(Object.values(UNNAMED_LEAD));

/**
 * The job: the lead as it is now becomes a member of the chosen audience
 * with its stage as the one active stage tag (the other stages' tags off),
 * so jobs that run late or out of order still end right. Status only for a
 * new member: "transactional" (in the audience and tagged, but sent no
 * campaign), "unsubscribed" for a lead who opted out. Never "subscribed":
 * no path of ours records email-marketing consent (capture pages' consent
 * covers calls and texts only, consent must be recorded:
 * docs/decisions/0008-ai-call-consent-and-disclosure.md, and Mailchimp's terms require permission to market),
 * so the lead opts in through the agent's own Mailchimp forms. A lead
 * without email, or an agent no longer connected, is skipped. Mailchimp
 * down → thrown, so the job is retried; refused (bad email, audience gone,
 * grant revoked) → logged, not retried.
 */
export async function syncLeadToMailchimp(env: MailchimpEnv, payload: { userId: string; leadId: string }, logger?: Pick<AppLogger, 'warn'>): Promise<void> {
  const c = await MailchimpConnectionModel.findOne({ userId: payload.userId }).lean<MailchimpConnection>();
  if (!c?.audienceId) return;
  const lead = await marketingContactOf(payload.userId, payload.leadId);
  if (!lead?.email) return;
  const [firstName, ...rest] = PLACEHOLDER_NAMES.has(lead.name) ? [] : lead.name.trim().split(/\s+/);
  const api = apiOf(env, c);
  try {
    await api.upsertMember(c.audienceId, {
      email: lead.email,
      statusIfNew: lead.optedOut ? 'unsubscribed' : 'transactional',
      firstName,
      lastName: rest.join(' '),
    });
    await api.setTags(
      c.audienceId,
      lead.email,
      Object.entries(STAGE_TAGS).map(([stage, name]) => ({ name, status: stage === lead.stage ? 'active' : 'inactive' })),
    );
  } catch (err) {
    if (isTransient(err)) throw err;
    logger?.warn({ err, userId: payload.userId, leadId: payload.leadId }, 'mailchimp refused the lead; not retried');
  }
}
