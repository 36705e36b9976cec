import { type RemoteAppProps, type RemoteAppStatics, type RemoteName, routesOf } from '@leadnest/remotes';
import { providedQueryClient } from '@leadnest/session';
import { PageFrame, PageTitleContext, Spinner } from '@leadnest/ui';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type FunctionComponent, useEffect, useState } from 'react';

import { RemotePanelContext } from './remote-panel';

/** A page component loaded on demand. */
export interface LazyPage {
  /** Starts (or joins) loading the page's code; a failed load is tried again on the next call. */
  preload: () => Promise<ComponentType>;
  /** The page's component once its code has loaded, else undefined. */
  loaded: () => ComponentType | undefined;
}

/** Starts a page's first queries, so they run while the page's own code is still on its way. */
export type PagePrefetch = (queryClient: QueryClient) => void;

/**
 * One owned route's page: its lazily loaded component. Its title is the
 * route table's (`@leadnest/remotes`), shown at once and given to the page's
 * frame; neither the page map nor the page types it again.
 */
export interface PageEntry {
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
/** Page chunks loading now (pageLoadsSettled). */
const loading = new Set<Promise<unknown>>();

/**
 * Resolves once every page chunk that has started loading has loaded or
 * failed. A test file that renders routes waits here before it ends: with
 * the web tests' isolate: false, an import still running would land after
 * the file's environment is torn down and fail the next file.
 */
export async function pageLoadsSettled(): Promise<void> {
  while (loading.size > 0) await Promise.allSettled([...loading]);
}

export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyPage {
  let component: ComponentType | undefined;
  const preload = once(async () => {
    const loaded = load();
    loading.add(loaded);
    try {
      return (component = (await loaded)[name]);
    } finally {
      loading.delete(loaded);
    }
  });
  return { preload, loaded: () => component };
}

/**
 * Renders a page once its code is there, and its title with a spinner until
 * then. Deliberately not React.lazy + Suspense: React holds back revealing
 * suspended content until 300 ms after any fallback was shown (the shell's
 * lazy user menu shows one too), which kept /leads' rows off screen long
 * after they had arrived; and a page whose code is already loaded renders
 * in the first pass. A load that fails is thrown to the shell's error
 * boundary ("could not be loaded", Retry), and the next mount tries again.
 */
function PageLoader({ title, page }: { title: string; page: LazyPage }) {
  const [Page, setPage] = useState<ComponentType | undefined>(() => page.loaded());
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (Page) return;
    let current = true;
    page.preload().then(
      (component) => current && setPage(() => component),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [page, Page]);
  if (failure) throw failure.error;
  return (
    <PageTitleContext.Provider value={title}>
      {Page ? (
        <Page />
      ) : (
        <PageFrame>
          <Spinner label={`Loading ${title}`} />
        </PageFrame>
      )}
    </PageTitleContext.Provider>
  );
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
 * and its prefetch runs with the shell's provided query client as soon as it
 * has loaded, instead of after React's first render and the page's own
 * chunk.
 */
export function createPageSwitch(remoteName: RemoteName, pages: Record<string, PageEntry>): FunctionComponent<RemoteAppProps> & RemoteAppStatics {
  const owned = routesOf(remoteName);
  const missing = owned.filter((r) => !pages[r.path]).map((r) => r.path);
  const extra = Object.keys(pages).filter((path) => !owned.some((r) => r.path === path));
  if (missing.length || extra.length) {
    throw new Error(`${remoteName}'s pages do not match the route table (missing: ${missing.join(', ') || 'none'}; not owned: ${extra.join(', ') || 'none'})`);
  }
  const entries = Object.fromEntries(
    owned.map(({ path, title }) => {
      const entry = pages[path]!;
      return [path, { title, Page: entry.Page, prefetch: entry.prefetch && once(entry.prefetch) }];
    }),
  );
  const current = typeof window === 'undefined' ? undefined : routeOfPath(entries, window.location.pathname);
  let pageReady: Promise<unknown> | undefined;
  if (current) {
    const { Page, prefetch } = entries[current]!;
    // Failures show when the page renders (its loader tries again), not here.
    pageReady = Page.preload().catch(() => undefined);
    prefetch?.().then(
      (run) => {
        // The shell's client, before React has rendered (a shell older than
        // providedQueryClient shares a session package without it: then the
        // page switch's effect runs the prefetch once React renders).
        const client = typeof providedQueryClient === 'function' ? providedQueryClient() : undefined;
        if (client) run(client);
      },
      () => undefined,
    );
  }

  const App = function App({ route, renderRemotePanel }: RemoteAppProps) {
    const entry = entries[route];
    if (!entry) throw new Error(`${remoteName} does not own the route ${route}`);
    const { title, Page, prefetch } = entry;
    // Siblings need keys of their own (React warns about two equal keys);
    // both are keyed by route so a new route starts each afresh.
    return (
      <RemotePanelContext.Provider value={renderRemotePanel}>
        {prefetch && <PrefetchOnce key={`prefetch ${route}`} prefetch={prefetch} />}
        <PageLoader key={`page ${route}`} title={title} page={Page} />
      </RemotePanelContext.Provider>
    );
  };
  return Object.assign(App, { pageReady } satisfies RemoteAppStatics);
}
