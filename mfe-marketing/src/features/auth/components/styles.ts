import { theme } from '@leadnest/ui';
import styled from 'styled-components';

/** The line under a sign-in form ("Don't have an account? Sign up"). */
export const StyledAside = styled.p`
  margin: ${theme.space.md} 0 0;
  font-size: 0.9rem;
  color: ${theme.colors.textMuted};
  a,
  button {
    color: ${theme.colors.brand};
    font-weight: 600;
  }
  button {
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    font-weight: 600;
    text-decoration: underline;
    cursor: pointer;
  }
`;

/** A sentence the page says in place of its form (the forgot-password answer); links and link-styled buttons read alike. */
export const StyledNotice = styled.p`
  margin: 0;
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.brandSoft};
  color: ${theme.colors.text};
  line-height: 1.5;
`;

/** "Forgot password?" under the password field of /login, at its right edge. */
export const StyledForgot = styled.p`
  margin: calc(-1 * ${theme.space.sm}) 0 0;
  text-align: right;
  font-size: 0.9rem;
  a {
    color: ${theme.colors.brand};
    font-weight: 600;
  }
`;
