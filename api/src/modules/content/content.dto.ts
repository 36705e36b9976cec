import type { ContentAuthor, ContentPage, ContentVersionResponse, ContentVersionSummary, DraftContentResponse } from '@leadnest/contracts/marketing-content';
import { Types } from 'mongoose';

import type { ContentDraft, ContentVersion, StoredAuthor } from './content.model.js';

/** What leaves the server of the content module's documents: ids as strings, times as ISO strings. */

export const toAuthor = (author: StoredAuthor): ContentAuthor => ({
  id: String(author.id),
  email: author.email,
  ...(author.name ? { name: author.name } : {}),
});

export const toStoredAuthor = (author: ContentAuthor): StoredAuthor => ({
  id: new Types.ObjectId(author.id),
  email: author.email,
  ...(author.name ? { name: author.name } : {}),
});

/** A version's row without its content. */
export type VersionRow = Omit<ContentVersion, 'content'>;

/** `liveVersion`: the number of the version visitors see now (0: none). A published version that is not it is superseded. */
export function toSummary(row: VersionRow, liveVersion: number): ContentVersionSummary {
  const live = row.status === 'published' && row.version === liveVersion;
  return {
    version: row.version,
    status: row.status === 'published' && !live ? 'superseded' : row.status,
    live,
    createdAt: row.createdAt.toISOString(),
    createdBy: toAuthor(row.createdBy),
    publishAt: row.publishAt.toISOString(),
    ...(row.rolledBackFrom ? { rolledBackFrom: row.rolledBackFrom } : {}),
  };
}

export function toVersionResponse<P extends ContentPage>(row: ContentVersion, liveVersion: number): ContentVersionResponse<P> {
  return { ...toSummary(row, liveVersion), page: row.page as P, content: row.content as ContentVersionResponse<P>['content'] };
}

export function toDraftResponse<P extends ContentPage>(page: P, draft: ContentDraft | null, liveVersion: number): DraftContentResponse<P> {
  if (!draft) return { page, content: null, savedAt: null, savedBy: null, basedOn: liveVersion };
  return {
    page,
    content: draft.content as DraftContentResponse<P>['content'],
    savedAt: draft.savedAt.toISOString(),
    savedBy: toAuthor(draft.savedBy),
    basedOn: draft.basedOn,
  };
}
