import { defineConfig } from 'vitest/config';

// Tests over every app at once (each remote's federation config, what the
// remotes' sources may define). They sit at the root because packages/ must
// not import an app and no app may import another.
export default defineConfig({
  test: { name: 'architecture', environment: 'node', globals: true, include: ['**/*.test.ts'] },
});
