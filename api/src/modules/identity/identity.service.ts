import mongoose, { type Types } from 'mongoose';

import { type Account, accountCache, UserModel } from './user.model.js';

/**
 * Accounts: who a user is and how they sign in (email, role, password hash,
 * email verification, password reset and email change tokens). The `users`
 * collection has one owner, this module: other modules call these
 * functions (and read the Account type from here), never the model. A
 * user's profile, plan and settings are the agent-settings module's.
 */
export type { Account } from './user.model.js';

/** What an account read returns: its own fields only (documents stored before the split may still hold an agent's settings). */
const ACCOUNT_FIELDS = { email: 1, role: 1, emailVerifiedAt: 1, emailChange: 1, contentEditor: 1, createdAt: 1, updatedAt: 1 } as const;
/** The account with what signing in and its tokens need. */
const CREDENTIAL_FIELDS = { ...ACCOUNT_FIELDS, passwordHash: 1, emailVerification: 1, passwordReset: 1 } as const;

/** An account by id (without hash and tokens; read-only, it may be shared from the cache); undefined for an unknown or malformed id. */
export async function findAccount(id: string): Promise<Account | undefined> {
  if (!mongoose.isValidObjectId(id)) return undefined;
  const cached = accountCache.get(id);
  if (cached) return cached;
  const ticket = accountCache.ticket();
  const account = await UserModel.findById(id, ACCOUNT_FIELDS).lean<Account>();
  if (account) accountCache.set(id, account, ticket);
  return account ?? undefined;
}

/** Whether any account exists at all (the demo data is only seeded into an empty database). */
export async function anyUserExists(): Promise<boolean> {
  return Boolean(await UserModel.exists({}));
}

/** Agents' account ids in _id order, `limit` after `after`: for start-up migrations that visit every account once. */
export async function agentAccountIdsAfter(after: Types.ObjectId | null, limit: number): Promise<Types.ObjectId[]> {
  const rows = await UserModel.find({ role: 'user', ...(after ? { _id: { $gt: after } } : {}) }, { _id: 1 })
    .sort({ _id: 1 })
    .limit(limit)
    .lean();
  return rows.map((r) => r._id);
}

/** Creates an account as given, with the id chosen by the caller (the caller hashed the password); answers it without hash or token. */
export async function createAccount(fields: Partial<Account> & Pick<Account, '_id' | 'email'>): Promise<Account> {
  await UserModel.create(fields);
  return (await findAccount(String(fields._id))) as Account;
}

/** The one account with this email and role, created with `onInsert` the first time (atomically: two first calls make one). */
export async function ensureAccount(email: string, role: Account['role'], onInsert: Partial<Account>): Promise<Account> {
  const account = await UserModel.findOneAndUpdate(
    { email, role },
    { $setOnInsert: { ...onInsert, email, role } },
    { upsert: true, returnDocument: 'after', setDefaultsOnInsert: true, projection: ACCOUNT_FIELDS },
  ).lean<Account>();
  if (!account) throw new Error(`upsert of ${role} user returned nothing`);
  return account;
}

// Credentials: the auth module's reads and writes of an account (sign-up,
// sign-in, email verification, password reset) go through these.

/** Whether an account uses this email (checked before the unique index, which stays the guarantee when two sign-ups race). */
export async function emailTaken(email: string): Promise<boolean> {
  return Boolean(await UserModel.exists({ email }));
}

/** The account with this email, its password hash included (sign-in and password reset need it); undefined when none. */
export async function findUserWithCredentials(email: string): Promise<Account | undefined> {
  return (await UserModel.findOne({ email }, CREDENTIAL_FIELDS).lean<Account>()) ?? undefined;
}

/** The account with its password hash, by id (change password checks the current one); undefined when none. */
export async function findUserWithCredentialsById(userId: string): Promise<Account | undefined> {
  return (await UserModel.findById(userId, CREDENTIAL_FIELDS).lean<Account>()) ?? undefined;
}

