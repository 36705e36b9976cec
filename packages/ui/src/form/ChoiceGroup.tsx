import styled from 'styled-components';

import { theme } from '../theme';

/**
 * A fieldset of radios or checkboxes: `<ChoiceGroup><legend>…</legend>
 * <label><input type="radio" …/> Text</label>…</ChoiceGroup>`. The browser's
 * own inputs keep their keyboard (arrows move between radios of a name).
 * `$stacked` puts one choice per line.
 */
export const ChoiceGroup = styled.fieldset<{ $stacked?: boolean }>`
  display: ${(p) => (p.$stacked ? 'grid' : 'flex')};
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.md};
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  legend {
    padding: 0 ${theme.space.xs};
    font-weight: 600;
    font-size: 0.875rem;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
    cursor: pointer;
  }
  input {
    accent-color: ${theme.colors.brand};
  }
`;
