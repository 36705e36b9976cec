import mongoose, { Schema, type Types } from 'mongoose';

import { type SealedSecret, sealedSecretSchema } from '../calendar-connection.model.js';

/**
 * An agent's Mailchimp account: the access token sealed (AES-256-GCM, bound
 * to the owner), never in clear; the data center's API host the metadata
 * named; and the audience new leads join (null until the agent picks one:
 * nothing is sent before). One per agent.
 */
export interface MailchimpConnection {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  token: SealedSecret;
  dc: string;
  apiEndpoint: string;
  accountName?: string | null;
  loginEmail?: string | null;
  audienceId?: string | null;
  audienceName?: string | null;
  connectedAt: Date;
}

const schema = new Schema<MailchimpConnection>(
  {
    userId: { type: Schema.Types.ObjectId, required: true, unique: true },
    token: { type: sealedSecretSchema, required: true },
    dc: { type: String, required: true },
    apiEndpoint: { type: String, required: true },
    accountName: String,
    loginEmail: String,
    audienceId: { type: String, default: null },
    audienceName: { type: String, default: null },
    connectedAt: { type: Date, required: true },
  },
  { collection: 'mailchimp_connections' },
);

export const MailchimpConnectionModel = mongoose.model<MailchimpConnection>('MailchimpConnection', schema);
