import type { ConversationHandoffDto } from '@leadnest/contracts';
import { BADGE_TONES, theme } from '@leadnest/ui';
import styled from 'styled-components';

import { handoffNote } from '../lib/handoff';

// Its own row above the scrolling messages, in the needs-agent badge's yellow
// with a bar at its edge: drawn like a lead's bubble (same grey, border and
// radius), it read as a message laid over the top one the list had clipped.
const StyledHandoff = styled.div`
  margin: ${theme.space.sm} 0 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.sm};
  border-left: 4px solid ${BADGE_TONES.yellow.color};
  background: ${BADGE_TONES.yellow.background};
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
  ul {
    margin: ${theme.space.xs} 0 0;
    padding-left: ${theme.space.md};
  }
`;

/** Why a needs-agent conversation needs the agent, with the lead's unanswered questions in their words; nothing when the reason was not kept. */
export function HandoffNote({ handoff }: { handoff: ConversationHandoffDto | null | undefined }) {
  const note = handoffNote(handoff);
  if (!note) return null;
  return (
    <StyledHandoff role="note" aria-label="Why it needs you" data-testid="handoff">
      <p>{note.text}</p>
      {note.questions.length ? (
        <ul>
          {note.questions.map((q) => (
            <li key={q}>“{q}”</li>
          ))}
        </ul>
      ) : null}
    </StyledHandoff>
  );
}
