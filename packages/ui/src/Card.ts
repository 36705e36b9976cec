import styled from 'styled-components';

import { theme } from './theme';

/** A white panel with a border and a soft shadow. */
export const Card = styled.div`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  padding: ${theme.space.lg};
`;
