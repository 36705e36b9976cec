import { INTEGRATION_PLATFORMS, type IntegrationDto, type OAuthPlatform } from '@leadnest/contracts';
import type { Credentials } from 'google-auth-library';
import { Types } from 'mongoose';

import type { Env } from '../../config/env.js';
import type { SessionUser } from '../../lib/auth.js';
import type { AppLogger } from '../../lib/logger.js';
import { openSecret, sealSecret } from '../api-keys/api-keys.service.js';
import { listNumbers } from '../numbers/phone-numbers.service.js';
import { type CalendarConnection, CalendarConnectionModel, type CalendarPlatform } from './calendar-connection.model.js';
import { googleAuthUrl, googleCalendarApi, googleClient, googleConfigured, type GoogleEnv, googleExchange } from './google-calendar.js';
import { IntegrationNotConfiguredError, OAuthRefusedError } from './integrations.errors.js';
import { disconnectMailchimp, mailchimpConnectionOf, startMailchimpConnect } from './mailchimp/mailchimp.service.js';
import { mailchimpConfigured, type MailchimpEnv } from './mailchimp/mailchimp-api.js';
import { disconnectMeta, metaPagesOf, startMetaConnect } from './meta/meta.service.js';
import { metaConfigured, type MetaEnv } from './meta/meta-graph.js';
import { consumeOAuthState, createOAuthState } from './oauth-state.js';
import { disconnectOutlook, startOutlookConnect } from './outlook/outlook.service.js';
import { microsoftConfigured, type MicrosoftEnv } from './outlook/outlook-auth.js';

export type IntegrationsEnv = GoogleEnv & MetaEnv & MailchimpEnv & MicrosoftEnv & Pick<Env, 'MICROSOFT_CLIENT_ID' | 'MICROSOFT_CLIENT_SECRET'>;
const tokenAad = (userId: string, platform: CalendarPlatform) => `leadnest:calendar-tokens:${userId}:${platform}`;

/** Whether this server can connect a platform: each provider needs its app credentials in the environment. */
export function isConfigured(env: IntegrationsEnv, platform: IntegrationDto['platform']): boolean {
  if (platform === 'twilio') return true;
  if (platform === 'google_calendar') return googleConfigured(env);
  if (platform === 'facebook') return metaConfigured(env);
  if (platform === 'email') return mailchimpConfigured(env);
  if (platform === 'outlook_calendar') return microsoftConfigured(env);
  return false;
}

/** GET /api/integrations: every platform, connected or not. */
export async function listIntegrations(env: IntegrationsEnv, userId: string): Promise<IntegrationDto[]> {
  const [numbers, calendars, pages, mailchimp] = await Promise.all([
    listNumbers(userId),
    CalendarConnectionModel.find({ userId }, { platform: 1, account: 1, connectedAt: 1 }).lean<
      Pick<CalendarConnection, 'platform' | 'account' | 'connectedAt'>[]
    >(),
    metaPagesOf(userId),
    mailchimpConnectionOf(userId),
  ]);
  const connections: { platform: string; account?: string | null; connectedAt: Date }[] = [
    ...calendars,
    ...(pages.length ? [{ platform: 'facebook', account: pages.map((p) => p.pageName).join(', '), connectedAt: pages[0]!.connectedAt }] : []),
    ...(mailchimp ? [{ platform: 'email', ...mailchimp }] : []),
  ];
  return INTEGRATION_PLATFORMS.map((platform) => {
    const connection = connections.find((c) => c.platform === platform);
    const phoneActive = platform === 'twilio' && numbers.some((n) => n.isActive);
    return {
      platform,
      isActive: phoneActive || Boolean(connection),
      configured: isConfigured(env, platform),
      account: connection?.account ?? (phoneActive ? (numbers.find((n) => n.isActive)?.phoneNumber ?? null) : null),
      connectedAt: connection?.connectedAt.toISOString() ?? null,
      ...(platform === 'facebook' && pages.length
        ? {
            needsReconnect: pages.some((p) => Boolean(p.needsReconnectSince)),
            pages: pages.map((p) => ({
              pageId: p.pageId,
              pageName: p.pageName,
              instagramUsername: p.instagramUsername ?? null,
              needsReconnect: Boolean(p.needsReconnectSince),
            })),
          }
        : {}),
    };
  });
}

/** GET /api/integrations/{platform}/connect: the provider's authorization URL, carrying a fresh single-use state (and PKCE challenge, for Google). */
export async function startConnect(env: IntegrationsEnv, user: SessionUser, platform: OAuthPlatform): Promise<string> {
  if (platform === 'facebook') return startMetaConnect(env, user);
  if (platform === 'email') return startMailchimpConnect(env, user);
  if (platform === 'outlook_calendar') return startOutlookConnect(env, user);
  if (platform !== 'google_calendar' || !googleConfigured(env)) throw new IntegrationNotConfiguredError(platform);
  let authUrl = '';
  await createOAuthState(user, platform, async (state) => {
    const made = await googleAuthUrl(env, state);
    authUrl = made.authUrl;
    return made.verifier;
  });
  return authUrl;
}

/** Google came back: the state must be this session's own, unused and fresh; then the code is exchanged and the tokens sealed. */
export async function finishConnect(
  env: IntegrationsEnv,
  user: SessionUser,
  platform: CalendarPlatform,
  query: { state?: string; code?: string; error?: string },
): Promise<IntegrationDto> {
  const { verifier } = await consumeOAuthState(user, platform, query.state);
  if (query.error || !query.code || !verifier) throw new OAuthRefusedError();
  const tokens = await googleExchange(env, query.code, verifier);
  let account: string | null = null;
  try {
    account = (await googleCalendarApi(googleClient(env, tokens), env).calendarList.get({ calendarId: 'primary' })).data.id ?? null;
  } catch {
    // The account name is for display only.
  }
  await CalendarConnectionModel.updateOne(
    { userId: user.id, platform },
    { $set: { tokens: sealSecret(JSON.stringify(tokens), tokenAad(user.id, platform)), account, connectedAt: new Date() }, $setOnInsert: { events: {} } },
    { upsert: true },
  );
  return (await listIntegrations(env, user.id)).find((i) => i.platform === platform) as IntegrationDto;
}

