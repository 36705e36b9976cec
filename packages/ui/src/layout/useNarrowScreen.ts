import { useSyncExternalStore } from 'react';

import { theme } from '../theme';

const QUERY = `(max-width: calc(${theme.breakpoints.md} - 0.02px))`;

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const narrowNow = () => typeof window !== 'undefined' && Boolean(window.matchMedia?.(QUERY).matches);

/**
 * Whether the screen is narrower than the kit's md breakpoint (a phone):
 * for layouts CSS alone cannot switch (another component tree, not restyled cells). Without
 * matchMedia (tests, old browsers) the screen counts as wide.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, narrowNow, () => false);
}
