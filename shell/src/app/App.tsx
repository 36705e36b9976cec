import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@leadnest/session';
import { GlobalStyle } from '@leadnest/ui';
import { Notifications } from '../features/notifications';
import { AppRoutes } from './AppRoutes';

/** The shell's providers: one query client (the session lives in it), styles, toasts, router. */
export function App() {
  const [queryClient] = useState(createQueryClient);
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