/** The single-use tokens an account may hold, each stored as a hash with its expiry. */
export type UserToken = 'emailVerification' | 'passwordReset';

/** Stores a fresh token of this kind on the account (a newer one replaces an older link). */
export async function setUserToken(userId: string | Types.ObjectId, kind: UserToken, tokenHash: string, expiresAt: Date): Promise<void> {
  await UserModel.updateOne({ _id: userId }, { $set: { [kind]: { tokenHash, expiresAt } } });
  accountCache.delete(String(userId));
}

/**
 * Spends an unexpired token and applies `set` in the same update (a second
 * use finds nothing); answers the account's id, or undefined for an
 * unknown, used or expired token.
 */
export async function spendUserToken(
  kind: UserToken,
  tokenHash: string,
  set: Partial<Pick<Account, 'emailVerifiedAt' | 'passwordHash'>>,
  now = new Date(),
): Promise<string | undefined> {
  const account = await UserModel.findOneAndUpdate(
    { [`${kind}.tokenHash`]: tokenHash, [`${kind}.expiresAt`]: { $gt: now } },
    { $set: set, $unset: { [kind]: 1 } },
    { projection: { _id: 1 } },
  ).lean();
  if (!account) return undefined;
  accountCache.delete(String(account._id));
  return String(account._id);
}

/** Replaces the account's password hash (change password); the caller ends the other sessions. */
export async function setPasswordHash(userId: string, passwordHash: string): Promise<void> {
  await UserModel.updateOne({ _id: userId }, { $set: { passwordHash } });
  accountCache.delete(userId);
}

/** Stores a pending change of email (a newer request replaces an older link); the address changes only in confirmEmailChange. */
export async function setPendingEmailChange(userId: string, newEmail: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await UserModel.updateOne({ _id: userId }, { $set: { emailChange: { tokenHash, expiresAt, newEmail } } });
  accountCache.delete(userId);
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
  ).lean<Account>();
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
    accountCache.delete(String(pending._id));
  }
  return { ok: true, userId: String(pending._id), oldEmail: pending.email, newEmail };
}

// The marketing role (docs/decisions/0039-marketing-content.md): who may
// edit and publish the public pages' copy. Admins always may.

/** Whether the account holds the marketing role: granted by an admin, or an admin itself. */
export function canEditContent(account: Pick<Account, 'role' | 'contentEditor'>): boolean {
  return account.role === 'admin' || Boolean(account.contentEditor);
}

/** Most editors an admin's list shows (the role is for a marketing team, not for every agent). */
const EDITORS_LISTED = 500;

/** The accounts that hold the marketing role (admins included), by email. */
export async function contentEditorAccounts(): Promise<Account[]> {
  return UserModel.find({ $or: [{ 'contentEditor.grantedAt': { $exists: true } }, { role: 'admin' }] }, ACCOUNT_FIELDS)
    .sort({ email: 1 })
    .limit(EDITORS_LISTED)
    .lean<Account[]>();
}

/**
 * Gives (`granted`) or takes the marketing role of the account with this
 * email; a second grant keeps the first one's time. Answers the account as
 * it is now, or undefined when no account has that email.
 */
export async function setContentEditor(email: string, granted: boolean, grantedBy?: string, now = new Date()): Promise<Account | undefined> {
  const found = await UserModel.findOne({ email }, { _id: 1 }).lean();
  if (!found) return undefined;
  const by = grantedBy && mongoose.isValidObjectId(grantedBy) ? { grantedBy: new mongoose.Types.ObjectId(grantedBy) } : {};
  if (granted) await UserModel.updateOne({ _id: found._id, contentEditor: { $exists: false } }, { $set: { contentEditor: { grantedAt: now, ...by } } });
  else await UserModel.updateOne({ _id: found._id }, { $unset: { contentEditor: 1 } });
  accountCache.delete(String(found._id));
  return findAccount(String(found._id));
}
