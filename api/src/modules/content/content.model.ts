import { CONTENT_PAGES, type ContentPage } from '@leadnest/contracts/marketing-content';
import mongoose, { Schema, type Types } from 'mongoose';

/*
 * The public pages' copy (docs/decisions/0039-marketing-content.md): every
 * publish is a new, never rewritten version of its page; each page has at
 * most one draft. This module alone reads and writes both collections.
 */

/** Who saved or published, as shown in the history (copied: the history keeps it if the account changes). */
export interface StoredAuthor {
  id: Types.ObjectId;
  email: string;
  name?: string;
}

/**
 * What is stored of a version's state. `superseded` is not stored: a
 * published version is superseded once another one is live, which the
 * service works out when it reads (the live one moves with time, not writes).
 */
export type StoredVersionStatus = 'published' | 'scheduled' | 'cancelled';

export interface ContentVersion {
  _id: Types.ObjectId;
  page: ContentPage;
  /** 1, 2, 3… per page (unique with the page). */
  version: number;
  /** The page's copy, as its schema parsed it (packages/contracts marketing-content.ts). */
  content: unknown;
  status: StoredVersionStatus;
  createdAt: Date;
  createdBy: StoredAuthor;
  /** When it went live (published) or goes live (scheduled). */
  publishAt: Date;
  /** A rollback's source: the version whose content this one repeats. */
  rolledBackFrom?: number;
  cancelledAt?: Date;
  cancelledBy?: StoredAuthor;
}

export interface ContentDraft {
  _id: Types.ObjectId;
  page: ContentPage;
  content: unknown;
  savedAt: Date;
  savedBy: StoredAuthor;
  /** The live version when the draft was started (0: none yet, the pages' built-in copy). */
  basedOn: number;
}

const authorSchema = () =>
  new Schema<StoredAuthor>({ id: { type: Schema.Types.ObjectId, required: true }, email: { type: String, required: true }, name: String }, { _id: false });

const versionSchema = new Schema<ContentVersion>(
  {
    page: { type: String, enum: CONTENT_PAGES, required: true },
    version: { type: Number, required: true, min: 1 },
    content: { type: Schema.Types.Mixed, required: true },
    status: { type: String, enum: ['published', 'scheduled', 'cancelled'], required: true },
    createdBy: { type: authorSchema(), required: true },
    publishAt: { type: Date, required: true },
    rolledBackFrom: Number,
    cancelledAt: Date,
    cancelledBy: { type: authorSchema(), default: undefined },
  },
  // minimize: false keeps the copy exactly as validated.
  { timestamps: { createdAt: true, updatedAt: false }, strict: true, minimize: false, collection: 'content_versions' },
);

// Numbering: two publishes racing for the same number, one wins and the other takes the next.
versionSchema.index({ page: 1, version: 1 }, { unique: true });
// The live version: the page's published versions, newest publishAt first (ties: the higher version).
versionSchema.index({ page: 1, status: 1, publishAt: -1, version: -1 });

const draftSchema = new Schema<ContentDraft>(
  {
    page: { type: String, enum: CONTENT_PAGES, required: true, unique: true },
    content: { type: Schema.Types.Mixed, required: true },
    savedAt: { type: Date, required: true },
    savedBy: { type: authorSchema(), required: true },
    basedOn: { type: Number, required: true, default: 0 },
  },
  { strict: true, minimize: false, collection: 'content_drafts' },
);

export const ContentVersionModel = mongoose.model<ContentVersion>('ContentVersion', versionSchema);
export const ContentDraftModel = mongoose.model<ContentDraft>('ContentDraft', draftSchema);
