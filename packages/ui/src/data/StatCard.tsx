import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

import { Card } from '../Card';
import { theme } from '../theme';

export interface StatCardProps extends HTMLAttributes<HTMLElement> {
  label: ReactNode;
  /** The figure; '–' while it is unknown. */
  value: ReactNode;
  hint?: ReactNode;
  /** `li` inside a list of cards. Defaults to `div`. */
  as?: 'div' | 'li';
}

const StyledStat = styled(Card)`
  padding: ${theme.space.md};
  text-align: center;
`;

const StyledValue = styled.p`
  margin: 0;
  font-size: 1.5rem;
  font-weight: 700;
  line-height: 1.3;
`;

const StyledLabel = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.colors.textMuted};
`;

/** One figure with its label (a count per stage, a dashboard total). */
export function StatCard({ label, value, hint, as = 'div', ...rest }: StatCardProps) {
  return (
    <StyledStat as={as} {...rest}>
      <StyledValue>{value}</StyledValue>
      <StyledLabel>{label}</StyledLabel>
      {hint ? <StyledLabel style={{ fontSize: '0.75rem' }}>{hint}</StyledLabel> : null}
    </StyledStat>
  );
}
