import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/__tests__/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The test files of a worker share one module graph: re-importing the app
    // (mongoose, koa, twilio, every module) per file cost more than the tests
    // themselves. It holds because createApp sets up each module's state, every
    // file has its own database (test-support/test-database.ts), and a test
    // that replaces something module-wide (the dialer's clock, the outbound
    // call owner, attempt delays) puts it back in its afterAll; mocks, stubbed
    // env and fake timers are undone for every test below and in the setup file.
    isolate: false,
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    setupFiles: ['src/test-support/vitest-setup.ts'],
  },
});
