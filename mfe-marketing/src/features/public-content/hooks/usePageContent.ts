import type { CONTENT_PREVIEW_PARAM, CONTENT_PREVIEW_VALUE, ContentOf, ContentPage } from '@leadnest/contracts/marketing-content';
import { useSession } from '@leadnest/session';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';

import { draftContentQueryOptions } from '../api/draft-content';
import { publishedContentQueryOptions } from '../api/published-content';

// The contract's values, repeated here so a visitor's page never loads the
// contract module (and zod with it); the types check they still agree.
const PREVIEW_PARAM: typeof CONTENT_PREVIEW_PARAM = 'preview';
const PREVIEW_VALUE: typeof CONTENT_PREVIEW_VALUE = 'draft';

/** `?preview=draft`: the address the editor's "Open preview" link gives a public page. */
export const draftPreviewSearch = `?${PREVIEW_PARAM}=${PREVIEW_VALUE}`;

/** Whether the signed-in user may edit the marketing pages (the profile's `canEditContent`). */
export const canEditContent = (user: Readonly<Record<string, unknown>> | null | undefined): boolean => user?.canEditContent === true;

export type PageContentState<P extends ContentPage> =
  /** Nothing to show yet: the page shows its loading state, never its built-in copy (which could flash old text). */
  | { status: 'loading' }
  /**
   * `content` is what to render; null means the built-in copy (nothing
   * published yet, or the content could not be read). `draftPreview` is true
   * when it is an editor's draft, which the page marks with a banner.
   */
  | { status: 'ready'; content: ContentOf<P> | null; draftPreview: boolean };

/**
 * The copy a public page shows: its published content (inlined by the server
 * or GET /api/content/{page}); with `?preview=draft` and a marketing editor
 * signed in, the saved draft instead (a visitor with that address gets the
 * published page).
 */
export function usePageContent<P extends ContentPage>(page: P): PageContentState<P> {
  const [search] = useSearchParams();
  const wantsPreview = search.get(PREVIEW_PARAM) === PREVIEW_VALUE;
  const session = useSession();
  const editor = wantsPreview && canEditContent(session.user);
  const published = useQuery(publishedContentQueryOptions(page));
  const draft = useQuery({ ...draftContentQueryOptions(page), enabled: editor });

  // A preview waits for the session, so an editor does not see the published copy flash first.
  if (wantsPreview && session.isLoading) return { status: 'loading' };
  if (editor) {
    if (draft.isPending) return { status: 'loading' };
    if (draft.data?.content) return { status: 'ready', content: draft.data.content, draftPreview: true };
    // No draft saved (or it could not be read): the published page, still marked as a preview.
    if (published.isPending) return { status: 'loading' };
    return { status: 'ready', content: published.data?.content ?? null, draftPreview: true };
  }
  if (published.isPending) return { status: 'loading' };
  return { status: 'ready', content: published.data?.content ?? null, draftPreview: false };
}
