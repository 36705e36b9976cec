import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'remote-kit', environment: 'jsdom', globals: true, include: ['src/**/__tests__/**/*.test.{ts,tsx}'], setupFiles: ['./src/test/setup.ts'] },
});
