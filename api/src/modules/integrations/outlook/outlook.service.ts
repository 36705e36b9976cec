import type { IntegrationDto } from '@leadnest/contracts';
import { Types } from 'mongoose';

import type { SessionUser } from '../../../lib/auth.js';
import type { AppLogger } from '../../../lib/logger.js';
import { openSecret, sealSecret } from '../../api-keys/api-keys.service.js';
import { type CalendarConnection, CalendarConnectionModel } from '../calendar-connection.model.js';
import { IntegrationNotConfiguredError, OAuthRefusedError } from '../integrations.errors.js';
import type { SyncedAppointment } from '../integrations.service.js';
import { consumeOAuthState, createOAuthState } from '../oauth-state.js';
import { microsoftConfigured, type MicrosoftEnv, outlookAccessToken, outlookAuthUrl, outlookExchange, type OutlookTokens } from './outlook-auth.js';
import { graphBusy, graphCreateEvent, graphDeleteEvent, graphMe, graphUpdateEvent } from './outlook-graph.js';

/**
 * Outlook Calendar, two-way, shaped like Google's: a connection per agent in
 * calendar_connections (tokens sealed with the same associated data), busy
 * times for the slot finder, and appointments followed as events.
 */
const PLATFORM = 'outlook_calendar' as const;
const tokenAad = (userId: string) => `leadnest:calendar-tokens:${userId}:${PLATFORM}`;

export async function startOutlookConnect(env: MicrosoftEnv, user: SessionUser): Promise<string> {
  if (!microsoftConfigured(env)) throw new IntegrationNotConfiguredError(PLATFORM);
  let authUrl = '';
  await createOAuthState(user, PLATFORM, async (state) => {
    const made = await outlookAuthUrl(env, state);
    authUrl = made.authUrl;
    return made.verifier;
  });
  return authUrl;
}

/** Microsoft came back: the state must be this session's own, unused and fresh; then the code is redeemed and MSAL's cache sealed. */
export async function finishOutlookConnect(
  env: MicrosoftEnv,
  user: SessionUser,
  query: { state?: string; code?: string; error?: string },
): Promise<Pick<IntegrationDto, 'account'>> {
  const { verifier } = await consumeOAuthState(user, PLATFORM, query.state);
  if (query.error || !query.code || !verifier) throw new OAuthRefusedError();
  const { tokens, accessToken, account } = await outlookExchange(env, query.code, verifier);
  let name = account?.username || null;
  try {
    name = (await graphMe(env, accessToken)) ?? name;
  } catch {
    // The account name is for display only.
  }
  await CalendarConnectionModel.updateOne(
    { userId: user.id, platform: PLATFORM },
    { $set: { tokens: sealSecret(JSON.stringify(tokens), tokenAad(user.id)), account: name, connectedAt: new Date() }, $setOnInsert: { events: {} } },
    { upsert: true },
  );
  return { account: name };
}

/** A valid access token for a stored connection; a refresh MSAL made is sealed and saved again. */
async function accessTokenFor(env: MicrosoftEnv, connection: CalendarConnection, logger?: AppLogger): Promise<string> {
  const userId = String(connection.userId);
  const stored = JSON.parse(openSecret(connection.tokens, tokenAad(userId))) as OutlookTokens;
  const { accessToken, tokens, refreshed } = await outlookAccessToken(env, stored);
  if (refreshed) {
    await CalendarConnectionModel.updateOne({ _id: connection._id }, { $set: { tokens: sealSecret(JSON.stringify(tokens), tokenAad(userId)) } }).catch(
      (err: unknown) => logger?.warn({ err }, 'refreshed Outlook tokens not saved'),
    );
  }
  return accessToken;
}

const connectionOf = (userId: string) => CalendarConnectionModel.findOne({ userId, platform: PLATFORM }).lean<CalendarConnection>();

/** Busy time in the agent's Outlook calendar over [from, to); unreachable Outlook counts as free (logged). */
export async function outlookBusy(env: MicrosoftEnv, userId: string, from: Date, to: Date, logger?: AppLogger): Promise<{ start: string; end: string }[]> {
  if (!Types.ObjectId.isValid(userId)) return [];
  const connection = await connectionOf(userId);
  if (!connection) return [];
  try {
    return await graphBusy(env, await accessTokenFor(env, connection, logger), from, to);
  } catch (err) {
    logger?.warn({ err, userId }, 'Outlook calendar view not read; its busy times are ignored this time');
    return [];
  }
}

/** Makes the agent's Outlook calendar match the appointment as it is now: an event while scheduled (created or moved), none once cancelled. */
export async function syncOutlookEvent(env: MicrosoftEnv, a: SyncedAppointment, logger?: AppLogger): Promise<void> {
  const connection = await connectionOf(a.userId);
  if (!connection) return;
  const accessToken = await accessTokenFor(env, connection, logger);
  // lean() hands the Map over as a plain object.
  const events = (connection.events instanceof Map ? Object.fromEntries(connection.events) : (connection.events ?? {})) as Record<string, string>;
  const eventId = events[a.id];
  if (a.status === 'cancelled') {
    if (eventId) await graphDeleteEvent(env, accessToken, eventId);
    await CalendarConnectionModel.updateOne({ _id: connection._id }, { $unset: { [`events.${a.id}`]: 1 } });
    return;
  }
  const body = {
    subject: a.title,
    start: a.scheduledAt,
    end: new Date(Date.parse(a.scheduledAt) + a.durationMinutes * 60_000).toISOString(),
    location: a.propertyAddress,
    description: [a.clientName && `Client: ${a.clientName}`, a.notes].filter(Boolean).join('\n') || null,
  };
  if (eventId) return graphUpdateEvent(env, accessToken, eventId, body);
  const id = await graphCreateEvent(env, accessToken, body);
  await CalendarConnectionModel.updateOne({ _id: connection._id }, { $set: { [`events.${a.id}`]: id } });
}

/**
 * Disconnect. The Microsoft identity platform (v2) has no endpoint that
 * revokes one app's refresh token (only an admin's revokeSignInSessions,
 * which signs the user out everywhere), so what can be done is done here:
 * the sealed tokens are deleted and never used again; the agent removes the
 * app's consent at myapps.microsoft.com if they wish.
 */
export async function disconnectOutlook(userId: string): Promise<void> {
  await CalendarConnectionModel.deleteOne({ userId, platform: PLATFORM });
}
