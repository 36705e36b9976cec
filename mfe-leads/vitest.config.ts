import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mfe-leads',
    environment: 'jsdom',
    // A file's first test imports and renders the whole component tree; on a
    // loaded 2-core CI box that alone has taken over the 5 s default.
    testTimeout: 20_000,
    globals: true,
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
  },
});
