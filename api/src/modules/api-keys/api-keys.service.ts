import { type ApiKeyDto, type ApiKeyInput, type ApiKeyListResponse, type ApiKeyPlatform, DEFAULT_AI_BASE_URL, DEFAULT_AI_MODEL } from '@leadnest/contracts';
import { Types } from 'mongoose';
import type { z } from 'zod';

import type { Env } from '../../config/env.js';
import type { AppLogger } from '../../lib/logger.js';
import { publicFetch } from '../../lib/public-fetch.js';
import { apiKeyCache, ApiKeyModel, type ApiKeyRecord } from './api-key.model.js';
import { hintOf, toApiKeyDto } from './api-keys.dto.js';
import { type SealedSecret, SecretBox, SecretOpenError } from './secret-box.js';
import { loadSecretsKey } from './secrets-key.js';

type SaveInput = z.output<typeof ApiKeyInput>;

/** What the assistant needs to ask the agent's model. */
export interface AiProvider {
  apiKey: string;
  baseUrl: string;
  model: string;
  /** How to reach baseUrl: public addresses only unless AI_ALLOW_PRIVATE_HOSTS (see lib/public-fetch). */
  fetch?: typeof fetch;
}

/**
 * The encryption key is process configuration, like the database
 * connection: the composition root (api/src/compose.ts) sets it up
 * (configureApiKeys, from the app's env), and the service functions below,
 * getAiProvider included, use it from then on. Resolved at assembly so a bad
 * SECRETS_KEY file stops start-up rather than the first save.
 */
interface Configured {
  box: SecretBox;
  logger: AppLogger;
  allowPrivateHosts: boolean;
}
let configured: Configured | undefined;

export function configureApiKeys(deps: { env: Pick<Env, 'SECRETS_KEY' | 'DATA_DIR' | 'AI_ALLOW_PRIVATE_HOSTS'>; logger: AppLogger }): void {
  const source = loadSecretsKey(deps.env);
  if (source.origin === 'generated') {
    deps.logger.info({ file: source.file }, 'generated a secrets key for saved API keys; keep this file with your backups');
  }
  configured = { box: new SecretBox(source.key), logger: deps.logger, allowPrivateHosts: deps.env.AI_ALLOW_PRIVATE_HOSTS };
}

function current(): Configured {
  if (!configured) throw new Error('api-keys: not configured; the app is composed by composeApi (which calls configureApiKeys)');
  return configured;
}

/** Binds a sealed key to its owner and platform (see SecretBox). */
const associatedData = (userId: string, platform: ApiKeyPlatform) => `leadnest:user-api-key:${userId}:${platform}`;

/** Keys shorter than this show no characters at all: 4 of 8 would give half of it away. */
/** Only the fields the form filled in, as strings (the contract already bounds and checks them). */
function settingsOf(additionalData: SaveInput['additionalData']): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const [name, value] of Object.entries(additionalData ?? {})) if (typeof value === 'string' && value) settings[name] = value;
  return settings;
}

/** Saves the user's key for the platform, replacing the one saved before (and its settings). */
export async function saveApiKey(userId: string, input: SaveInput): Promise<ApiKeyDto> {
  const { box } = current();
  const update = {
    $set: {
      secret: box.seal(input.apiKey, associatedData(userId, input.platform)),
      hint: hintOf(input.apiKey),
      additionalData: settingsOf(input.additionalData),
    },
  };
  const filter = { userId: new Types.ObjectId(userId), platform: input.platform };
  const options = { upsert: true, returnDocument: 'after', runValidators: true } as const;
  let record: ApiKeyRecord | null;
  try {
    record = await ApiKeyModel.findOneAndUpdate(filter, update, options).lean<ApiKeyRecord>();
  } catch (err) {
    // Two first saves at once: both try to insert and the unique index lets
    // one win; the other's save is an update of the winner's record.
    if ((err as { code?: number }).code !== 11000) throw err;
    record = await ApiKeyModel.findOneAndUpdate(filter, update, options).lean<ApiKeyRecord>();
  }
  if (!record) throw new Error('api-keys: the upsert returned no record');
  return toApiKeyDto(record);
}

