import { Card, theme } from '@leadnest/ui';
import styled from 'styled-components';

/**
 * The card that stands in for a page the user cannot use (Upgrade Required,
 * Managed by your team's owner): centred, with an <h1> since it replaces
 * the page's own frame.
 */
export const StyledWrap = styled.div`
  display: flex;
  justify-content: center;
  padding: ${theme.space.xxl} ${theme.space.md};
`;

export const StyledCard = styled(Card)`
  width: 100%;
  max-width: 32rem;
  text-align: center;
`;

export const StyledHeading = styled.h1`
  margin: 0 0 ${theme.space.sm};
  font-size: 1.5rem;
`;

export const StyledText = styled.p`
  margin: 0 0 ${theme.space.lg};
  color: ${theme.colors.textMuted};
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.sm};
`;
