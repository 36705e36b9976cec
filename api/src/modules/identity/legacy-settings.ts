import type { Types } from 'mongoose';

import { UserModel } from './user.model.js';

/**
 * Accounts stored before the agent's settings had their own collection
 * (docs/decisions/0033-identity-and-agent-settings.md) still hold those
 * fields. The agent-settings module's start-up migration reads them here,
 * copies them into its collection, then drops them here. The fields are not
 * in the account schema, so these go through the driver (no cache holds
 * them: account reads name their fields).
 */
export type LegacyFields = readonly string[];

const anyOf = (fields: LegacyFields) => ({ $or: fields.map((f) => ({ [f]: { $exists: true } })) });

/** The account's stored values of `fields` (those it has); null when there is no such account. */
export async function legacyFieldsOf(userId: Types.ObjectId, fields: LegacyFields): Promise<Record<string, unknown> | null> {
  const doc = await UserModel.collection.findOne({ _id: userId }, { projection: Object.fromEntries(fields.map((f) => [f, 1])) });
  if (!doc) return null;
  const { _id: _, ...values } = doc;
  return values;
}

/** Accounts after `after` (in _id order) still holding any of `fields`, at most `limit`. */
export async function accountsWithLegacyFields(fields: LegacyFields, after: Types.ObjectId | null, limit: number): Promise<Types.ObjectId[]> {
  const filter = after ? { ...anyOf(fields), _id: { $gt: after } } : anyOf(fields);
  const rows = await UserModel.collection
    .find(filter, { projection: { _id: 1 } })
    .sort({ _id: 1 })
    .limit(limit)
    .toArray();
  return rows.map((r) => r._id as Types.ObjectId);
}

/** Drops `fields` from the account (once they are stored elsewhere); updatedAt stays. */
export async function dropLegacyFields(userId: Types.ObjectId, fields: LegacyFields): Promise<void> {
  await UserModel.collection.updateOne({ _id: userId }, { $unset: Object.fromEntries(fields.map((f) => [f, 1])) });
}

/** The account still holding `value` in `field`, or null. */
export async function accountIdWithLegacyField(field: string, value: string): Promise<Types.ObjectId | null> {
  const doc = await UserModel.collection.findOne({ [field]: value }, { projection: { _id: 1 } });
  return doc ? (doc._id as Types.ObjectId) : null;
}
