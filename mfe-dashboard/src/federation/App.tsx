import { createPageSwitch, lazyPage } from '@leadnest/remote-kit';

/** One page per owned route (titles come from the route table); each page is its own chunk. */
export const pages = {
  '/dashboard': { Page: lazyPage(() => import('../features/dashboard/components/DashboardPage'), 'DashboardPage') },
  // /conversations/{id} falls under /conversations: the inbox reads the id from the path.
  '/conversations': { Page: lazyPage(() => import('../features/inbox/components/InboxPage'), 'InboxPage') },
};

/** `./App`: renders the page of the route the shell matched. */
export default createPageSwitch('mfe_dashboard', pages);
