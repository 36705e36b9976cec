import { type ReactNode, useEffect } from 'react';

/**
 * Marks <html data-app-started> once the shell's first render is on screen
 * (hydrated or drawn), so the server-rendered page's start script plays the
 * taps it kept while no handler was there (api/src/modules/web/shell-html.ts,
 * docs/decisions/0040-server-rendered-public-pages.md). A wrapper of one
 * child: it adds no element and no branch, so React's ids and the server's
 * markup stay as they were.
 */
export function MarkStarted({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.setAttribute('data-app-started', '');
  }, []);
  return children;
}
