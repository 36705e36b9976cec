import styled from 'styled-components';
import { theme } from '@leadnest/ui';

/** The line under a sign-in form ("Don't have an account? Sign up"). */
export const StyledAside = styled.p`
  margin: ${theme.space.md} 0 0;
  font-size: 0.9rem;
  color: ${theme.colors.textMuted};
  a {
    color: ${theme.colors.brand};
    font-weight: 600;
  }
`;
