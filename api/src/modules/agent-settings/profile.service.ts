import { DEFAULT_ADVANCED_SETTINGS, DEFAULT_AI_PERSONALITY } from '@leadnest/contracts';
import { Types } from 'mongoose';

import { UserNotFoundError } from '../identity/identity.errors.js';
import { type Account, createAccount, ensureAccount, findAccount } from '../identity/identity.service.js';
import { type AgentSettingsDoc, type AgentSettingsFields, AgentSettingsModel, SETTINGS_FIELDS } from './agent-settings.model.js';
import { moveLegacySettings, moveLegacySettingsWith } from './settings-migration.js';
import { findSettings } from './settings-read.js';

/**
 * A user as the rest of the API reads one: the identity module's account
 * (email, role, verification) with this module's settings (profile, plan,
 * AI settings, availability), composed here
 * (docs/decisions/0033-identity-and-agent-settings.md).
 */
export type User = Account & AgentSettingsFields;

const DEFAULTS: AgentSettingsFields = {
  plan: null,
  aiPersonality: DEFAULT_AI_PERSONALITY,
  isAiCallingEnabled: false,
  advancedSettings: { ...DEFAULT_ADVANCED_SETTINGS },
  aiAssistantPaused: false,
};

/**
 * One composed object per (account, settings) pair: while both come from
 * their caches the same User comes back, so the profile's serialised body
 * (profile.router.ts) is made once per change, as before the split.
 */
const composed = new WeakMap<Account, WeakMap<AgentSettingsDoc, User>>();

export function composeUser(account: Account, settings: AgentSettingsDoc | null): User {
  if (!settings) return { ...DEFAULTS, ...account };
  let bySettings = composed.get(account);
  const known = bySettings?.get(settings);
  if (known) return known;
  const { _id: _, userId: __, ...fields } = settings as AgentSettingsDoc & { createdAt?: Date; updatedAt?: Date };
  delete fields.createdAt;
  delete fields.updatedAt;
  const user: User = { ...fields, ...account };
  if (!bySettings) composed.set(account, (bySettings = new WeakMap()));
  bySettings.set(settings, user);
  return user;
}

/** A user by id (without hash and tokens; read-only, it may be shared from the caches); undefined for an unknown or malformed id. */
export async function findUser(id: string): Promise<User | undefined> {
  const [account, settings] = await Promise.all([findAccount(id), findSettings(id)]);
  return account ? composeUser(account, settings) : undefined;
}

export async function getUser(id: string): Promise<User> {
  const user = await findUser(id);
  if (!user) throw new UserNotFoundError();
  return user;
}

/** The account (as the identity module read it, credentials included) with the agent's settings. */
export async function withSettings<A extends Account>(account: A): Promise<A & AgentSettingsFields> {
  return composeUser(account, await findSettings(String(account._id))) as A & AgentSettingsFields;
}

function split(fields: Partial<User>): { account: Partial<Account>; settings: Partial<AgentSettingsFields> } {
  const account: Record<string, unknown> = {};
  const settings: Record<string, unknown> = {};
  const names = new Set<string>(SETTINGS_FIELDS);
  for (const [key, value] of Object.entries(fields)) (names.has(key) ? settings : account)[key] = value;
  return { account, settings };
}

/**
 * Creates an account with its settings (the caller hashed the password);
 * answers it without hash or token. The settings are stored first under
 * the new account's id, so an account never exists without them; when the
 * account cannot be stored (its email is taken) they are removed again.
 */
export async function createUser(fields: Partial<User> & Pick<User, 'email' | 'passwordHash'>): Promise<User> {
  const { account, settings } = split(fields);
  const userId = new Types.ObjectId();
  await AgentSettingsModel.create({ ...settings, userId });
  try {
    await createAccount({ ...account, _id: userId, email: fields.email });
  } catch (err) {
    await AgentSettingsModel.deleteOne({ userId });
    throw err;
  }
  return (await findUser(String(userId)))!;
}

/** The one account with this email and role, created with `onInsert` the first time (atomically: two first calls make one). */
export async function ensureUser(email: string, role: User['role'], onInsert: Partial<User>): Promise<User> {
  const { account: accountFields, settings } = split(onInsert);
  const account = await ensureAccount(email, role, accountFields);
  // An account stored before the split keeps its own settings: they are moved first, so onInsert applies only to a new one.
  await moveLegacySettings(account._id, { orDefaults: false });
  const stored = await AgentSettingsModel.findOneAndUpdate(
    { userId: account._id },
    { $setOnInsert: { ...settings, userId: account._id } },
    { upsert: true, returnDocument: 'after', setDefaultsOnInsert: true },
  ).lean<AgentSettingsDoc>();
  return composeUser(account, stored);
}

/** The agent behind a chat widget's public id, or undefined. */
export async function findUserByPublicId(publicId: string): Promise<User | undefined> {
  let settings = await AgentSettingsModel.findOne({ publicId }).lean<AgentSettingsDoc>();
  // An account the start-up migration has not reached yet still holds its public id.
  if (!settings && (await moveLegacySettingsWith('publicId', publicId))) settings = await AgentSettingsModel.findOne({ publicId }).lean<AgentSettingsDoc>();
  if (!settings) return undefined;
  const account = await findAccount(String(settings.userId));
  return account ? composeUser(account, settings) : undefined;
}
