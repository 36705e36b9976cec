import mongoose, { Types } from 'mongoose';

import { type AgentSettingsDoc, AgentSettingsModel, settingsCache } from './agent-settings.model.js';
import { moveLegacySettings } from './settings-migration.js';

/**
 * The agent's settings document by user id (read-only, it may be shared
 * from the cache). An account without one yet (stored before the split and
 * not reached by the start-up migration, or whose sign-up stopped half-way)
 * gets it here first, so every read and write finds it. Null for an
 * unknown or malformed id.
 */
export async function findSettings(userId: string): Promise<AgentSettingsDoc | null> {
  if (!mongoose.isValidObjectId(userId)) return null;
  const cached = settingsCache.get(userId);
  if (cached) return cached;
  const ticket = settingsCache.ticket();
  const found = await AgentSettingsModel.findOne({ userId }).lean<AgentSettingsDoc>();
  if (found) {
    settingsCache.set(userId, found, ticket);
    return found;
  }
  if (!(await moveLegacySettings(new Types.ObjectId(userId)))) return null;
  return AgentSettingsModel.findOne({ userId }).lean<AgentSettingsDoc>();
}
