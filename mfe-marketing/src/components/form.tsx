import { theme } from '@leadnest/ui';
import styled from 'styled-components';

/**
 * Layout of this remote's forms (sign-in screens, the pricing form,
 * onboarding). The fields themselves are the kit's (`TextField`,
 * `CheckboxField`, `FormField` from @leadnest/ui): every field has a visible
 * label and its message tied to the input with aria-describedby.
 */
export const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space.md};
`;

export const StyledRow = styled.div`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;
