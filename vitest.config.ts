import { defineConfig } from 'vitest/config';

import { ProcessesFirstSequencer } from './tests/processes-first-sequencer';

// Every workspace keeps its own vitest.config.ts (environment, setup files),
// with which its team runs its tests alone. The root runs the whole unit
// suite once: the workspaces' own configs, except that the tests of the
// shell, every remote, the UI kit and the remote kit run as one `web`
// project. Each of their configs is the same jsdom, non-isolated setup, and
// as nine projects vitest ran them one after another, each worker importing
// React, styled-components and the router again for every one of them.
// tests/ holds the tests over every app at once (federation configs, no
// remote copying a packages/ui control). Playwright specs live in e2e/ and
// are never picked up here.
/** Node-only packages whose tests are pure logic: one project, one module graph per worker, instead of six projects of a fresh worker per file. */
const PURE = ['assistant-engine', 'build-config', 'contracts', 'deploy-manifest', 'plans', 'remotes'].map((name) => `packages/${name}`);
const WEB = ['shell', 'mfe-analytics', 'mfe-dashboard', 'mfe-leads', 'mfe-marketing', 'mfe-phone', 'mfe-settings', 'packages/ui', 'packages/remote-kit'];

export default defineConfig({
  test: {
    // Three workers on this 2-core machine: many files wait on sockets, child
    // processes and disk flushes, so a third worker fills the idle time.
    // Measured on the whole run: 6 min 42 s with vitest's default (one worker
    // here) against 5 min 25 s with three.
    maxWorkers: 3,
    sequence: { sequencer: ProcessesFirstSequencer },
    projects: [
      'packages/*/vitest.config.ts',
      ...[...WEB, ...PURE].map((dir) => `!${dir}/vitest.config.ts`),
      'api/vitest.config.ts',
      'scripts/vitest.config.ts',
      'tests/vitest.config.ts',
      {
        test: {
          name: 'packages',
          environment: 'node',
          isolate: false,
          include: PURE.map((dir) => `${dir}/src/**/__tests__/**/*.test.ts`),
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          isolate: false,
          // A file's first test imports and renders the whole component tree; on a loaded 2-core CI box that alone has taken over the 5 s default.
          testTimeout: 20_000,
          globals: true,
          include: WEB.map((dir) => `${dir}/src/**/__tests__/**/*.test.{ts,tsx}`),
          setupFiles: ['./packages/ui/src/test/setup.ts'],
        },
      },
    ],
  },
});
