import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mfe-analytics',
    environment: 'jsdom',
    // One jsdom and one module graph per worker for all of the project's
    // files instead of a fresh one per file: building jsdom and importing
    // React, styled-components and the router again for every file was most
    // of the run. src/test/setup.ts gives each file what a fresh jsdom would
    // have had. A test file that renders nothing and touches no DOM starts
    // with `// @vitest-environment node` and skips jsdom altogether.
    isolate: false,
    // A file's first test imports and renders the whole component tree; on a
    // loaded 2-core CI box that alone has taken over the 5 s default.
    testTimeout: 20_000,
    globals: true,
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
