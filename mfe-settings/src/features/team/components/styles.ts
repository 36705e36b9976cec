import { Card, theme } from '@leadnest/ui';
import styled from 'styled-components';

/** The page's sections, one under the other; each card titles itself with an h2. */
export const StyledStack = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  > * {
    min-width: 0;
  }
`;

export const StyledSection = styled(Card)`
  display: grid;
  gap: ${theme.space.md};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

export const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space.md};
  min-width: 0;
`;

/** Fields side by side where there is room, one under the other on a phone. */
export const StyledRow = styled.div`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: start;
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
`;

/** A highlighted sentence (the upgrade note, the agent's read-only line). */
export const StyledNote = styled.p`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.brandSoft};
  && {
    color: ${theme.colors.text};
  }
  a {
    color: ${theme.colors.brand};
    font-weight: 600;
  }
`;

/** Text that may be one long word (an email address): it wraps instead of widening the page. */
export const StyledWrap = styled.span`
  overflow-wrap: anywhere;
  min-width: 0;
`;
