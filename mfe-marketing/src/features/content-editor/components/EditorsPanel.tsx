import { ContentEditorGrantInput } from '@leadnest/contracts/marketing-content';
import { publishNotification } from '@leadnest/session';
import { useSession } from '@leadnest/session';
import { AGENT_DATE, agentTimeZoneOf, Button, Card, DataTable, EmptyState, formatAgentTime, Spinner, TextField, theme } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

import { useEditors, useGrantEditor } from '../api/editors';
import { failureToast } from '../hooks/useDraftEditing';

const StyledPanel = styled.section`
  display: grid;
  gap: ${theme.space.md};
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space.sm};
  > :first-child {
    flex: 1 1 16rem;
  }
`;

type Editor = { id: string; email: string; name?: string; grantedAt: string | null };

/** Admins: who has the marketing role, give it by email, take it back. */
export function EditorsPanel() {
  const { user } = useSession();
  const timeZone = agentTimeZoneOf(user);
  const editors = useEditors(true);
  const grant = useGrantEditor();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ContentEditorGrantInput.safeParse({ email, granted: true });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    grant.mutate(parsed.data, {
      onSuccess: () => {
        setEmail('');
        publishNotification({ title: 'Marketing role given', description: `${parsed.data.email} can edit the public pages now.` });
      },
      onError: (failure) => failureToast('Role not given', failure),
    });
  };

  const revoke = (editor: Editor) =>
    grant.mutate(
      { email: editor.email, granted: false },
      {
        onSuccess: () => publishNotification({ title: 'Marketing role taken back', description: `${editor.email} can no longer edit the public pages.` }),
        onError: (failure) => failureToast('Role not taken back', failure),
      },
    );

  return (
    <Card>
      <StyledPanel aria-labelledby="content-editors">
        <h2 id="content-editors">Editors</h2>
        <p>People with the marketing role edit and publish these pages. Admins always can.</p>
        <StyledForm onSubmit={submit} noValidate>
          <TextField label="Email of the person to add" type="email" value={email} error={error} onChange={(e) => setEmail(e.target.value)} />
          <Button type="submit" disabled={grant.isPending}>
            Give the marketing role
          </Button>
        </StyledForm>
        {editors.isPending ? (
          <Spinner label="Loading the editors" />
        ) : editors.isError ? (
          <EmptyState role="alert" title="The editors could not be loaded." description="Reload the page to try again." />
        ) : (
          <DataTable
            label="Marketing editors"
            rows={editors.data.editors}
            rowKey={(e) => e.id}
            empty={<EmptyState title="No one has the marketing role yet." description="Admins can edit the pages meanwhile." />}
            columns={[
              { key: 'who', header: 'Editor', render: (e) => (e.name ? `${e.name} (${e.email})` : e.email) },
              { key: 'since', header: 'Since', render: (e) => (e.grantedAt ? formatAgentTime(e.grantedAt, timeZone, AGENT_DATE) : '') },
              {
                key: 'actions',
                header: 'Actions',
                align: 'right',
                render: (e) => (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={grant.isPending}
                    aria-label={`Take the marketing role from ${e.email}`}
                    onClick={() => revoke(e)}
                  >
                    Revoke
                  </Button>
                ),
              },
            ]}
          />
        )}
      </StyledPanel>
    </Card>
  );
}
