import { createPageSwitch, lazyPage, type PageEntry } from '@leadnest/remote-kit';

// In ./App's own chunk (1.6 KB, no contracts or zod): on /leads the first
// list request then leaves while ./App is evaluated, before the shell's first
// render takes the main thread (a chunk of its own waited behind that render).
import { prefetchLeadsPage } from '../features/leads/api/prefetch';

/** One page per owned route (titles come from the route table); the page switch refuses a map that differs from it. */
export const pages: Record<string, PageEntry> = {
  '/leads': {
    Page: lazyPage(() => import('../features/leads/components/LeadsPage'), 'LeadsPage'),
    prefetch: async () => prefetchLeadsPage,
  },
  '/capture-builder': {
    Page: lazyPage(() => import('../features/capture-builder/components/CaptureBuilderPage'), 'CaptureBuilderPage'),
  },
};

/** `./App`: renders the page of the route the shell matched. */
export default createPageSwitch('mfe_leads', pages);
