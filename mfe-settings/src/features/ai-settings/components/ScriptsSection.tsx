import type { AiScriptDto } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Badge, Button, ConfirmDialog, Dialog, EmptyState, Spinner, Switch, theme } from '@leadnest/ui';
import { useState } from 'react';
import styled from 'styled-components';

import { useCreateScript, useDeleteScript, useScripts, useUpdateScript } from '../api/scripts';
import { failed } from '../failed';
import { ScriptForm } from './ScriptForm';

const StyledHeader = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space.md};
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const StyledList = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${theme.space.md} 0 0;
  display: grid;
  gap: ${theme.space.md};
`;

const StyledItem = styled.li`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  padding: ${theme.space.md};
  display: grid;
  gap: ${theme.space.sm};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${theme.colors.textMuted};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`;

function ScriptItem({ script, onEdit, onDelete }: { script: AiScriptDto; onEdit: () => void; onDelete: () => void }) {
  const update = useUpdateScript();
  return (
    <StyledItem aria-label={script.name}>
      <StyledActions>
        <strong>{script.name}</strong> <Badge tone="blue">{script.category}</Badge>
        {script.isActive ? <Badge tone="green">Active</Badge> : <Badge>Inactive</Badge>}
      </StyledActions>
      <small>Triggers: {script.triggers.map((t) => `“${t}”`).join(', ')}</small>
      <p>{script.response}</p>
      <small>
        Used {script.timesUsed} {script.timesUsed === 1 ? 'time' : 'times'} · {script.repliesAfter} answered by the lead
      </small>
      <StyledActions>
        <Switch
          label="Active"
          checked={script.isActive}
          disabled={update.isPending}
          onChange={(isActive) =>
            update.mutate({ id: script.id, patch: { isActive } }, { onError: failed('Update Failed', 'Could not update the script. Please try again.') })
          }
        />
        <Button size="sm" variant="secondary" onClick={onEdit}>
          Edit
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete}>
          Delete
        </Button>
      </StyledActions>
    </StyledItem>
  );
}

/** The agent's AI scripts: a trigger in a lead's message makes the assistant answer with the script's response. */
export function ScriptsSection({ userId }: { userId: string }) {
  const scripts = useScripts(userId);
  const create = useCreateScript();
  const update = useUpdateScript();
  const remove = useDeleteScript();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AiScriptDto | null>(null);
  const [deleting, setDeleting] = useState<AiScriptDto | null>(null);

  return (
    <section aria-labelledby="ai-scripts-heading">
      <StyledHeader>
        <h2 id="ai-scripts-heading">AI Scripts</h2>
        <Button onClick={() => setCreating(true)}>New Script</Button>
      </StyledHeader>
      {scripts.isPending ? (
        <Spinner label="Loading your scripts" />
      ) : scripts.isError ? (
        <EmptyState
          role="alert"
          title="Your scripts could not be loaded."
          description={serverMessage(scripts.error)}
          action={<Button onClick={() => void scripts.refetch()}>Try again</Button>}
        />
      ) : scripts.data.length === 0 ? (
        <EmptyState title="No AI scripts yet" description="Add a script to give your own answer when a lead mentions a phrase, like “open house”." />
      ) : (
        <StyledList>
          {scripts.data.map((script) => (
            <ScriptItem key={script.id} script={script} onEdit={() => setEditing(script)} onDelete={() => setDeleting(script)} />
          ))}
        </StyledList>
      )}
      <Dialog open={creating} onClose={() => setCreating(false)} title="New AI Script">
        <ScriptForm
          pending={create.isPending}
          onCancel={() => setCreating(false)}
          onSubmit={(input) =>
            create.mutate(input, {
              onSuccess: () => {
                setCreating(false);
                publishNotification({ title: 'Script Created', description: `“${input.name}” is active.` });
              },
              onError: failed('Creation Failed', 'Failed to create AI script. Please try again.'),
            })
          }
        />
      </Dialog>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title="Edit AI Script">
        {editing ? (
          <ScriptForm
            key={editing.id}
            initial={editing}
            pending={update.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={(patch) =>
              update.mutate(
                { id: editing.id, patch },
                { onSuccess: () => setEditing(null), onError: failed('Update Failed', 'Could not update the script. Please try again.') },
              )
            }
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this script?"
        message={deleting ? `“${deleting.name}” will no longer answer leads.` : undefined}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, { onSuccess: () => setDeleting(null), onError: failed('Delete Failed', 'Could not delete the script. Please try again.') })
        }
      />
    </section>
  );
}
