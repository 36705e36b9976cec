import styled from 'styled-components';

import { theme } from '../theme';

export interface ProgressBarProps {
  value: number;
  /** Defaults to 100. */
  max?: number;
  /** Names the bar for screen readers ('Lead score', 'Setup progress'). */
  label: string;
  /**
   * `progress` for a task's advance (a wizard's steps), `meter` for a
   * measurement within a range (a lead's score). Defaults to `progress`.
   */
  kind?: 'progress' | 'meter';
  /** Spoken instead of the bare number ('Step 2 of 5'). */
  valueText?: string;
}

const StyledTrack = styled.div`
  height: 0.5rem;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.border};
  overflow: hidden;
`;

const StyledFill = styled.div`
  height: 100%;
  background: ${theme.colors.brand};
  transition: width 200ms ease;
`;

/** A horizontal bar filled to `value` of `max`, with the matching ARIA role and values. */
export function ProgressBar({ value, max = 100, label, kind = 'progress', valueText }: ProgressBarProps) {
  const clamped = Math.max(0, Math.min(max, value));
  return (
    <StyledTrack
      role={kind === 'meter' ? 'meter' : 'progressbar'}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
    >
      <StyledFill style={{ width: `${(clamped / max) * 100}%` }} />
    </StyledTrack>
  );
}