/** A client for a stored connection whose refreshed tokens are sealed and saved again as Google hands them out. */
function clientFor(env: IntegrationsEnv, connection: CalendarConnection, logger?: AppLogger) {
  const userId = String(connection.userId);
  const tokens = JSON.parse(openSecret(connection.tokens, tokenAad(userId, connection.platform))) as Credentials;
  const client = googleClient(env, tokens);
  client.on('tokens', (fresh) => {
    const merged = { ...tokens, ...fresh, refresh_token: fresh.refresh_token ?? tokens.refresh_token };
    CalendarConnectionModel.updateOne(
      { _id: connection._id },
      { $set: { tokens: sealSecret(JSON.stringify(merged), tokenAad(userId, connection.platform)) } },
    ).catch((err: unknown) => logger?.warn({ err }, 'refreshed calendar tokens not saved'));
  });
  return { client, tokens };
}

/** DELETE /api/integrations/{platform}: revokes the grant at the provider, then forgets the tokens (even if the provider is unreachable). */
export async function disconnect(env: IntegrationsEnv, userId: string, platform: OAuthPlatform, logger?: AppLogger): Promise<void> {
  if (platform === 'facebook') return disconnectMeta(env, userId, logger);
  if (platform === 'email') return disconnectMailchimp(userId);
  if (platform === 'outlook_calendar') return disconnectOutlook(userId);
  if (platform !== 'google_calendar') return;
  const connection = await CalendarConnectionModel.findOne({ userId, platform }).lean<CalendarConnection>();
  if (!connection) return;
  try {
    const { client, tokens } = clientFor(env, connection, logger);
    const token = tokens.refresh_token ?? tokens.access_token;
    if (token) await client.revokeToken(token);
  } catch (err) {
    logger?.warn({ err, userId, platform }, 'calendar grant not revoked at the provider; tokens forgotten anyway');
  }
  await CalendarConnectionModel.deleteOne({ _id: connection._id });
}

/** Busy time in the agent's connected Google calendar over [from, to). */
export async function calendarBusy(env: IntegrationsEnv, userId: string, from: Date, to: Date, logger?: AppLogger): Promise<{ start: string; end: string }[]> {
  if (!Types.ObjectId.isValid(userId)) return [];
  const connection = await CalendarConnectionModel.findOne({ userId, platform: 'google_calendar' }).lean<CalendarConnection>();
  if (!connection) return [];
  try {
    const { client } = clientFor(env, connection, logger);
    const res = await googleCalendarApi(client, env).freebusy.query({
      requestBody: { timeMin: from.toISOString(), timeMax: to.toISOString(), items: [{ id: 'primary' }] },
    });
    return (res.data.calendars?.primary?.busy ?? []).flatMap((b) =>
      b.start && b.end ? [{ start: new Date(b.start).toISOString(), end: new Date(b.end).toISOString() }] : [],
    );
  } catch (err) {
    logger?.warn({ err, userId }, 'calendar free/busy not read; its busy times are ignored this time');
    return [];
  }
}

export interface SyncedAppointment {
  id: string;
  userId: string;
  title: string;
  scheduledAt: string;
  durationMinutes: number;
  propertyAddress: string | null;
  notes: string | null;
  clientName: string;
  status: 'scheduled' | 'cancelled';
}

/** Makes the agent's Google calendar match the appointment as it is now: an event while scheduled (created or moved), none once cancelled. */
export async function syncAppointmentEvent(env: IntegrationsEnv, a: SyncedAppointment, logger?: AppLogger): Promise<void> {
  const connection = await CalendarConnectionModel.findOne({ userId: a.userId, platform: 'google_calendar' }).lean<CalendarConnection>();
  if (!connection) return;
  const api = googleCalendarApi(clientFor(env, connection, logger).client, env);
  // lean() hands the Map over as a plain object.
  const events = (connection.events instanceof Map ? Object.fromEntries(connection.events) : (connection.events ?? {})) as Record<string, string>;
  const eventId = events[a.id];
  if (a.status === 'cancelled') {
    if (eventId)
      await api.events.delete({ calendarId: 'primary', eventId }).catch((err: { code?: number }) => {
        if (err.code !== 404 && err.code !== 410) throw err;
      });
    await CalendarConnectionModel.updateOne({ _id: connection._id }, { $unset: { [`events.${a.id}`]: 1 } });
    return;
  }
  const end = new Date(Date.parse(a.scheduledAt) + a.durationMinutes * 60_000).toISOString();
  const body = {
    summary: a.title,
    location: a.propertyAddress ?? undefined,
    description: [a.clientName && `Client: ${a.clientName}`, a.notes].filter(Boolean).join('\n') || undefined,
    start: { dateTime: a.scheduledAt },
    end: { dateTime: end },
  };
  if (eventId) {
    await api.events.patch({ calendarId: 'primary', eventId, requestBody: body });
    return;
  }
  const created = await api.events.insert({ calendarId: 'primary', requestBody: body });
  if (created.data.id) await CalendarConnectionModel.updateOne({ _id: connection._id }, { $set: { [`events.${a.id}`]: created.data.id } });
}
