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
}

const schema = new Schema<MetaPageConnection>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    pageId: { type: String, required: true },
    pageName: { type: String, required: true },
    pageToken: { type: sealedSecretSchema, required: true },
    userToken: { type: sealedSecretSchema, required: true },
    connectedAt: { type: Date, required: true },
  },
  { collection: 'meta_page_connections' },
);
schema.index({ userId: 1, pageId: 1 }, { unique: true });
// The webhook names only the page.
schema.index({ pageId: 1 });

export const MetaPageConnectionModel = mongoose.model<MetaPageConnection>('MetaPageConnection', schema);
