import type { KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';

import { theme } from '../theme';

export interface ToolbarProps {
  /** Names the group of actions ('Lead actions'). */
  label: string;
  children: ReactNode;
  /** Defaults to `start`. */
  justify?: 'start' | 'end' | 'space-between';
}

const StyledToolbar = styled.div<{ $justify: string }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${(p) => (p.$justify === 'start' ? 'flex-start' : p.$justify === 'end' ? 'flex-end' : 'space-between')};
  gap: ${theme.space.sm};
`;

const ITEMS = 'button:not(:disabled), a[href]';
const KEEP_ARROWS = 'input, select, textarea';

/**
 * A row of actions (role="toolbar"): Tab enters and leaves it, Left/Right
 * arrows move between its buttons and links, Home/End jump to the ends.
 * Inside a text field or select the arrows keep their own meaning.
 */
export function Toolbar({ label, children, justify = 'start' }: ToolbarProps) {
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (target.closest(KEEP_ARROWS)) return;
    const items = Array.from(e.currentTarget.querySelectorAll<HTMLElement>(ITEMS));
    const at = items.indexOf(target);
    if (at < 0 || items.length === 0) return;
    const next =
      e.key === 'ArrowRight'
        ? (at + 1) % items.length
        : e.key === 'ArrowLeft'
          ? (at - 1 + items.length) % items.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? items.length - 1
              : undefined;
    if (next === undefined) return;
    e.preventDefault();
    items[next]!.focus();
  };
  return (
    <StyledToolbar role="toolbar" aria-label={label} onKeyDown={onKeyDown} $justify={justify}>
      {children}
    </StyledToolbar>
  );
}
