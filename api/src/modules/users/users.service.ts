import { DEFAULT_ADVANCED_SETTINGS, type ProfileUpdateInput, type UserPatchInput, type UserProfileDto } from '@leadnest/contracts';
import { isPlanTier } from '@leadnest/plans';
import mongoose, { type Types } from 'mongoose';
import type { z } from 'zod';
import { userCache, UserModel, type User } from './user.model.js';
import { UserNotFoundError } from './users.errors.js';

// What validate() hands over: the schemas' parsed output, not what the browser sent.
type ProfileUpdate = z.output<typeof ProfileUpdateInput>;
type UserPatch = z.output<typeof UserPatchInput>;

const uploadUrl = (id: Types.ObjectId | undefined): string | null => (id ? `/api/uploads/${String(id)}` : null);

/** The one place that decides what of a user leaves the server: never hashes or tokens. */
export function toProfile(user: User): UserProfileDto {
  return {
    id: String(user._id),
    email: user.email,
    role: user.role,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    fullName: user.fullName ?? null,
    plan: isPlanTier(user.plan) ? user.plan : null,
    brokerage: user.brokerage ?? null,
    serviceArea: user.serviceArea ?? null,
    phone: user.phone ?? null,
    licenseNumber: user.licenseNumber ?? null,
    aiPersonality: user.aiPersonality,
    isAiCallingEnabled: user.isAiCallingEnabled,
    advancedSettings: { ...DEFAULT_ADVANCED_SETTINGS, ...stripUndefined(user.advancedSettings ?? {}) },
    dedicatedPhoneNumber: user.dedicatedPhoneNumber ?? null,
    emailVerified: Boolean(user.emailVerifiedAt),
    photoUrl: uploadUrl(user.photoUploadId),
    logoUrl: uploadUrl(user.logoUploadId),
    createdAt: user.createdAt.toISOString(),
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Fields the profile never returns, so reads skip them. */
const PRIVATE_FIELDS = { passwordHash: 0, emailVerification: 0 } as const;

/** A user by id (without hash and token; read-only, it may be shared from the cache); undefined for an unknown or malformed id. */
export async function findUser(id: string): Promise<User | undefined> {
  if (!mongoose.isValidObjectId(id)) return undefined;
  const cached = userCache.get(id);
  if (cached) return cached;
  const ticket = userCache.ticket();
  const user = await UserModel.findById(id, PRIVATE_FIELDS).lean<User>();
  if (user) userCache.set(id, user, ticket);
  return user ?? undefined;
}

export async function getUser(id: string): Promise<User> {
  const user = await findUser(id);
  if (!user) throw new UserNotFoundError();
  return user;
}

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
  for (const [key, value] of Object.entries(input.advancedSettings ?? {})) {
    if (value !== undefined) changes[`advancedSettings.${key}`] = value;
  }
  return applyChanges(id, changes);
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
  const user = await UserModel.findByIdAndUpdate(id, update, { returnDocument: 'after', runValidators: true, projection: PRIVATE_FIELDS }).lean<User>();
  if (!user) throw new UserNotFoundError();
  return user;
}
