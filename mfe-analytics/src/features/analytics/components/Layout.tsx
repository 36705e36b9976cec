import { Card, fromMd, theme } from '@leadnest/ui';
import styled from 'styled-components';

/** Layout shared by the tabs (styles only; the controls come from the kit). */
export const StyledCards = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.md};
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  list-style: none;
  ${fromMd} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const StyledColumns = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${fromMd} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const StyledPanel = styled(Card)`
  display: grid;
  align-content: start;
  gap: ${theme.space.md};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

export const StyledNote = styled.p`
  margin: 0 0 ${theme.space.md};
  font-size: 0.875rem;
  color: ${theme.colors.textMuted};
`;

/** The period selector beside the page's buttons: as wide as its longest label. */
export const StyledPeriod = styled.div`
  flex: 0 0 11rem;
  select {
    width: 100%;
    min-width: 0;
  }
`;
