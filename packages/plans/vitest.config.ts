import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'plans', environment: 'node', include: ['src/**/__tests__/**/*.test.ts'], passWithNoTests: true },
});
