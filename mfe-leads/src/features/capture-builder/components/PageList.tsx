import type { CapturePageDto } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Card, ConfirmDialog, EmptyState, Spinner, theme } from '@leadnest/ui';
import { useState } from 'react';
import styled from 'styled-components';

import { useDeleteCapturePage } from '../api/delete-page';
import { useCapturePages } from '../api/list-pages';
import { useSetCapturePageActive } from '../api/set-page-active';
import { PageItem } from './PageItem';

export interface PageListProps {
  onEdit: (page: CapturePageDto) => void;
  /** The page was deleted (the builder stops editing it). */
  onDeleted?: (page: CapturePageDto) => void;
}

const StyledItems = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const failed = (error: unknown) => publishNotification({ title: 'Error', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });

/** The user's pages: Active/Inactive badges, views, submissions and conversion, Edit, Activate/Deactivate, Copy link, Embed code, Open, Delete. */
export function PageList({ onEdit, onDeleted }: PageListProps) {
  const pages = useCapturePages();
  const setActive = useSetCapturePageActive();
  const remove = useDeleteCapturePage();
  const [deleting, setDeleting] = useState<CapturePageDto | null>(null);

  const toggle = (page: CapturePageDto) =>
    setActive.mutate(
      { id: page.id, active: !page.isActive },
      { onSuccess: () => publishNotification({ title: page.isActive ? 'Page Deactivated' : 'Page Activated', description: page.title }), onError: failed },
    );
  const confirmDelete = () => {
    const page = deleting;
    if (!page) return;
    remove.mutate(page.id, {
      onSuccess: () => {
        setDeleting(null);
        publishNotification({ title: 'Page Deleted', description: page.title });
        onDeleted?.(page);
      },
      onError: failed,
    });
  };

  return (
    <Card>
      <h2 style={{ margin: `0 0 ${theme.space.md}`, fontSize: '1.125rem' }}>Your Capture Pages</h2>
      {pages.isPending ? (
        <Spinner label="Loading pages" size={24} />
      ) : pages.isError ? (
        <p role="alert">{serverMessage(pages.error) ?? 'Could not load your pages.'}</p>
      ) : pages.data.length === 0 ? (
        <EmptyState title="No capture pages yet" />
      ) : (
        <StyledItems>
          {pages.data.map((page) => (
            <PageItem
              key={page.id}
              page={page}
              busy={setActive.isPending}
              onEdit={() => onEdit(page)}
              onToggle={() => toggle(page)}
              onDelete={() => setDeleting(page)}
            />
          ))}
        </StyledItems>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.title ?? 'this page'}?`}
        message="Its public link and embedded forms stop working. The leads it brought in stay. This cannot be undone."
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
