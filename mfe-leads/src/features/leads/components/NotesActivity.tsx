import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import type { LeadActivityDto, LeadDetailDto } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, Card, EmptyState, theme } from '@leadnest/ui';
import { useAddNote } from '../api/add-note';
import { formatDateTime } from '../lib/actions';
import { stageBadge } from '../lib/stages';

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

/** Notes scroll at 16rem (spec part 2 §9). */
const StyledItems = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  max-height: 16rem;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  padding: ${theme.space.sm};
  border-left: 3px solid ${theme.colors.border};
  background: ${theme.colors.background};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;

const StyledTime = styled.span`
  display: block;
  font-size: 0.75rem;
  color: ${theme.colors.textMuted};
`;

function describe(activity: LeadActivityDto): string {
  switch (activity.type) {
    case 'created':
      return activity.text ? `Lead created (${activity.text})` : 'Lead created';
    case 'stage':
      return `Stage changed from ${stageBadge(activity.from ?? '').label} to ${stageBadge(activity.to ?? '').label}`;
    case 'followUp':
      return activity.text ? `Follow-up scheduled for ${formatDateTime(activity.text)}` : 'Follow-up cleared';
    case 'updated':
      return 'Details updated';
    default:
      return activity.text ?? '';
  }
}

/** Notes and activity, newest first; an empty state when there are none (never sample notes). */
export function NotesActivity({ lead }: NotesActivityProps) {
  const [open, setOpen] = useState(false);
  const addNote = useAddNote();
  // Notes are also activities of type 'note'; list each once.
  const items = [
    ...lead.notes.map((n) => ({ key: `n-${n.id}`, at: n.createdAt, text: n.text, kind: 'note' })),
    ...lead.activities.filter((a) => a.type !== 'note').map((a, i) => ({ key: `a-${i}`, at: a.at, text: describe(a), kind: a.type })),
  ].sort((a, b) => b.at.localeCompare(a.at));

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
      {items.length === 0 ? (
        <EmptyState title="No notes or activity yet" />
      ) : (
        <StyledItems data-testid="notes-activity">
          {items.map((item) => (
            <StyledItem key={item.key} data-kind={item.kind}>
              {item.text}
              <StyledTime>{formatDateTime(item.at)}</StyledTime>
            </StyledItem>
          ))}
        </StyledItems>
      )}
      {open ? (
        <Suspense fallback={null}>
          <AddNoteDialog pending={addNote.isPending} onSubmit={submit} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
