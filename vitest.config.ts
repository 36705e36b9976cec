import { defineConfig } from 'vitest/config';

// Every workspace keeps its own vitest.config.ts (environment, setup files);
// the root only lists them so `vitest run` runs the whole unit suite once.
// tests/ holds the tests over every app at once (federation configs, no
// remote copying a packages/ui control). Playwright specs live in e2e/ and
// are never picked up here.
export default defineConfig({
  test: {
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
