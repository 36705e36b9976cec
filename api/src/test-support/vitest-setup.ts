import { afterAll, vi } from 'vitest';

// API test files share a worker's modules (isolate: false in vitest.config.ts),
// so a file that left fake timers on would slow or freeze the next file's.
afterAll(() => {
  vi.useRealTimers();
});
