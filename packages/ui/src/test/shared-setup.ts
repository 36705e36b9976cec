// The test setup every front-end workspace shares (the shell, each remote,
// this kit and the remote kit), exported as `@leadnest/ui/test-setup`. Each
// workspace's src/test/setup.ts calls prepareTestFile(); the root run's
// `web` project uses this kit's setup.ts, which does the same.

// toBeVisible(), toHaveTextContent() and the other DOM matchers, so an
// assertion on an element says what a user would see instead of only that
// a query found it.
import '@testing-library/jest-dom/vitest';

import { readFileSync } from 'node:fs';

import { cleanup, configure } from '@testing-library/react';

// Once per worker (this module is imported once per module graph):

// jsdom has no matchMedia; react-hot-toast asks it for reduced motion.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no ResizeObserver; Headless UI's Listbox watches its button's
// size with one. Nothing is ever laid out in jsdom, so observing nothing is
// what a real observer would report.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;

// findBy…/waitFor wait up to 5 s instead of 1 s: on a loaded CI machine a
// lazy chunk plus a few answered fetches can take longer than a second.
configure({ asyncUtilTimeout: 5000 });

/**
 * Before each test file. The projects run with isolate: false: one jsdom
 * and one module graph per worker for all their files (building jsdom and
 * importing React and styled-components again per file was over half of
 * the run). This gives each file what a fresh jsdom would:
 * - empty storage and the address /;
 * - RTL's unmount after each test (RTL registers it when it is first
 *   imported, which is once per worker now);
 * - a fresh module graph for a file that mocks modules (vi.mock) or imports
 *   one itself to see it evaluated (await import): mocks must reach modules
 *   an earlier file already loaded. Not for every file: resetting before
 *   each file made mfe-leads about three times slower (likely because each
 *   re-evaluation adds the styled components to the one shared style sheet
 *   again, which jsdom reads on every getComputedStyle, as toBeVisible does).
 * A setup file runs before every test file, but what it imports is loaded
 * once per worker: hence a function, called from each setup file.
 */
export function prepareTestFile(): void {
  const testPath = expect.getState().testPath;
  if (testPath && /\bvi\.mock\(|\bawait import\(/.test(readFileSync(testPath, 'utf8'))) vi.resetModules();
  // A pure-logic file runs in the node environment (its first line says so): no DOM to reset there.
  if (typeof window !== 'undefined') {
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
    afterEach(cleanup);
  }
}
