import { defineConfig } from 'vitest/config';

// Every workspace keeps its own vitest.config.ts (environment, setup files);
// the root only lists them so `vitest run` runs the whole unit suite once.
// tests/ holds the tests over every app at once (federation configs, no
// remote copying a packages/ui control). Playwright specs live in e2e/ and
// are never picked up here.
export default defineConfig({
  test: {
    // Three workers on this 2-core machine: many files wait on sockets, child
    // processes and disk flushes, so a third worker fills the idle time.
    // Measured on the whole run: 6 min 42 s with vitest's default (one worker
    // here) against 5 min 25 s with three.
    maxWorkers: 3,
    projects: [
      'packages/*/vitest.config.ts',
      'shell/vitest.config.ts',
      'mfe-*/vitest.config.ts',
      'api/vitest.config.ts',
      'scripts/vitest.config.ts',
      'tests/vitest.config.ts',
    ],
  },
});
