import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

import { theme } from '../theme';

/**
 * Badge colours. The first seven are the spec's (part 2 §4: new blue,
 * contacted yellow, qualified green, showing purple, offer orange, closed
 * green, lost red, anything else grey; Active green, Inactive grey;
 * Connected green, Not Connected grey). `brand` is the solid highlight
 * (Best Value) and the spec's "default" badge of a completed call; `grey`
 * is its "secondary".
 */
export type BadgeTone = 'blue' | 'yellow' | 'green' | 'purple' | 'orange' | 'red' | 'grey' | 'brand';

export const BADGE_TONES: Record<BadgeTone, { background: string; color: string }> = {
  blue: { background: '#dbeafe', color: '#1e40af' },
  yellow: { background: '#fef9c3', color: '#854d0e' },
  green: { background: '#dcfce7', color: '#166534' },
  purple: { background: '#f3e8ff', color: '#6b21a8' },
  orange: { background: '#ffedd5', color: '#9a3412' },
  red: { background: '#fee2e2', color: '#991b1b' },
  grey: { background: '#f3f4f6', color: '#374151' },
  brand: { background: theme.colors.brand, color: '#ffffff' },
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Defaults to `grey`. */
  tone?: BadgeTone;
}

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  align-self: flex-start;
  padding: 0.125rem 0.5rem;
  border-radius: ${theme.radii.pill};
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  background: ${(p) => BADGE_TONES[p.$tone].background};
  color: ${(p) => BADGE_TONES[p.$tone].color};
`;

/** A short status label in one of the spec's colours; `data-tone` tells tests and styles which. */
export function Badge({ tone = 'grey', ...rest }: BadgeProps) {
  return <StyledBadge $tone={tone} data-tone={tone} {...rest} />;
}
