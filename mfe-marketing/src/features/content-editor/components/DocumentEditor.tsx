import { CONTENT_PAGE_LABELS, CONTENT_SCHEMAS, type ContentOf, type ContentPage } from '@leadnest/contracts/marketing-content';
import { Card, fromMd, Tabs, theme, useNarrowScreen } from '@leadnest/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

import type { ContentPreviews } from '../content-defaults';
import { SchemaField } from '../form/SchemaField';
import { useDraftEditing } from '../hooks/useDraftEditing';
import { EditorActions } from './EditorActions';
import { HistoryTable } from './HistoryTable';
import { PreviewPane } from './PreviewPane';

const StyledColumns = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${fromMd} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const StyledFields = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;

const StyledSticky = styled.div`
  ${fromMd} {
    position: sticky;
    top: ${theme.space.md};
    max-height: calc(100vh - 2rem);
    overflow: auto;
  }
`;

const StyledSection = styled.section`
  display: grid;
  gap: ${theme.space.md};
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

export interface DocumentEditorProps<P extends ContentPage> {
  page: P;
  /** Where editing starts: the saved draft, else the published version, else the released copy. */
  initial: ContentOf<P>;
  hasSavedDraft: boolean;
  previews: ContentPreviews;
  timeZone: string | undefined;
  /** Told whenever the edits start or stop differing from what was saved. */
  onDirtyChange: (dirty: boolean) => void;
}

/** One document: its fields beside a live preview of the real page (tabs on a phone), the actions and the history. */
export function DocumentEditor<P extends ContentPage>({ page, initial, hasSavedDraft, previews, timeZone, onDirtyChange }: DocumentEditorProps<P>) {
  const editing = useDraftEditing(page, initial, hasSavedDraft);
  const narrow = useNarrowScreen();
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  useEffect(() => onDirtyChange(editing.dirty), [editing.dirty, onDirtyChange]);
  useEffect(() => {
    if (!editing.dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [editing.dirty]);

  const fields = (
    <Card>
      <StyledFields aria-label={`${CONTENT_PAGE_LABELS[page]} fields`} role="group">
        <SchemaField schema={CONTENT_SCHEMAS[page]} value={editing.values} path={[]} errors={editing.errors} onChange={editing.change} />
      </StyledFields>
    </Card>
  );
  const preview = <PreviewPane page={page} content={editing.values} previews={previews} />;

  return (
    <StyledSection aria-label={`Editing ${CONTENT_PAGE_LABELS[page]}`}>
      <EditorActions page={page} editing={editing} timeZone={timeZone} />
      {narrow ? (
        <Tabs
          label="Edit or preview"
          selected={tab}
          onChange={setTab}
          tabs={[
            { id: 'edit', label: 'Edit', panel: fields },
            { id: 'preview', label: 'Preview', panel: preview },
          ]}
        />
      ) : (
        <StyledColumns>
          {fields}
          <StyledSticky>{preview}</StyledSticky>
        </StyledColumns>
      )}
      <StyledSection aria-labelledby="content-history">
        <h2 id="content-history">History</h2>
        <HistoryTable page={page} timeZone={timeZone} />
      </StyledSection>
    </StyledSection>
  );
}
