import { randomBytes } from 'node:crypto';

import { LEAD_SCORING_THRESHOLDS } from '@leadnest/assistant-engine';
import type { AiObjectivesInput, ProfileUpdateInput, UserPatchInput } from '@leadnest/contracts';
import mongoose, { type Types } from 'mongoose';
import type { z } from 'zod';

import { domainEvents } from '../../lib/events/domain-events.js';
import { UserNotFoundError } from '../identity/identity.errors.js';
import { findAccount } from '../identity/identity.service.js';
import { type AgentSettingsDoc, AgentSettingsModel } from './agent-settings.model.js';
import { composeUser, type User } from './profile.service.js';
import { findSettings } from './settings-read.js';

/**
 * Writes of an agent's settings (the agent_settings collection has one
 * owner, this module). Each first finds the settings document
 * (findSettings moves an account's settings stored before the split), so
 * a write never lands beside values still waiting to be moved.
 */

// What validate() hands over: the schemas' parsed output, not what the browser sent.
type ProfileUpdate = z.output<typeof ProfileUpdateInput>;
type UserPatch = z.output<typeof UserPatchInput>;

/**
 * Applies a PUT /api/user/profile: absent fields stay, null clears.
 * `personality` (onboarding's name) and `aiPersonality` are one stored value.
 */
export async function updateProfile(id: string, input: ProfileUpdate): Promise<User> {
  const { personality, aiPersonality, ...rest } = input;
  const changes: Record<string, unknown> = { ...rest };
  const chosen = aiPersonality ?? personality;
  if (chosen) changes.aiPersonality = chosen;
  return applyChanges(id, changes);
}

/** Applies a PATCH /api/users/{id}: aiPersonality, and/or some advanced settings (merged, not replaced). */
export async function patchUser(id: string, input: UserPatch): Promise<User> {
  const changes: Record<string, unknown> = {};
  if (input.aiPersonality) changes.aiPersonality = input.aiPersonality;
  if (input.aiAssistantPaused !== undefined) changes.aiAssistantPaused = input.aiAssistantPaused;
  for (const [key, value] of Object.entries(input.advancedSettings ?? {})) {
    if (value !== undefined) changes[`advancedSettings.${key}`] = value;
  }
  const user = await applyChanges(id, changes);
  const strictness = input.advancedSettings?.leadScoring;
  // Labels already shown follow the new thresholds before the agent's request answers.
  if (strictness) await domainEvents.publish('agent.scoring-changed', { userId: id, thresholds: LEAD_SCORING_THRESHOLDS[strictness] });
  return user;
}

/** Applies a PATCH /api/users/{id}/ai-objectives: absent objectives stay, null clears. */
export async function setAiObjectives(id: string, input: z.output<typeof AiObjectivesInput>): Promise<User> {
  return applyChanges(id, { 'aiObjectives.chatObjective': input.chatObjective, 'aiObjectives.phoneObjective': input.phoneObjective });
}

/** Replaces the agent's availability (PUT /api/users/{id}/availability); the zone was checked by the caller. */
export async function setAvailability(userId: string, availableHours: NonNullable<User['availableHours']>, timeZone: string): Promise<User> {
  const user = await applyChanges(userId, { availableHours, timeZone });
  // Analytics' days are this zone's days.
  await domainEvents.publish('agent.zone-saved', { userId, zone: timeZone });
  return user;
}

async function applyChanges(id: string, changes: Record<string, unknown>): Promise<User> {
  const $set: Record<string, unknown> = {};
  const $unset: Record<string, 1> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (value === null) $unset[key] = 1;
    else $set[key] = value;
  }
  const update = { ...(Object.keys($set).length ? { $set } : {}), ...(Object.keys($unset).length ? { $unset } : {}) };
  if (!mongoose.isValidObjectId(id)) throw new UserNotFoundError();
  const [account] = await Promise.all([findAccount(id), findSettings(id)]);
  if (!account) throw new UserNotFoundError();
  const settings = await AgentSettingsModel.findOneAndUpdate({ userId: id }, update, { returnDocument: 'after', runValidators: true }).lean<AgentSettingsDoc>();
  if (!settings) throw new UserNotFoundError();
  return composeUser(account, settings);
}

/** Points the profile's photo or logo at a new upload; answers the upload it pointed at before, if any. */
export async function setProfileImage(userId: string, field: 'photoUploadId' | 'logoUploadId', uploadId: Types.ObjectId): Promise<Types.ObjectId | undefined> {
  await findSettings(userId);
  const previous = await AgentSettingsModel.findOneAndUpdate(
    { userId },
    { $set: { [field]: uploadId } },
    { projection: { [field]: 1 } },
  ).lean<AgentSettingsDoc>();
  return previous?.[field];
}

/** The agent's public id for the embed code, made on first use. */
export async function ensurePublicId(userId: string): Promise<string> {
  const settings = await findSettings(userId);
  if (!settings) throw new UserNotFoundError();
  if (settings.publicId) return settings.publicId;
  const publicId = randomBytes(12).toString('base64url');
  // Only if still unset: two tabs asking at once agree on one id.
  await AgentSettingsModel.updateOne({ userId, publicId: { $exists: false } }, { $set: { publicId } });
  const stored = await AgentSettingsModel.findOne({ userId }, { publicId: 1 }).lean<AgentSettingsDoc>();
  return stored?.publicId ?? publicId;
}

/** Sets the agent's plan (billing's job once it exists; benchmarks and tests use it today). */
export async function setPlan(userId: string, plan: User['plan']): Promise<void> {
  await findSettings(userId);
  await AgentSettingsModel.updateOne({ userId }, { $set: { plan } });
}

/** The agent's dedicated number (the phone module's), shown on the profile; only set when none is yet. */
export async function setDedicatedPhoneNumber(userId: string, phoneNumber: string): Promise<void> {
  await findSettings(userId);
  await AgentSettingsModel.updateOne(
    { userId, $or: [{ dedicatedPhoneNumber: { $exists: false } }, { dedicatedPhoneNumber: null }, { dedicatedPhoneNumber: '' }] },
    { $set: { dedicatedPhoneNumber: phoneNumber } },
  );
}

/** The number was released (phone module): the profile no longer shows it, when it was this one. */
export async function clearDedicatedPhoneNumber(userId: string, phoneNumber: string): Promise<void> {
  await findSettings(userId);
  await AgentSettingsModel.updateOne({ userId, dedicatedPhoneNumber: phoneNumber }, { $unset: { dedicatedPhoneNumber: 1 } });
}
