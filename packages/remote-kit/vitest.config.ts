import { defineConfig } from 'vitest/config';

// One jsdom and one module graph per worker for all the files
// (isolate: false); src/test/setup.ts gives each file what a fresh jsdom
// would have and says when a file gets fresh modules. A test file that
// renders nothing and touches no DOM starts with `// @vitest-environment
// node` and skips jsdom altogether.
export default defineConfig({
  test: {
    name: 'remote-kit',
    environment: 'jsdom',
    isolate: false,
    globals: true,
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
