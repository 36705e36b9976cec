import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'api', environment: 'node', include: ['src/**/__tests__/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});
