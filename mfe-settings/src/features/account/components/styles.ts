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
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

export const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space.md};
`;

/** Two fields side by side where there is room (first and last name), one under the other on a phone. */
export const StyledRow = styled.div`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
`;
