import { GlobalStyle } from '@leadnest/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';

import { LeadOfferAlerts, NeedsAgentAlerts } from '../features/alerts';
import { Notifications } from '../features/notifications';
import { SessionEndWatcher } from '../features/session-end';
import { AppRoutes } from './AppRoutes';

export interface AppProps {
  /** The shell's query client (createShellQueryClient), made before React renders so remotes can start requests early. */
  queryClient: QueryClient;
}

/**
 * The shell's providers: one query client (the session lives in it), styles,
 * router, toasts, and the watch for a session that ends while the tab is
 * open (a 401 anywhere, or another tab's sign-out). The toasts are inside the router so a toast's action link
 * navigates in the app (a lead offered to claim opens the pool).
 */
export function App({ queryClient }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <GlobalStyle />
      <BrowserRouter>
        <Notifications />
        <SessionEndWatcher />
        <NeedsAgentAlerts />
        <LeadOfferAlerts />
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
