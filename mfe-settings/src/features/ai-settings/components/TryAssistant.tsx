import type { AssistantPreviewResponse } from '@leadnest/contracts';
import { Button, Card, FormField, TextInput, theme } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

import { usePreview } from '../api/preview';
import { failed } from '../failed';
import { understoodPairs } from '../understood-summary';

interface Turn {
  lead: string;
  answer: AssistantPreviewResponse;
}

const StyledPanel = styled(Card)`
  display: grid;
  gap: ${theme.space.md};
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: 0.875rem;
  }
`;

const StyledLog = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
  max-height: 28rem;
  overflow-y: auto;
`;

const StyledBubble = styled.div<{ $lead?: boolean }>`
  justify-self: ${(p) => (p.$lead ? 'end' : 'start')};
  max-width: 90%;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.lg};
  background: ${(p) => (p.$lead ? theme.colors.brand : theme.colors.background)};
  color: ${(p) => (p.$lead ? '#fff' : theme.colors.text)};
  border: 1px solid ${(p) => (p.$lead ? theme.colors.brand : theme.colors.border)};
  overflow-wrap: anywhere;
`;

const StyledFacts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: ${theme.space.xs} 0 0;
  font-size: 0.8125rem;
  color: ${theme.colors.textMuted};
  div {
    display: flex;
    gap: ${theme.space.xs};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const StyledTurn = styled.li`
  display: grid;
  gap: ${theme.space.sm};
`;

const StyledSend = styled.form`
  display: flex;
  gap: ${theme.space.sm};
  align-items: end;
  > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

/** "Try your assistant": type as a lead would; it answers with the saved settings, and shows what it understood. Nothing is stored. */
export function TryAssistant() {
  const preview = usePreview();
  const [turns, setTurns] = useState<Turn[]>([]);
  const [draft, setDraft] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    const message = draft.trim();
    if (!message || preview.isPending) return;
    const history = turns.flatMap((t) => [
      { role: 'lead' as const, text: t.lead },
      { role: 'assistant' as const, text: t.answer.reply },
    ]);
    preview.mutate(
      { message, history },
      {
        onSuccess: (answer) => {
          setTurns((all) => [...all, { lead: message, answer }]);
          setDraft('');
        },
        onError: failed('Preview Failed', 'Your assistant could not answer. Please try again.'),
      },
    );
  };
  return (
    <StyledPanel as="section" aria-labelledby="try-assistant-heading">
      <h2 id="try-assistant-heading">Try your assistant</h2>
      <p>Write as a lead would. Replies use your saved settings and scripts; nothing is stored or booked.</p>
      {turns.length ? (
        <StyledLog aria-label="Preview conversation" aria-live="polite">
          {turns.map((turn, i) => (
            <StyledTurn key={i}>
              <StyledBubble $lead>{turn.lead}</StyledBubble>
              <div>
                <StyledBubble data-testid="preview-reply">{turn.answer.reply}</StyledBubble>
                <StyledFacts aria-label="What the assistant understood">
                  {understoodPairs(turn.answer).map(([label, value]) => (
                    <div key={label}>
                      <dt>{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </StyledFacts>
              </div>
            </StyledTurn>
          ))}
        </StyledLog>
      ) : null}
      <StyledSend onSubmit={send} aria-label="Send a test message">
        <FormField label="Message" hideLabel>
          <TextInput placeholder="e.g. Looking for a 3 bed in Decatur under 450k" value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={1000} />
        </FormField>
        <Button type="submit" disabled={preview.isPending || !draft.trim()}>
          {preview.isPending ? 'Sending…' : 'Send'}
        </Button>
      </StyledSend>
      {turns.length ? (
        <div>
          <Button size="sm" variant="ghost" onClick={() => setTurns([])}>
            Start over
          </Button>
        </div>
      ) : null}
    </StyledPanel>
  );
}
