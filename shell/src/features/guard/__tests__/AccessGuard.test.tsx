import { createQueryClient, type UserProfile } from '@leadnest/session';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { AccessGuard } from '../components/AccessGuard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The profile endpoint answers `profile` (a user, a status, or never). */
function mockProfile(profile: UserProfile | number | 'never') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (profile === 'never') return new Promise<Response>(() => undefined);
      if (typeof profile === 'number') return new Response('', { status: profile });
      return new Response(JSON.stringify(profile), { status: 200 });
    }),
  );
}

function renderGuarded(requiresPlan: boolean) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route
            path="/dashboard"
            element={
              <AccessGuard requiresPlan={requiresPlan}>
                <h1>Dashboard content</h1>
              </AccessGuard>
            }
          />
          <Route path="/login" element={<h1>Login screen</h1>} />
          <Route path="/pricing" element={<h1>Pricing screen</h1>} />
          <Route path="/" element={<h1>Home screen</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AccessGuard', () => {
  it('shows a spinner while the session loads', () => {
    mockProfile('never');
    renderGuarded(true);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeVisible();
    expect(screen.queryByText('Dashboard content')).toBeNull();
  });

  it('redirects to /login without a user', async () => {
    mockProfile(401);
    renderGuarded(false);
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeVisible();
  });

  it('redirects to /login when the profile call fails', async () => {
    mockProfile(500);
    renderGuarded(true);
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeVisible();
  });

  it('shows the Upgrade Required card when a plan is required and missing', async () => {
    mockProfile({ id: 'u1', firstName: 'Jane', plan: '' });
    renderGuarded(true);
    const card = within(await screen.findByTestId('upgrade-required'));
    expect(card.getByRole('heading', { level: 1 }).textContent).toBe('Upgrade Required');
    expect(card.getByText('Access to the dashboard requires an active subscription plan.')).toBeVisible();
    const list = within(card.getByRole('region', { name: 'Premium Features Locked' }));
    expect(list.getByRole('heading').textContent).toBe('Premium Features Locked');
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'AI phone receptionist',
      'Lead management dashboard',
      'Analytics and reporting',
      'Calendar integration',
      'Unlimited conversations',
    ]);
    expect(card.getByRole('link', { name: 'View Pricing Plans' }).getAttribute('href')).toBe('/pricing');
    expect(card.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('Dashboard content')).toBeNull();
  });

  it('leads to pricing and home from the card', async () => {
    mockProfile({ id: 'u1' });
    renderGuarded(true);
    await userEvent.click(await screen.findByRole('link', { name: 'View Pricing Plans' }));
    expect(await screen.findByRole('heading', { name: 'Pricing screen' })).toBeVisible();
  });

  it('shows the page to a user with a plan', async () => {
    mockProfile({ id: 'u1', plan: 'starter' });
    renderGuarded(true);
    expect(await screen.findByRole('heading', { name: 'Dashboard content' })).toBeVisible();
  });

  it('shows a page that needs no plan to a user without one', async () => {
    mockProfile({ id: 'u1', plan: null });
    renderGuarded(false);
    expect(await screen.findByRole('heading', { name: 'Dashboard content' })).toBeVisible();
  });
});

describe('AccessGuard on a marketing editors’ page', () => {
  function renderContent() {
    return render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/content']}>
          <Routes>
            <Route
              path="/content"
              element={
                <AccessGuard requiresPlan={false} requiresContentEditor pageTitle="Content">
                  <h1>Content editor</h1>
                </AccessGuard>
              }
            />
            <Route path="/dashboard" element={<h1>Dashboard screen</h1>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it('shows a user without the marketing role who to ask, not the page', async () => {
    mockProfile({ id: 'u1', plan: 'professional', canEditContent: false });
    renderContent();
    const card = await screen.findByTestId('content-editor-required');
    expect(within(card).getByRole('heading', { level: 1, name: 'You need the marketing role' })).toBeVisible();
    expect(card.textContent).toContain('Ask an admin to give you the marketing role');
    expect(screen.queryByText('Content editor')).toBeNull();
    await userEvent.click(within(card).getByRole('link', { name: 'Go to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeVisible();
  });

  it('shows the page to a marketing editor, even without a plan', async () => {
    mockProfile({ id: 'u2', canEditContent: true });
    renderContent();
    expect(await screen.findByRole('heading', { name: 'Content editor' })).toBeVisible();
    expect(screen.queryByTestId('content-editor-required')).toBeNull();
  });
});
