import type { UserProfileDto } from '@leadnest/contracts';
import { MAX_OBJECTIVE } from '@leadnest/contracts/constants';
import { publishNotification } from '@leadnest/session';
import { Button, FormField, TextArea, theme } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

import { usePatchObjectives } from '../api/agent';
import { failed } from '../failed';
import { ScriptsSection } from './ScriptsSection';

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.xl};
`;

/** AI Goals & Strategy: what the assistant aims for per channel (it asks what the objective names first), then the AI scripts. */
export function GoalsTab({ agent }: { agent: UserProfileDto }) {
  const save = usePatchObjectives(agent.id);
  const [chatObjective, setChat] = useState(agent.aiObjectives?.chatObjective ?? '');
  const [phoneObjective, setPhone] = useState(agent.aiObjectives?.phoneObjective ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { chatObjective, phoneObjective },
      {
        onSuccess: () => publishNotification({ title: 'Objectives Saved', description: 'Your assistant follows them from its next reply.' }),
        onError: failed('Update Failed', 'Failed to update AI objectives. Please try again.'),
      },
    );
  };
  return (
    <>
      <StyledForm onSubmit={submit} aria-label="AI objectives">
        <FormField label="Chat & SMS objective" hint="e.g. “Get their budget and timeline, then book a showing.” Topics named here are asked first.">
          <TextArea rows={3} maxLength={MAX_OBJECTIVE} value={chatObjective} onChange={(e) => setChat(e.target.value)} />
        </FormField>
        <FormField label="Phone objective" hint="What the assistant aims for on calls.">
          <TextArea rows={3} maxLength={MAX_OBJECTIVE} value={phoneObjective} onChange={(e) => setPhone(e.target.value)} />
        </FormField>
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save Objectives'}
          </Button>
        </div>
      </StyledForm>
      <ScriptsSection userId={agent.id} />
    </>
  );
}
