import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { PageFrame, Spinner } from '@leadnest/ui';
import type { RemoteAppProps } from './types';

/**
 * Each page is its own chunk (React.lazy), so the remote's first screen
 * stays light; while a page's chunk loads, its title and a spinner stand in
 * for it, so the heading is there at once and the layout does not jump.
 */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

interface PageEntry {
  title: string;
  Page: LazyExoticComponent<ComponentType>;
}

/** One page per owned route; keep in step with `routes` in contract.ts (a test checks). */
export const pages: Record<string, PageEntry> = {
  '/leads': { title: 'Lead Management', Page: page(() => import('../features/leads/components/LeadsPage'), 'LeadsPage') },
  '/capture-builder': {
    title: 'Lead Capture Builder',
    Page: page(() => import('../features/capture-builder/components/CaptureBuilderPage'), 'CaptureBuilderPage'),
  },
};

/** `./App`: renders the page of the route the shell matched. */
export default function App({ route }: RemoteAppProps) {
  const entry = pages[route];
  if (!entry) throw new Error(`mfe_leads does not own the route ${route}`);
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
}
