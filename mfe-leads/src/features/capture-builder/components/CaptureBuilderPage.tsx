import type { CapturePageDto } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Card, fromMd, PageFrame, theme } from '@leadnest/ui';
import { useState } from 'react';
import styled from 'styled-components';

import { useCreateCapturePage } from '../api/create-page';
import { useUpdateCapturePage } from '../api/update-page';
import { type CaptureDraft, DEFAULT_DRAFT, draftOf } from '../lib/presets';
import { CaptureForm } from './CaptureForm';
import { PageList } from './PageList';
import { PhonePreview } from './PhonePreview';

const StyledColumns = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  align-items: start;
  margin-bottom: ${theme.space.lg};
  ${fromMd} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const fail = (error: unknown) =>
  publishNotification({ title: 'Error', description: serverMessage(error) ?? 'Could not save the page. Please try again.', variant: 'destructive' });

/** Lead Capture Builder (/capture-builder): the form, a live phone preview and the user's pages. */
export function CaptureBuilderPage() {
  const [draft, setDraft] = useState<CaptureDraft>(DEFAULT_DRAFT);
  const [editing, setEditing] = useState<CapturePageDto | null>(null);
  const create = useCreateCapturePage();
  const update = useUpdateCapturePage();

  const reset = () => {
    setEditing(null);
    setDraft(DEFAULT_DRAFT);
  };
  const submit = () => {
    if (editing) {
      update.mutate(
        { id: editing.id, patch: draft },
        { onSuccess: () => (publishNotification({ title: 'Page Updated', description: draft.title }), reset()), onError: fail },
      );
    } else {
      create.mutate(draft, {
        onSuccess: (page) => (publishNotification({ title: 'Page Created', description: page?.publicUrl ?? draft.title }), reset()),
        onError: fail,
      });
    }
  };
  const edit = (page: CapturePageDto) => {
    setEditing(page);
    setDraft(draftOf(page));
  };

  return (
    <PageFrame subtitle="Design a mobile landing page that turns visitors into leads">
      <StyledColumns>
        <Card>
          <h2 style={{ margin: `0 0 ${theme.space.md}`, fontSize: '1.125rem' }}>{editing ? `Editing: ${editing.title}` : 'Customize Your Page'}</h2>
          <CaptureForm
            draft={draft}
            editing={Boolean(editing)}
            pending={create.isPending || update.isPending}
            onChange={setDraft}
            onSubmit={submit}
            onCancel={reset}
          />
        </Card>
        <div>
          <h2 style={{ margin: `0 0 ${theme.space.md}`, fontSize: '1.125rem', textAlign: 'center' }}>Live Preview</h2>
          <PhonePreview draft={draft} />
        </div>
      </StyledColumns>
      <PageList onEdit={edit} onDeleted={(page) => editing?.id === page.id && reset()} />
    </PageFrame>
  );
}
