import mongoose, { Schema, type Types } from 'mongoose';

/**
 * One record per person: each email and each phone of an
 * agent's lead is claimed here under its own `_id`
 * (`<userId>|email|<address>`, `<userId>|phone|<E.164>`). `_id` is unique
 * on every database, so of two creates racing for one person exactly one
 * claim wins and the other merges into the winner's lead. A collection of
 * its own, not a unique index on `leads`: leads stored before this (and the
 * bench's seeded ones) may share a phone, and a unique index could not be
 * built over them.
 */
export interface LeadKey {
  _id: string;
  leadId: Types.ObjectId;
}

const leadKeySchema = new Schema<LeadKey>(
  { _id: { type: String, required: true }, leadId: { type: Schema.Types.ObjectId, required: true } },
  { collection: 'lead_keys', versionKey: false },
);
leadKeySchema.index({ leadId: 1 });

export const LeadKeyModel = mongoose.model<LeadKey>('LeadKey', leadKeySchema);
