import { ButtonLink, Card, fromMd, PageFrame, theme } from '@leadnest/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const StyledGrid = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  list-style: none;
  ${fromMd} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

const FEATURES = [
  ['Answers every call', 'Your AI receptionist picks up day and night on your own number, says it is your AI assistant, and qualifies the caller.'],
  ['Books showings', 'It offers free times from your calendar and books the one the caller picks, then texts you the details.'],
  ['Two-way texting', 'Leads can text the same number; STOP, START and HELP are handled for you, as carriers require.'],
  ['Live transfer', 'When a caller asks for a person, the call is put through to your phone, or a message is taken and sent to you.'],
  ['Every call logged', 'Duration, cost, outcome, a summary and the full transcript of every call, in one place.'],
  ['Your number, or ours', 'Get a dedicated number in one click, connect your own Twilio account, or port your business number.'],
] as const;

/** /ai-phone for visitors: what the receptionist does, and the way in. */
export function ProductPage() {
  return (
    <PageFrame
      subtitle="An AI receptionist that answers your calls and texts, qualifies leads and books showings around the clock"
      actions={
        <StyledActions>
          <ButtonLink as={Link} to="/login" variant="secondary">
            Sign In
          </ButtonLink>
          <ButtonLink as={Link} to="/signup">
            Get Started
          </ButtonLink>
        </StyledActions>
      }
    >
      <StyledGrid>
        {FEATURES.map(([title, text]) => (
          <Card as="li" key={title}>
            <h2 style={{ margin: `0 0 ${theme.space.xs}`, fontSize: '1.0625rem' }}>{title}</h2>
            <p style={{ margin: 0, color: theme.colors.textMuted }}>{text}</p>
          </Card>
        ))}
      </StyledGrid>
    </PageFrame>
  );
}
