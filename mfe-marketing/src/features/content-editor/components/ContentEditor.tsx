import { CONTENT_PAGE_LABELS, CONTENT_PAGES, type ContentPage, isContentPage } from '@leadnest/contracts/marketing-content';
import { useSession } from '@leadnest/session';
import { agentTimeZoneOf, Button, ConfirmDialog, EmptyState, FormField, PageFrame, Select, Spinner, theme } from '@leadnest/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';

import { draftQueryOptions } from '../api/draft';
import { publishedQueryOptions } from '../api/published';
import { type ContentPreviews, RELEASED_CONTENT } from '../content-defaults';
import { DocumentEditor } from './DocumentEditor';
import { EditorsPanel } from './EditorsPanel';

const StyledStack = styled.div`
  display: grid;
  gap: ${theme.space.xl};
`;

const PAGE_OPTIONS = CONTENT_PAGES.map((page) => ({ value: page, label: CONTENT_PAGE_LABELS[page] }));

/** Loads where editing starts (the saved draft, else the published version, else the released copy), then the editor. */
function LoadedDocument({
  page,
  previews,
  timeZone,
  onDirtyChange,
}: {
  page: ContentPage;
  previews: ContentPreviews;
  timeZone: string | undefined;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const draft = useQuery(draftQueryOptions(page));
  const published = useQuery(publishedQueryOptions(page));
  if (draft.isPending || published.isPending) return <Spinner label={`Loading ${CONTENT_PAGE_LABELS[page]}`} />;
  if (draft.isError || published.isError)
    return (
      <EmptyState
        role="alert"
        title={`${CONTENT_PAGE_LABELS[page]} could not be loaded.`}
        description="Check your connection and try again."
        action={
          <Button variant="secondary" onClick={() => void Promise.all([draft.refetch(), published.refetch()])}>
            Try again
          </Button>
        }
      />
    );
  const initial = draft.data.content ?? published.data.content ?? RELEASED_CONTENT[page];
  return (
    <DocumentEditor
      page={page}
      initial={initial}
      hasSavedDraft={draft.data.content !== null}
      previews={previews}
      timeZone={timeZone}
      onDirtyChange={onDirtyChange}
    />
  );
}

export interface ContentEditorProps {
  /** The public pages' real views, for the live preview. */
  previews: ContentPreviews;
}

/**
 * /content (marketing editors; the guard shows everyone else who grants the
 * role): pick a document, edit its fields with a live preview, save a
 * draft, preview it on the real page, publish now or at a time, roll back;
 * admins also manage who edits (docs/decisions/0039-marketing-content.md).
 */
export function ContentEditor({ previews }: ContentEditorProps) {
  const { user } = useSession();
  const timeZone = agentTimeZoneOf(user);
  const [search, setSearch] = useSearchParams();
  const asked = search.get('page') ?? '';
  const page: ContentPage = isContentPage(asked) ? asked : 'home';
  const [dirty, setDirty] = useState(false);
  const [leavingFor, setLeavingFor] = useState<ContentPage>();
  const onDirtyChange = useCallback((next: boolean) => setDirty(next), []);

  const open = (next: ContentPage) => {
    setLeavingFor(undefined);
    setDirty(false);
    setSearch((current) => {
      const copy = new URLSearchParams(current);
      copy.set('page', next);
      return copy;
    });
  };
  const choose = (next: ContentPage) => {
    if (next === page) return;
    if (dirty) setLeavingFor(next);
    else open(next);
  };

  return (
    <PageFrame subtitle="Edit the public pages’ copy, preview it on the real page, then publish it now or at a set time. Visitors never see a draft.">
      <StyledStack>
        <FormField label="Page">
          <Select value={page} options={PAGE_OPTIONS} onChange={choose} />
        </FormField>
        <LoadedDocument key={page} page={page} previews={previews} timeZone={timeZone} onDirtyChange={onDirtyChange} />
        {user?.role === 'admin' ? <EditorsPanel /> : null}
      </StyledStack>
      <ConfirmDialog
        open={leavingFor !== undefined}
        title="Discard your unsaved changes?"
        message={`Your changes to ${CONTENT_PAGE_LABELS[page]} are not saved. Save the draft first to keep them.`}
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        destructive
        onConfirm={() => leavingFor && open(leavingFor)}
        onCancel={() => setLeavingFor(undefined)}
      />
    </PageFrame>
  );
}
