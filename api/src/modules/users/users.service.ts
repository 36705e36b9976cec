import { randomBytes } from 'node:crypto';

import { LEAD_SCORING_THRESHOLDS } from '@leadnest/assistant-engine';
import type { AiObjectivesInput, ProfileUpdateInput, UserPatchInput } from '@leadnest/contracts';
import mongoose, { type Types } from 'mongoose';
import type { z } from 'zod';

import { domainEvents } from '../../lib/events/domain-events.js';
import { type User, userCache, UserModel } from './user.model.js';
import { UserNotFoundError } from './users.errors.js';

// The users collection has one owner, this module: other modules call these
// functions (and read the User type from here), never the model.
export type { User } from './user.model.js';

// What validate() hands over: the schemas' parsed output, not what the browser sent.
type ProfileUpdate = z.output<typeof ProfileUpdateInput>;
type UserPatch = z.output<typeof UserPatchInput>;

/** Fields the profile never returns, so reads skip them. */
const PRIVATE_FIELDS = { passwordHash: 0, emailVerification: 0, passwordReset: 0 } as const;

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

/** Whether any account exists at all (the demo data is only seeded into an empty database). */
export async function anyUserExists(): Promise<boolean> {
  return Boolean(await UserModel.exists({}));
}

/** Creates an account as given (the caller hashed the password); answers it without hash or token. */
export async function createUser(fields: Partial<User> & Pick<User, 'email' | 'passwordHash'>): Promise<User> {
  const created = await UserModel.create(fields);
  return (await findUser(String(created._id))) as User;
}

/** The one account with this email and role, created with `onInsert` the first time (atomically: two first calls make one). */
export async function ensureUser(email: string, role: User['role'], onInsert: Partial<User>): Promise<User> {
  const user = await UserModel.findOneAndUpdate(
    { email, role },
    { $setOnInsert: { ...onInsert, email, role } },
    { upsert: true, returnDocument: 'after', setDefaultsOnInsert: true, projection: PRIVATE_FIELDS },
  ).lean<User>();
  if (!user) throw new Error(`upsert of ${role} user returned nothing`);
  return user;
}

/** Points the profile's photo or logo at a new upload; answers the upload it pointed at before, if any. */
export async function setProfileImage(userId: string, field: 'photoUploadId' | 'logoUploadId', uploadId: Types.ObjectId): Promise<Types.ObjectId | undefined> {
  const previous = await UserModel.findByIdAndUpdate(userId, { $set: { [field]: uploadId } }, { projection: { [field]: 1 } }).lean();
  return previous?.[field];
}

/** The agent behind a chat widget's public id, or undefined. */
export async function findUserByPublicId(publicId: string): Promise<User | undefined> {
  const user = await UserModel.findOne({ publicId }, PRIVATE_FIELDS).lean<User>();
  return user ?? undefined;
}

/** The agent's public id for the embed code, made on first use. */
export async function ensurePublicId(userId: string): Promise<string> {
  const user = await UserModel.findById(userId, { publicId: 1 }).lean();
  if (!user) throw new UserNotFoundError();
  if (user.publicId) return user.publicId;
  const publicId = randomBytes(12).toString('base64url');
  // Only if still unset: two tabs asking at once agree on one id.
  await UserModel.updateOne({ _id: userId, publicId: { $exists: false } }, { $set: { publicId } });
  const stored = await UserModel.findById(userId, { publicId: 1 }).lean();
  return stored?.publicId ?? publicId;
}

/** Sets the agent's plan (billing's job once it exists; benchmarks and tests use it today). */
export async function setPlan(userId: string, plan: User['plan']): Promise<void> {
  await UserModel.updateOne({ _id: userId }, { $set: { plan } });
}

/** The agent's dedicated number (the numbers module's), shown on the profile; only set when none is yet. */
export async function setDedicatedPhoneNumber(userId: string, phoneNumber: string): Promise<void> {
  await UserModel.updateOne(
    { _id: userId, $or: [{ dedicatedPhoneNumber: { $exists: false } }, { dedicatedPhoneNumber: null }, { dedicatedPhoneNumber: '' }] },
    { $set: { dedicatedPhoneNumber: phoneNumber } },
  );
}

/** The number was released (numbers module): the profile no longer shows it, when it was this one. */
export async function clearDedicatedPhoneNumber(userId: string, phoneNumber: string): Promise<void> {
  await UserModel.updateOne({ _id: userId, dedicatedPhoneNumber: phoneNumber }, { $unset: { dedicatedPhoneNumber: 1 } });
}

