import { defineConfig } from 'vitest/config';

// One jsdom and one module graph per worker for all the files
// (isolate: false); src/test/setup.ts gives each file what a fresh jsdom
// would have and says when a file gets fresh modules. A test file that
// renders nothing and touches no DOM starts with `// @vitest-environment
// node` and skips jsdom altogether.
export default defineConfig({
  test: {
    name: 'ui',
    environment: 'jsdom',
    isolate: false,
    // A file's first test imports and renders the whole component tree; on a
    // loaded 2-core CI box that alone has taken over the 5 s default.
    testTimeout: 20_000,
    globals: true,
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
  },
});
