import { SESSION_ENDED_STATE } from '@leadnest/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { LoginPage } from '../components/LoginPage';

/** /login as the shell opens it: with the page to go back to, and the router state it sets when the session ended. */
function renderLogin(state?: unknown) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: '/login', search: '?next=%2Fleads', state }]}>
        <LoginPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('LoginPage after a session ended', () => {
  it('says the session ended, above the form', () => {
    renderLogin(SESSION_ENDED_STATE);
    expect(screen.getByRole('status').textContent).toBe('Your session ended. Please sign in again.');
  });

  it('says nothing of a session to a visitor who came to sign in', () => {
    renderLogin();
    expect(screen.queryByText(/Your session ended/)).toBeNull();
  });
});
