import { lazy, Suspense, type ComponentType, type FunctionComponent, type LazyExoticComponent } from 'react';
import type { RemoteAppProps } from '@leadnest/remotes';
import { PageFrame, Spinner } from '@leadnest/ui';

/** One owned route's page: its title (shown at once) and its lazily loaded component. */
export interface PageEntry {
  title: string;
  Page: LazyExoticComponent<ComponentType>;
}

/** A page loaded on demand from a module's named export. */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}

/**
 * Builds a remote's `./App`: renders the page of the route the shell matched.
 * Each page is its own chunk, so a remote's first screen stays light; while a
 * page's chunk loads, its title and a spinner stand in for it, so the heading
 * is there at once and the layout does not jump.
 */
export function createPageSwitch(remoteName: string, pages: Record<string, PageEntry>): FunctionComponent<RemoteAppProps> {
  return function App({ route }: RemoteAppProps) {
    const entry = pages[route];
    if (!entry) throw new Error(`${remoteName} does not own the route ${route}`);
    const { title, Page } = entry;
    return (
      <Suspense
        fallback={
          <PageFrame title={title}>
            <Spinner label={`Loading ${title}`} />
          </PageFrame>
        }
      >
        <Page />
      </Suspense>
    );
  };
}