// Credentials: the auth module's reads and writes of an account (sign-up,
// sign-in, email verification, password reset) go through these.

/** Whether an account uses this email (checked before the unique index, which stays the guarantee when two sign-ups race). */
export async function emailTaken(email: string): Promise<boolean> {
  return Boolean(await UserModel.exists({ email }));
}

/** The account with this email, its password hash included (sign-in and password reset need it); undefined when none. */
export async function findUserWithCredentials(email: string): Promise<User | undefined> {
  return (await UserModel.findOne({ email }).lean<User>()) ?? undefined;
}

/** The single-use tokens an account may hold, each stored as a hash with its expiry. */
export type UserToken = 'emailVerification' | 'passwordReset';

/** Stores a fresh token of this kind on the account (a newer one replaces an older link). */
export async function setUserToken(userId: string | Types.ObjectId, kind: UserToken, tokenHash: string, expiresAt: Date): Promise<void> {
  await UserModel.updateOne({ _id: userId }, { $set: { [kind]: { tokenHash, expiresAt } } });
  userCache.delete(String(userId));
}

/**
 * Spends an unexpired token and applies `set` in the same update (a second
 * use finds nothing); answers the account's id, or undefined for an
 * unknown, used or expired token.
 */
export async function spendUserToken(
  kind: UserToken,
  tokenHash: string,
  set: Partial<Pick<User, 'emailVerifiedAt' | 'passwordHash'>>,
  now = new Date(),
): Promise<string | undefined> {
  const user = await UserModel.findOneAndUpdate(
    { [`${kind}.tokenHash`]: tokenHash, [`${kind}.expiresAt`]: { $gt: now } },
    { $set: set, $unset: { [kind]: 1 } },
    { projection: { _id: 1 } },
  ).lean();
  if (!user) return undefined;
  userCache.delete(String(user._id));
  return String(user._id);
}

/** Replaces the account's password hash (change password); the caller ends the other sessions. */
export async function setPasswordHash(userId: string, passwordHash: string): Promise<void> {
  await UserModel.updateOne({ _id: userId }, { $set: { passwordHash } });
  userCache.delete(userId);
}

/** The account with its password hash, by id (change password checks the current one); undefined when none. */
export async function findUserWithCredentialsById(userId: string): Promise<User | undefined> {
  return (await UserModel.findById(userId).lean<User>()) ?? undefined;
}

/** Stores a pending change of email (a newer request replaces an older link); the address changes only in confirmEmailChange. */
export async function setPendingEmailChange(userId: string, newEmail: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await UserModel.updateOne({ _id: userId }, { $set: { emailChange: { tokenHash, expiresAt, newEmail } } });
  userCache.delete(userId);
}

export type EmailChangeResult = { ok: true; userId: string; oldEmail: string; newEmail: string } | { ok: false; reason: 'invalid' | 'taken' };

/**
 * Spends an unexpired email-change token: the account's email becomes the
 * new (now verified) address, in one update that also spends the token.
 * 'taken' when another account got that address meanwhile (the unique index decides).
 */
export async function confirmEmailChange(tokenHash: string, now = new Date()): Promise<EmailChangeResult> {
  const pending = await UserModel.findOne(
    { 'emailChange.tokenHash': tokenHash, 'emailChange.expiresAt': { $gt: now } },
    { email: 1, emailChange: 1 },
  ).lean<User>();
  if (!pending?.emailChange) return { ok: false, reason: 'invalid' };
  const { newEmail } = pending.emailChange;
  try {
    const updated = await UserModel.findOneAndUpdate(
      { _id: pending._id, 'emailChange.tokenHash': tokenHash },
      { $set: { email: newEmail, emailVerifiedAt: now }, $unset: { emailChange: 1, emailVerification: 1 } },
      { projection: { _id: 1 } },
    ).lean();
    if (!updated) return { ok: false, reason: 'invalid' };
  } catch (err) {
    if ((err as { code?: unknown } | null)?.code === 11000) return { ok: false, reason: 'taken' };
    throw err;
  } finally {
    userCache.delete(String(pending._id));
  }
  return { ok: true, userId: String(pending._id), oldEmail: pending.email, newEmail };
}

/** Replaces the agent's availability (PUT /api/users/{id}/availability); the zone was checked by the caller. */
export async function setAvailability(userId: string, availableHours: NonNullable<User['availableHours']>, timeZone: string): Promise<User> {
  const user = await applyChanges(userId, { availableHours, timeZone });
  // Analytics' days are this zone's days.
  await domainEvents.publish('agent.zone-saved', { userId, zone: timeZone });
  return user;
}
