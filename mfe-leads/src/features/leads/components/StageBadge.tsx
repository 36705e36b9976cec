import styled from 'styled-components';
import { theme } from '@leadnest/ui';
import { stageBadge, TONE_COLORS, type BadgeTone } from '../lib/stages';

export interface StageBadgeProps {
  stage: string;
}

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: 0.125rem 0.5rem;
  border-radius: ${theme.radii.pill};
  font-size: 0.75rem;
  font-weight: 600;
  white-space: nowrap;
  background: ${(p) => TONE_COLORS[p.$tone].background};
  color: ${(p) => TONE_COLORS[p.$tone].color};
`;

/** A lead's stage with its documented label and colour. */
export function StageBadge({ stage }: StageBadgeProps) {
  const { label, tone } = stageBadge(stage);
  return (
    <StyledBadge $tone={tone} data-tone={tone} data-testid="stage-badge">
      {label}
    </StyledBadge>
  );
}
