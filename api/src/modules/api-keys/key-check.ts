import type { ApiKeyCheckResponse, ApiKeyPlatform } from '@leadnest/contracts';

import { twilioClient, twilioReason } from '../../lib/twilio-client.js';
import { ApiKeyNotSavedError } from './api-keys.errors.js';
import { getAiProvider, readApiKey } from './api-keys.service.js';

/** How long the Test button waits for a provider. */
const CHECK_TIMEOUT_MS = 10_000;

/** Twilio: the account fetch (GET /2010-04-01/Accounts/{sid}.json) with the saved SID and token, sent to TWILIO_API_URL. */
async function checkTwilio(userId: string, apiUrl: string): Promise<ApiKeyCheckResponse> {
  const saved = await readApiKey(userId, 'twilio');
  if (!saved) throw new ApiKeyNotSavedError();
  const accountSid = saved.additionalData.accountSid;
  if (!accountSid) return { ok: false, message: 'Save your Account SID with the auth token, then test again.' };
  try {
    const account = await twilioClient({ accountSid, authToken: saved.apiKey }, apiUrl).api.v2010.accounts(accountSid).fetch();
    return { ok: true, message: `Twilio accepted the key: account “${account.friendlyName}” is ${account.status}.` };
  } catch (err) {
    return { ok: false, message: `Twilio refused the key: ${twilioReason(err)}` };
  }
}

/** The provider's own error text from an OpenAI-style error body, when it has one. */
function providerError(body: unknown): string | undefined {
  const error = (body as { error?: { message?: unknown } | string } | null)?.error;
  const message = typeof error === 'string' ? error : error?.message;
  return typeof message === 'string' && message.trim() ? message.trim().slice(0, 300) : undefined;
}

/** AI: one tiny completion (a few tokens) against the saved base URL and model. */
async function checkAi(userId: string): Promise<ApiKeyCheckResponse> {
  const provider = await getAiProvider(userId);
  if (!provider) throw new ApiKeyNotSavedError();
  const doFetch = provider.fetch ?? fetch;
  try {
    const res = await doFetch(`${provider.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${provider.apiKey}` },
      body: JSON.stringify({ model: provider.model, messages: [{ role: 'user', content: 'Reply with the single word OK.' }], max_tokens: 5 }),
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) return { ok: false, message: `The AI provider refused the key (${res.status}): ${providerError(body) ?? res.statusText}` };
    const answer = (body as { choices?: { message?: { content?: unknown } }[]; model?: unknown } | null)?.choices?.[0]?.message?.content;
    if (typeof answer !== 'string') return { ok: false, message: 'The AI provider answered, but not with a chat completion. Check the base URL.' };
    const model = typeof (body as { model?: unknown }).model === 'string' ? (body as { model: string }).model : provider.model;
    return { ok: true, message: `The AI provider accepted the key: ${model} answered “${answer.trim().slice(0, 40)}”.` };
  } catch (err) {
    const reason = err instanceof Error && err.name === 'TimeoutError' ? `no answer within ${CHECK_TIMEOUT_MS / 1000} s` : 'it could not be reached';
    return { ok: false, message: `The AI provider did not answer: ${reason}. Check the base URL.` };
  }
}

/**
 * The API keys page's Test button: the saved key, checked
 * against its provider, and the provider's answer in words. 404 when no
 * key is saved for the platform.
 */
export function checkApiKey(userId: string, platform: ApiKeyPlatform, twilioApiUrl: string): Promise<ApiKeyCheckResponse> {
  return platform === 'twilio' ? checkTwilio(userId, twilioApiUrl) : checkAi(userId);
}
