import type { ReactNode } from 'react';
import styled from 'styled-components';

import { theme } from '../theme';

export interface EmptyStateProps {
  /** The spec's empty text ('No leads found'). */
  title: ReactNode;
  description?: ReactNode;
  /** A button or link that fills the emptiness. */
  action?: ReactNode;
  /** `alert` for a failed load, so it is announced. */
  role?: 'status' | 'alert';
}

const StyledEmpty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg} ${theme.space.md};
  text-align: center;
  color: ${theme.colors.textMuted};
  p {
    margin: 0;
  }
  p:first-child {
    font-weight: 600;
  }
`;

/** What a list, table or panel shows when it has nothing (never sample data). */
export function EmptyState({ title, description, action, role }: EmptyStateProps) {
  return (
    <StyledEmpty role={role} data-testid="empty-state">
      <p>{title}</p>
      {description ? <p style={{ fontWeight: 400 }}>{description}</p> : null}
      {action}
    </StyledEmpty>
  );
}
