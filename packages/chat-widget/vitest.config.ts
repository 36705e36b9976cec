import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'chat-widget', environment: 'jsdom', globals: true, include: ['src/**/__tests__/**/*.test.ts'] },
});
