import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mfe-leads',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
  },
});
