import styled, { keyframes } from 'styled-components';

import { theme } from './theme';

export interface SpinnerProps {
  /** Accessible name; screen readers announce it. */
  label?: string;
  /** Diameter in pixels. */
  size?: number;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

// Centred with room around it, because it usually stands in for a whole page.
const StyledSpinnerWrap = styled.div`
  display: flex;
  justify-content: center;
  padding: ${theme.space.xxl} ${theme.space.md};
`;

const StyledSpinner = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border: 3px solid ${theme.colors.border};
  border-top-color: ${theme.colors.brand};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

/** A loading indicator with a status role, so assistive technology hears "Loading". */
export function Spinner({ label = 'Loading', size = 32 }: SpinnerProps) {
  return (
    <StyledSpinnerWrap>
      <StyledSpinner role="status" aria-label={label} $size={size} />
    </StyledSpinnerWrap>
  );
}
