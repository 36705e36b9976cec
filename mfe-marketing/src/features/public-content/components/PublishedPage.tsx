import type { ContentOf, ContentPage } from '@leadnest/contracts/marketing-content';
import { PageFrame, Spinner, usePageTitle } from '@leadnest/ui';
import type { ComponentType } from 'react';

import { usePageContent } from '../hooks/usePageContent';
import { DraftPreviewBanner } from './DraftPreviewBanner';

export interface PublishedPageProps<P extends ContentPage> {
  page: P;
  /** The copy the page was released with: shown until something is published, or when the content cannot be read. */
  defaults: ContentOf<P>;
  /** The page's pure view, the same one the editor's preview renders. */
  View: ComponentType<{ content: ContentOf<P> }>;
}

/** A public page's container: its view with the published content (or an editor's draft preview), a spinner until it is known. */
export function PublishedPage<P extends ContentPage>({ page, defaults, View }: PublishedPageProps<P>) {
  const state = usePageContent(page);
  const title = usePageTitle();
  if (state.status === 'loading')
    return (
      <PageFrame>
        <Spinner label={`Loading ${title}`} />
      </PageFrame>
    );
  return (
    <>
      {state.draftPreview ? <DraftPreviewBanner /> : null}
      <View content={state.content ?? defaults} />
    </>
  );
}
