import mongoose, { Schema, type Types } from 'mongoose';

/** Messenger (a page's messages) or Instagram (the linked professional account's direct messages). */
export const META_CHANNELS = ['facebook', 'instagram'] as const;
export type MetaChannel = (typeof META_CHANNELS)[number];

/**
 * A person who wrote to one of the account's pages or Instagram accounts:
 * their scoped id (PSID or IGSID, different per page and account), the
 * conversation their messages go to, and Meta's reply window
 * (docs/decisions/0035-meta-direct-messages.md): when they last wrote, and
 * when the agent last used the one HUMAN_AGENT reply after 24 hours.
 */
export interface MetaContact {
  _id: Types.ObjectId;
  /** The account (a team's owner, docs/decisions/0034-teams.md): the page connection's userId. */
  userId: Types.ObjectId;
  platform: MetaChannel;
  /** The page the messages go through (Instagram's too: the page linked to the account holds the token). */
  pageId: string;
  /** What the webhook names: the page id for Messenger, the Instagram account id for Instagram. */
  accountId: string;
  /** The person's PSID or IGSID. */
  senderId: string;
  conversationId?: Types.ObjectId | null;
  /** From the Graph profile; null when it could not be read. */
  name?: string | null;
  profileRead: boolean;
  /** When the person last wrote: the 24-hour and 7-day windows run from here. */
  lastInboundAt: Date;
  /** The agent's HUMAN_AGENT reply since the person last wrote, if it was sent. */
  humanAgentSentAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<MetaContact>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    platform: { type: String, enum: META_CHANNELS, required: true },
    pageId: { type: String, required: true },
    accountId: { type: String, required: true },
    senderId: { type: String, required: true },
    conversationId: { type: Schema.Types.ObjectId, default: null },
    name: { type: String, default: null },
    profileRead: { type: Boolean, default: false },
    lastInboundAt: { type: Date, required: true },
    humanAgentSentAt: { type: Date, default: null },
  },
  { timestamps: true, strict: true, collection: 'meta_contacts' },
);
schema.index({ userId: 1, platform: 1, accountId: 1, senderId: 1 }, { unique: true });
// The agent's inbox reply names only the conversation.
schema.index({ conversationId: 1 }, { sparse: true });

export const MetaContactModel = mongoose.model<MetaContact>('MetaContact', schema);
