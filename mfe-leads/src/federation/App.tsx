import { createPageSwitch, lazyPage, type PageEntry } from '@leadnest/remote-kit';

/** One page per owned route; keep in step with `routes` in contract.ts (a test checks). */
export const pages: Record<string, PageEntry> = {
  '/leads': {
    title: 'Lead Management',
    Page: lazyPage(() => import('../features/leads/components/LeadsPage'), 'LeadsPage'),
    prefetch: async () => (await import('../features/leads/api/prefetch')).prefetchLeadsPage,
  },
  '/capture-builder': {
    title: 'Lead Capture Builder',
    Page: lazyPage(() => import('../features/capture-builder/components/CaptureBuilderPage'), 'CaptureBuilderPage'),
  },
};

/** `./App`: renders the page of the route the shell matched. */
export default createPageSwitch('mfe_leads', pages);
