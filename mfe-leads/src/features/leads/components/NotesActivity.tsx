import type { LeadDetailDto } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, Card, EmptyState, Spinner, theme } from '@leadnest/ui';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';

import { useAddNote } from '../api/add-note';
import { useLeadTimeline } from '../api/lead-timeline';
import { ConsentBadge } from './timeline/ConsentBadge';
import { TimelineList } from './timeline/TimelineList';

// The dialog (and Headless UI under it) loads when 'Add Note' is pressed, not with /leads.
const AddNoteDialog = lazy(() => import('./AddNoteDialog').then((m) => ({ default: m.AddNoteDialog })));

export interface NotesActivityProps {
  lead: LeadDetailDto;
}

const StyledHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};
`;

/**
 * The spec's 'Notes & Activity' card, grown into the lead's timeline (issue
 * 22): every message on every channel, calls with their summary and
 * recording, showings, stage changes and who made them, notes, follow-ups,
 * and the consent badge. An empty state when there is nothing (never sample notes).
 */
export function NotesActivity({ lead }: NotesActivityProps) {
  const [open, setOpen] = useState(false);
  const addNote = useAddNote();
  const timeline = useLeadTimeline(lead.id);

  const submit = (note: string) =>
    addNote.mutateAsync({ id: lead.id, note }).then(
      () => publishNotification({ title: 'Note Added', description: `Note saved for ${lead.name}` }),
      (error: unknown) => {
        publishNotification({ title: 'Error', description: serverMessage(error) ?? 'Could not save the note.', variant: 'destructive' });
        throw error;
      },
    );

  return (
    <Card>
      <StyledHead>
        <h3 style={{ margin: 0, fontSize: '1rem' }}>Notes &amp; Activity</h3>
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
          Add Note
        </Button>
      </StyledHead>
      {timeline.isPending ? (
        <Spinner label="Loading activity" size={20} />
      ) : timeline.isError ? (
        <p role="alert" style={{ margin: 0 }}>
          {serverMessage(timeline.error) ?? 'Could not load the activity.'}{' '}
          <Button size="sm" variant="ghost" onClick={() => void timeline.refetch()}>
            Retry
          </Button>
        </p>
      ) : (
        <>
          <ConsentBadge consent={timeline.data.consent} />
          {timeline.data.items.length === 0 ? (
            <EmptyState title="No notes or activity yet" />
          ) : (
            <TimelineList items={timeline.data.items} truncated={timeline.data.truncated} />
          )}
        </>
      )}
      {open ? (
        <Suspense fallback={null}>
          <AddNoteDialog pending={addNote.isPending} onSubmit={submit} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
