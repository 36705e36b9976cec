import type { Types } from 'mongoose';

import { accountIdWithLegacyField, accountsWithLegacyFields, dropLegacyFields, legacyFieldsOf } from '../identity/legacy-settings.js';
import { AgentSettingsModel, SETTINGS_FIELDS } from './agent-settings.model.js';

/**
 * Moving an agent's settings out of the users collection into
 * agent_settings (docs/decisions/0033-identity-and-agent-settings.md).
 * For one account: its stored settings are inserted as its settings
 * document, then dropped from the account. Crash-safe and idempotent: the
 * copy is made before the drop, and when the settings document already
 * exists (a run stopped between the two, or a write since), it is the
 * truth and the account's copy is only dropped. Every write of the settings
 * moves an account's first, so a newer value is never overwritten.
 */
const isDuplicateKey = (err: unknown) => (err as { code?: unknown } | null)?.code === 11000;

/**
 * Moves the account's settings, if it holds any. With `orDefaults`, an
 * account holding none gets a settings document of defaults (one whose
 * sign-up stopped half-way). Answers false when there is no such account.
 */
export async function moveLegacySettings(userId: Types.ObjectId, { orDefaults = true } = {}): Promise<boolean> {
  const legacy = await legacyFieldsOf(userId, SETTINGS_FIELDS);
  if (!legacy) return false;
  const held = Object.keys(legacy).length > 0;
  if (!held && !orDefaults) return true;
  // The unique index on userId decides whether a settings document exists: it must be built before the first insert.
  await AgentSettingsModel.init();
  try {
    // As stored: the schema's validation is not run again on values it accepted before.
    await AgentSettingsModel.create([{ ...legacy, userId }], { validateBeforeSave: false });
  } catch (err) {
    // Already there (an earlier run, or a write since): it is the truth. Any other duplicate is an error.
    if (!isDuplicateKey(err) || !(await AgentSettingsModel.exists({ userId }))) throw err;
  }
  if (held) await dropLegacyFields(userId, SETTINGS_FIELDS);
  return true;
}

/** The account whose not yet moved settings hold this field's value (a chat widget's public id before the migration reached it). */
export async function moveLegacySettingsWith(field: (typeof SETTINGS_FIELDS)[number], value: string): Promise<boolean> {
  const userId = await accountIdWithLegacyField(field, value);
  return userId ? moveLegacySettings(userId) : false;
}

const BATCH = 200;

/** The start-up migration (api/src/start.ts): every account still holding settings, in _id order; answers how many it moved. */
export async function migrateAgentSettings(): Promise<number> {
  let moved = 0;
  let after: Types.ObjectId | null = null;
  for (;;) {
    const batch = await accountsWithLegacyFields(SETTINGS_FIELDS, after, BATCH);
    if (batch.length === 0) return moved;
    for (const userId of batch) if (await moveLegacySettings(userId, { orDefaults: false })) moved += 1;
    after = batch[batch.length - 1]!;
  }
}
