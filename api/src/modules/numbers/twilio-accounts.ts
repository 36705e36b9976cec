import type { Env } from '../../config/env.js';
import { type TwilioAccount, type TwilioClient, twilioClient } from '../../lib/twilio-client.js';
import { readApiKey, replaceApiKeySetting, saveApiKey } from '../api-keys/api-keys.service.js';

/**
 * Which Twilio account serves whom. The platform's own account
 * (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN) provides dedicated numbers; an
 * agent may connect their own through the wizard, saved like every other
 * key (api-keys module: AES-256-GCM, shown masked). Set from the app's env
 * when the app is composed (configureTwilio), like api-keys.
 */
interface Configured {
  apiUrl: string;
  platform: TwilioAccount | null;
  publicBaseUrl: string;
}
let configured: Configured | undefined;

export function configureTwilio(env: Pick<Env, 'TWILIO_API_URL' | 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'PUBLIC_BASE_URL'>): void {
  const platform = env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN ? { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN } : null;
  configured = { apiUrl: env.TWILIO_API_URL, platform, publicBaseUrl: env.PUBLIC_BASE_URL };
}

function current(): Configured {
  if (!configured) throw new Error('numbers: not configured; the app is composed by composeApi (which calls configureTwilio)');
  return configured;
}

export const clientFor = (account: TwilioAccount): TwilioClient => twilioClient(account, current().apiUrl);
export const platformAccount = (): TwilioAccount | null => current().platform;
/** Where Twilio's REST API is (TWILIO_API_URL), for the one request the SDK does not make: a recording's audio. */
export const twilioApiUrl = (): string => current().apiUrl;

/** The public URL Twilio calls for a webhook path, e.g. /api/twilio/sms (also what its signature covers). */
export const publicUrl = (path: string): string => `${current().publicBaseUrl}${path}`;

/** The WebSocket URL of the ConversationRelay (wss:// behind https). */
export const relayUrl = (path: string): string => publicUrl(path).replace(/^http/, 'ws');

/** The agent's own connected account, or null. */
export async function agentAccount(userId: string): Promise<TwilioAccount | null> {
  const saved = await readApiKey(userId, 'twilio');
  const accountSid = saved?.additionalData.accountSid;
  return saved && accountSid ? { accountSid, authToken: saved.apiKey } : null;
}

/** Keeps the agent's account for webhooks and later calls (encrypted by the api-keys module). */
export async function saveAgentAccount(userId: string, account: TwilioAccount, phoneNumber: string): Promise<void> {
  await saveApiKey(userId, { platform: 'twilio', apiKey: account.authToken, additionalData: { accountSid: account.accountSid, phoneNumber } });
}

/**
 * A number of the agent's own account stopped reaching the assistant (disconnected, or taken
 * over by another record): the saved Twilio key no longer names it as the number the assistant
 * answers on (/api-keys shows that setting). `next`: another of their numbers on the account
 * that still does, or null.
 */
export async function forgetAgentNumber(userId: string, phoneNumber: string, next: string | null): Promise<void> {
  await replaceApiKeySetting(userId, 'twilio', 'phoneNumber', phoneNumber, next);
}

/** The account that holds a stored number; null when the agent's saved key is gone or for another account. */
export async function accountOfNumber(number: {
  provider: 'platform' | 'agent';
  accountSid: string;
  userId: { toString(): string };
}): Promise<TwilioAccount | null> {
  const account = number.provider === 'platform' ? platformAccount() : await agentAccount(number.userId.toString());
  return account && account.accountSid === number.accountSid ? account : null;
}

/** Whether any account can serve this agent's calls. */
export async function providerReady(userId: string): Promise<boolean> {
  return Boolean(platformAccount() ?? (await agentAccount(userId)));
}
