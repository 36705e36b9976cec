import { GlobalStyle } from '@leadnest/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';

import { NeedsAgentAlerts } from '../features/alerts';
import { Notifications } from '../features/notifications';
import { AppRoutes } from './AppRoutes';

export interface AppProps {
  /** The shell's query client (createShellQueryClient), made before React renders so remotes can start requests early. */
  queryClient: QueryClient;
}

/** The shell's providers: one query client (the session lives in it), styles, toasts, router. */
export function App({ queryClient }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <GlobalStyle />
      <Notifications />
      <NeedsAgentAlerts />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
