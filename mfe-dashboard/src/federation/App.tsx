import { createPageSwitch, lazyPage, type PageEntry } from '@leadnest/remote-kit';

// In ./App's own chunk (like mfe-leads' list): on /dashboard the figures'
// request leaves while ./App is evaluated, not after the page's chunk.
import { prefetchDashboardPage } from '../features/dashboard/api/prefetch';

/**
 * One page per owned route (titles come from the route table); each page is
 * its own chunk, named by pageChunkName (@leadnest/remotes) so the server
 * prefetches the current page's with the shell's HTML.
 */
export const pages: Record<string, PageEntry> = {
  '/dashboard': {
    Page: lazyPage(() => import(/* webpackChunkName: "page-dashboard" */ '../features/dashboard/components/DashboardPage'), 'DashboardPage'),
    prefetch: async () => prefetchDashboardPage,
  },
  // /conversations/{id} falls under /conversations: the inbox reads the id from the path.
  '/conversations': { Page: lazyPage(() => import(/* webpackChunkName: "page-conversations" */ '../features/inbox/components/InboxPage'), 'InboxPage') },
};

/** `./App`: renders the page of the route the shell matched. */
export default createPageSwitch('mfe_dashboard', pages);
