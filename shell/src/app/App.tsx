import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, profileQueryKey, type UserProfile } from '@leadnest/session';
import { GlobalStyle } from '@leadnest/ui';
import { Notifications } from '../features/notifications';
import { AppRoutes } from './AppRoutes';

export interface AppProps {
  /**
   * The signed-in user as the server inlined it into the page: it seeds the
   * session query, so the guard and the header need no round trip.
   * Undefined (a visitor): the session query asks the API.
   */
  profile?: UserProfile;
}

/** The shell's providers: one query client (the session lives in it), styles, toasts, router. */
export function App({ profile }: AppProps) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (profile) client.setQueryData(profileQueryKey, profile);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <GlobalStyle />
      <Notifications />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
