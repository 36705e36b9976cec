import type { ApiKeyDto } from '@leadnest/contracts';

import type { ApiKeyRecord } from './api-key.model.js';

export const MIN_LENGTH_FOR_HINT = 12;
const MASK = '••••';

export const hintOf = (apiKey: string): string => (apiKey.length >= MIN_LENGTH_FOR_HINT ? apiKey.slice(-4) : '');

/** "••••a1b2": a fixed-width mask, so the display tells nothing of the key's length. */
export const maskKey = (hint: string): string => `${MASK}${hint}`;

/** The one place that decides what of a saved key leaves the server: never the key, only its masked hint. */
export function toApiKeyDto(record: Pick<ApiKeyRecord, 'platform' | 'hint' | 'additionalData' | 'updatedAt'>): ApiKeyDto {
  return {
    platform: record.platform,
    maskedKey: maskKey(record.hint ?? ''),
    additionalData: { ...(record.additionalData ?? {}) },
    updatedAt: record.updatedAt.toISOString(),
  };
}
