import { CONTENT_MESSAGES, CONTENT_PAGE_PATHS, CONTENT_PREVIEW_PARAM, CONTENT_PREVIEW_VALUE, type ContentPage } from '@leadnest/contracts/marketing-content';
import { publishNotification } from '@leadnest/session';
import { Button, ButtonLink, FormField, TextInput, theme } from '@leadnest/ui';
import { useState } from 'react';
import styled from 'styled-components';

import type { DraftEditing } from '../hooks/useDraftEditing';
import { formatScheduled, zonedLocalToIso, zonedNowLocal } from '../zoned-time';

const StyledBar = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space.sm};
`;

const StyledNote = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${theme.colors.textMuted};
`;

export interface EditorActionsProps {
  page: ContentPage;
  editing: DraftEditing;
  timeZone: string | undefined;
}

/** Save draft, Open preview (the saved draft on the real page, in a new tab), Publish now, and Schedule at a time in the agent's zone. */
export function EditorActions({ page, editing, timeZone }: EditorActionsProps) {
  const [when, setWhen] = useState('');
  const [whenError, setWhenError] = useState<string>();
  const path = CONTENT_PAGE_PATHS[page];

  const publishNow = async () => {
    const version = await editing.publishAt();
    if (version) publishNotification({ title: CONTENT_MESSAGES.published, description: `Version ${version.version} is live.` });
  };

  const schedule = async () => {
    const at = zonedLocalToIso(when, timeZone);
    if (!at) return setWhenError('Choose a date and time.');
    if (new Date(at).getTime() <= Date.now()) return setWhenError(CONTENT_MESSAGES.pastTime);
    setWhenError(undefined);
    const version = await editing.publishAt(at);
    if (version) {
      setWhen('');
      publishNotification({ title: CONTENT_MESSAGES.scheduled, description: `Scheduled for ${formatScheduled(version.publishAt, timeZone)}` });
    }
  };

  return (
    <StyledBar>
      <StyledRow>
        <Button onClick={() => void editing.save()} disabled={editing.busy}>
          Save draft
        </Button>
        {path ? (
          <ButtonLink href={`${path}?${CONTENT_PREVIEW_PARAM}=${CONTENT_PREVIEW_VALUE}`} target="_blank" rel="noopener" variant="secondary">
            Open preview
          </ButtonLink>
        ) : null}
        <Button variant="secondary" onClick={() => void publishNow()} disabled={editing.busy}>
          Publish now
        </Button>
      </StyledRow>
      {editing.dirty ? <StyledNote role="status">Unsaved changes: Open preview shows the saved draft, so save first.</StyledNote> : null}
      <StyledRow>
        <FormField label="Publish at (your time zone)" error={whenError}>
          <TextInput
            type="datetime-local"
            value={when}
            min={zonedNowLocal(timeZone)}
            onChange={(e) => {
              setWhen(e.target.value);
              setWhenError(undefined);
            }}
          />
        </FormField>
        <Button variant="secondary" onClick={() => void schedule()} disabled={editing.busy || !when}>
          Schedule
        </Button>
      </StyledRow>
    </StyledBar>
  );
}
