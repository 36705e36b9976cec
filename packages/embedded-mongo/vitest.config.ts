import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'embedded-mongo',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // One module graph per worker instead of one per file: every file
    // imports the driver, mongoose and the server, and re-importing them per
    // file was a quarter of the project's time. Safe because the files share
    // no state: each starts its own server (in memory or on a temporary
    // folder), mongoose models live on each file's own connection, and the
    // one test that fakes timers restores them when it finishes.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