/**
 * Changes one non-secret setting of a saved key (null: removes it), only while it still holds
 * `current`: the phone module's number went away, and a key the agent saved meanwhile with
 * another value is left as they saved it. The key itself is untouched.
 */
export async function replaceApiKeySetting(userId: string, platform: ApiKeyPlatform, name: string, current: string, next: string | null): Promise<void> {
  const path = `additionalData.${name}`;
  await ApiKeyModel.updateOne({ userId: new Types.ObjectId(userId), platform, [path]: current }, next ? { $set: { [path]: next } } : { $unset: { [path]: 1 } });
}

export async function listApiKeys(userId: string): Promise<ApiKeyListResponse> {
  const records = await ApiKeyModel.find({ userId: new Types.ObjectId(userId) })
    .sort({ platform: 1 })
    .lean<ApiKeyRecord[]>();
  return { keys: records.map(toApiKeyDto) };
}

/** Removes the user's key for the platform; nothing to remove is not an error (the key is gone either way). */
export async function deleteApiKey(userId: string, platform: ApiKeyPlatform): Promise<void> {
  await ApiKeyModel.deleteOne({ userId: new Types.ObjectId(userId), platform });
}

/**
 * The clear key of one of the user's saved keys, with its settings, or null
 * when none is saved. A key that no longer opens (saved under another
 * SECRETS_KEY, or altered in the database) is null too, with a warning in
 * the log (never the key): to the caller it is the same as no key, and the
 * agent can save it again.
 */
/** The sealed record, read through the key cache (shared: never change it). */
async function savedKeyRecord(userId: string, platform: ApiKeyPlatform): Promise<ApiKeyRecord | null> {
  const key = `${userId}|${platform}`;
  const cached = apiKeyCache.get(key);
  if (cached !== undefined) return cached;
  const ticket = apiKeyCache.ticket();
  const record = await ApiKeyModel.findOne({ userId: new Types.ObjectId(userId), platform }).lean<ApiKeyRecord>();
  apiKeyCache.set(key, record ?? null, ticket);
  return record ?? null;
}

export async function readApiKey(userId: string, platform: ApiKeyPlatform): Promise<{ apiKey: string; additionalData: Record<string, string> } | null> {
  if (!Types.ObjectId.isValid(userId)) return null;
  const record = await savedKeyRecord(userId, platform);
  if (!record) return null;
  const { box, logger } = current();
  try {
    return { apiKey: box.open(record.secret, associatedData(userId, platform)), additionalData: record.additionalData ?? {} };
  } catch (err) {
    if (!(err instanceof SecretOpenError)) throw err;
    logger.warn({ userId, platform, reason: err.reason }, 'a saved API key cannot be decrypted; the agent must save it again');
    return null;
  }
}

/**
 * The agent's AI provider (an OpenAI-compatible chat-completions endpoint),
 * or null when they saved no `ai` key: then the assistant's deterministic
 * engine answers alone. baseUrl and model default to the contract's
 * (DEFAULT_AI_BASE_URL, DEFAULT_AI_MODEL) when the agent left them out.
 */
export async function getAiProvider(userId: string): Promise<AiProvider | null> {
  const saved = await readApiKey(userId, 'ai');
  if (!saved) return null;
  return {
    apiKey: saved.apiKey,
    baseUrl: saved.additionalData.baseUrl ?? DEFAULT_AI_BASE_URL,
    model: saved.additionalData.model ?? DEFAULT_AI_MODEL,
    ...(current().allowPrivateHosts ? {} : { fetch: publicFetch }),
  };
}

// Other modules' secrets (calendar tokens, signed links) use the same key
// through these, so there is one key to keep and back up.

/** Seals a secret bound to `associatedData` (who and what it belongs to). */
export function sealSecret(plain: string, associatedData: string): SealedSecret {
  return current().box.seal(plain, associatedData);
}

/** Opens a sealed secret; throws SecretOpenError for a wrong key, tampering or an unknown format. */
export function openSecret(sealed: SealedSecret, associatedData: string): string {
  return current().box.open(sealed, associatedData);
}

/** A 32-byte key for `label` derived from the secrets key (HMAC), e.g. to sign links. */
export function derivedKey(label: string): Buffer {
  return current().box.derive(label);
}
export type { SealedSecret } from './secret-box.js';
