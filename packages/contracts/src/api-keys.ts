import { z } from 'zod';

import { strictBody } from './fields';

/**
 * Keys the agent saves for outside services (spec part 2: API keys page;
 * encrypted at rest, only ever shown masked: docs/decisions/0006-secrets-sealing.md).
 * PUT /api/user-api-keys { platform, apiKey, additionalData }.
 *
 * `ai` is the AI provider key: any OpenAI-compatible
 * chat-completions endpoint; additionalData may set `baseUrl` (default
 * https://api.openai.com/v1) and `model` (default gpt-4o-mini).
 */
export const API_KEY_PLATFORMS = ['ai', 'twilio'] as const;
export type ApiKeyPlatform = (typeof API_KEY_PLATFORMS)[number];

export const DEFAULT_AI_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_AI_MODEL = 'gpt-4o-mini';

export const API_KEY_MESSAGES = {
  missingKey: 'Please enter a valid API key.',
  platformInvalid: `Platform must be one of: ${API_KEY_PLATFORMS.join(', ')}.`,
  baseUrlInvalid: 'baseUrl must be an http(s) URL.',
  modelInvalid: 'model must be a model name of at most 100 characters.',
} as const;
const M = API_KEY_MESSAGES;

const aiAdditionalData = strictBody({
  baseUrl: z
    .url({ protocol: /^https?$/, error: M.baseUrlInvalid })
    .max(300, { error: M.baseUrlInvalid })
    .optional(),
  model: z.string({ error: M.modelInvalid }).trim().min(1, { error: M.modelInvalid }).max(100, { error: M.modelInvalid }).optional(),
});

const twilioAdditionalData = strictBody({
  accountSid: z
    .string()
    .trim()
    .regex(/^AC[0-9a-fA-F]{32}$/, { error: 'accountSid must start with AC followed by 32 hexadecimal characters.' })
    .optional(),
  phoneNumber: z.string().trim().max(40).optional(),
});

const apiKey = z.string({ error: M.missingKey }).trim().min(1, { error: M.missingKey }).max(500, { error: 'The API key is too long.' });

export const ApiKeyInput = z.discriminatedUnion(
  'platform',
  [
    strictBody({ platform: z.literal('ai'), apiKey, additionalData: aiAdditionalData.optional() }),
    strictBody({ platform: z.literal('twilio'), apiKey, additionalData: twilioAdditionalData.optional() }),
  ],
  { error: M.platformInvalid },
);
export type ApiKeyInput = z.input<typeof ApiKeyInput>;

/** A saved key as the API shows it: masked, never in clear. */
export interface ApiKeyDto {
  platform: ApiKeyPlatform;
  /** e.g. "sk-…a1b2": the last 4 characters only. */
  maskedKey: string;
  /** Non-secret settings (baseUrl, model, accountSid, phoneNumber). */
  additionalData: Record<string, string>;
  updatedAt: string;
}

export interface ApiKeyListResponse {
  keys: ApiKeyDto[];
}

/** POST /api/user-api-keys/{platform}/test: whether the provider accepted the saved key, in the provider's words. */
export interface ApiKeyCheckResponse {
  ok: boolean;
  message: string;
}
