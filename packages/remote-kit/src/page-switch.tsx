import { lazy, Suspense, useEffect, type ComponentType, type FunctionComponent, type LazyExoticComponent } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RemoteAppProps } from '@leadnest/remotes';
import { PageFrame, Spinner } from '@leadnest/ui';

/** A page component loaded on demand; `preload()` starts (or joins) its download without rendering it. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** Starts a page's first queries, so they run while the page's own code is still on its way. */
export type PagePrefetch = (queryClient: QueryClient) => void;

/** One owned route's page: its title (shown at once) and its lazily loaded component. */
export interface PageEntry {
  title: string;
  Page: LazyPage;
  /**
   * Loads (as its own small chunk, so `./App` stays light) what starts the
   * page's first queries. The page switch starts loading it with the page
   * and runs it with the shell's query client as soon as both are there;
   * the page's own queries then find their data in flight or done.
   */
  prefetch?: () => Promise<PagePrefetch>;
}

/** Runs `load` once; a failed attempt is forgotten, so the next call tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/** A page loaded on demand from a module's named export. */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyPage {
  const preload = once(async () => ({ default: (await load())[name] }));
  return Object.assign(lazy(preload), { preload });
}

/** The owned route a browser path falls under (`/leads` for `/leads/123`), if any. */
export function routeOfPath<T>(pages: Record<string, T>, pathname: string): string | undefined {
  return Object.keys(pages).find((route) => (route === '/' ? pathname === '/' : pathname === route || pathname.startsWith(`${route}/`)));
}

function PrefetchOnce({ prefetch }: { prefetch: () => Promise<PagePrefetch> }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    prefetch().then(
      (run) => run(queryClient),
      // The page's own queries load (and report) what the prefetch could not.
      () => undefined,
    );
  }, [prefetch, queryClient]);
  return null;
}

/**
 * Builds a remote's `./App`: renders the page of the route the shell matched.
 * Each page is its own chunk, so a remote's first screen stays light; while a
 * page's chunk loads, its title and a spinner stand in for it, so the heading
 * is there at once and the layout does not jump.
 *
 * The page of the address the browser is on starts downloading as soon as
 * this module is evaluated (the shell loads `./App` before its first render),
 * together with its prefetch, instead of one round trip after the page
 * switch has rendered.
 */
export function createPageSwitch(remoteName: string, pages: Record<string, PageEntry>): FunctionComponent<RemoteAppProps> {
  const entries = Object.fromEntries(
    Object.entries(pages).map(([route, entry]) => [route, { ...entry, prefetch: entry.prefetch && once(entry.prefetch) }]),
  );
  const current = typeof window === 'undefined' ? undefined : routeOfPath(entries, window.location.pathname);
  if (current) {
    const { Page, prefetch } = entries[current]!;
    // Failures show when the page renders (React.lazy retries the load), not here.
    Page.preload().catch(() => undefined);
    prefetch?.().catch(() => undefined);
  }

  return function App({ route }: RemoteAppProps) {
    const entry = entries[route];
    if (!entry) throw new Error(`${remoteName} does not own the route ${route}`);
    const { title, Page, prefetch } = entry;
    return (
      <>
        {prefetch && <PrefetchOnce key={route} prefetch={prefetch} />}
        <Suspense
          fallback={
            <PageFrame title={title}>
              <Spinner label={`Loading ${title}`} />
            </PageFrame>
          }
        >
          <Page />
        </Suspense>
      </>
    );
  };
}
