import { type AppNotification, profileQueryKey, subscribeNotifications, type UserProfile } from '@leadnest/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { onTestFinished, vi } from 'vitest';

/** Test helpers every remote's component tests share (never bundled into a remote: only tests import `@leadnest/remote-kit/testing`). */

/**
 * Renders `ui` with a fresh query client (no retries) and a memory router.
 * `profile` seeds the session as the shell does from the page (what reads
 * it without fetching, such as the conversation events, needs it there).
 */
export function renderWithClient(ui: ReactElement, path = '/', options: { profile?: UserProfile } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  clientsOfThisTest.add(queryClient);
  // Every test, whether or not it captures toasts, ends only when its mutations have, and leaves no toast behind.
  onTestFinished(async () => {
    await settleMutations();
    dropUnheardToast();
  });
  if (options.profile) queryClient.setQueryData(profileQueryKey, options.profile);
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}

/** A fetch that answers by URL and method through `route`, recording every call. */
export function routeFetch(route: (method: string, url: string, body: unknown) => { status?: number; body?: unknown }) {
  const fn = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const answer = route(method, url, init?.body ? JSON.parse(String(init.body)) : undefined);
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The query clients renderWithClient made since the last settle: their mutations can still be running after the component unmounted. */
const clientsOfThisTest = new Set<QueryClient>();

/**
 * Waits (real time, up to 2 s) until no mutation of this test's clients is
 * running. The test files of a project share one module graph, so a reply
 * that fails after its test ended would raise its toast into the next
 * file's test; this keeps every toast inside the test that caused it.
 * Under fake timers nothing can settle by waiting: it returns at once.
 */
async function settleMutations(): Promise<void> {
  const clients = [...clientsOfThisTest];
  clientsOfThisTest.clear();
  if (vi.isFakeTimers()) return;
  const deadline = Date.now() + 2000;
  // One turn at least: a mutation that just ended still has its caller's catch (the toast) queued.
  do await new Promise((resolve) => setTimeout(resolve, 10));
  while (clients.some((client) => client.isMutating() > 0) && Date.now() < deadline);
}

/**
 * A toast raised while nothing listens is kept for the first listener (a
 * remote can toast before the shell's toaster mounts). In tests that
 * listener would be the next file's captureToasts: the toast of a test
 * that did not capture toasts is dropped when that test ends.
 */
function dropUnheardToast(): void {
  subscribeNotifications(() => undefined)();
}

/** Every toast the test raised, in order: emptied before each test, unsubscribed (and globals unstubbed) after its mutations settle. Call at a describe's or file's top. */
export function captureToasts(): AppNotification[] {
  const toasts: AppNotification[] = [];
  let unsubscribe: () => void = () => undefined;
  beforeEach(() => {
    toasts.length = 0;
    unsubscribe = subscribeNotifications((n) => toasts.push(n));
  });
  afterEach(async () => {
    await settleMutations();
    unsubscribe();
    dropUnheardToast();
    vi.unstubAllGlobals();
  });
  return toasts;
}

// Page chunks a test started loading: an App test waits for them before its file ends.
export { pageLoadsSettled } from '../page-switch';
