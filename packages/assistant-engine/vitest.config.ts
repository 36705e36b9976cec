import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'assistant-engine', environment: 'node', include: ['src/**/__tests__/**/*.test.ts'] },
});
