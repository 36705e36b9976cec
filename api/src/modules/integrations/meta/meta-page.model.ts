import mongoose, { Schema, type Types } from 'mongoose';

import { type SealedSecret, sealedSecretSchema } from '../calendar-connection.model.js';

/**
 * A Facebook page whose lead ads (Facebook and Instagram) flow into an
 * agent's leads. The page token reads the page's leads; the agent's
 * long-lived user token is kept only to revoke the grant on Disconnect.
 * Both sealed (AES-256-GCM, bound to the owner and page), never in clear.
 * One per agent and page; a page two agents connect feeds both.
 */
export interface MetaPageConnection {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  pageId: string;
  pageName: string;
  pageToken: SealedSecret;
  userToken: SealedSecret;
  connectedAt: Date;
  /** The Instagram professional account linked to the page (its direct messages name this id), and its handle. */
  instagramAccountId?: string | null;
  instagramUsername?: string | null;
  /** Graph refused the page token (expired, permission withdrawn): set once, cleared by connecting again; messages wait meanwhile. */
  needsReconnectSince?: Date | null;
  /** Graph's words when it refused, for the log and the settings card. */
  reconnectReason?: string | null;
}

const schema = new Schema<MetaPageConnection>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    pageId: { type: String, required: true },
    pageName: { type: String, required: true },
    pageToken: { type: sealedSecretSchema, required: true },
    userToken: { type: sealedSecretSchema, required: true },
    connectedAt: { type: Date, required: true },
    instagramAccountId: { type: String, default: null },
    instagramUsername: { type: String, default: null },
    needsReconnectSince: { type: Date, default: null },
    reconnectReason: { type: String, default: null },
  },
  { collection: 'meta_page_connections' },
);
schema.index({ userId: 1, pageId: 1 }, { unique: true });
// The webhook names only the page, or for Instagram's direct messages only the Instagram account.
schema.index({ pageId: 1 });
schema.index({ instagramAccountId: 1 }, { sparse: true });

export const MetaPageConnectionModel = mongoose.model<MetaPageConnection>('MetaPageConnection', schema);
