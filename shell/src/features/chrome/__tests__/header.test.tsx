import { type AppNotification, subscribeNotifications } from '@leadnest/session';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { Header } from '../components/Header';
import { json, mockApi, renderAt, signedInAs } from './harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Collects what the header publishes to the notification bridge. */
function collectNotifications() {
  const seen: AppNotification[] = [];
  const unsubscribe = subscribeNotifications((n) => seen.push(n));
  return { seen, unsubscribe };
}

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('Header navigation', () => {
  it('links the brand home and shows the four main links', async () => {
    mockApi({});
    renderAt(<Header />, '/about');
    expect(screen.getByRole('link', { name: 'LeadNest home' }).getAttribute('href')).toBe('/');
    const links = mainNav().getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Pricing', '/pricing'],
      ['Dashboard', '/dashboard'],
      ['About', '/about'],
    ]);
    await screen.findByRole('link', { name: 'Sign In' });
  });

  it.each([
    ['/', 'Home'],
    ['/pricing', 'Pricing'],
    ['/dashboard', 'Dashboard'],
    ['/dashboard/settings', 'Dashboard'],
    ['/about', 'About'],
  ])('highlights the current route at %s', async (path, current) => {
    mockApi({});
    renderAt(<Header />, path);
    const highlighted = mainNav()
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page');
    expect(highlighted.map((a) => a.textContent)).toEqual([current]);
    await screen.findByRole('link', { name: 'Sign In' });
  });

  it('highlights nothing on a page outside the four links', async () => {
    mockApi({});
    renderAt(<Header />, '/privacy');
    expect(mainNav().queryAllByRole('link', { current: 'page' })).toHaveLength(0);
    await screen.findByRole('link', { name: 'Sign In' });
  });
});

describe('Header session area', () => {
  it('shows Sign In and Get Started (to /signup) when signed out', async () => {
    mockApi({});
    renderAt(<Header />);
    expect((await screen.findByRole('link', { name: 'Sign In' })).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/signup');
    expect(screen.queryByTestId('user-menu-button')).toBeNull();
  });

  it('shows neither while the session is loading', () => {
    mockApi({ 'GET /api/user/profile': () => new Promise<Response>(() => undefined) });
    renderAt(<Header />);
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByTestId('user-menu-button')).toBeNull();
  });

  it('shows the user menu with the first name when signed in', async () => {
    mockApi(signedInAs({ id: 'u1', firstName: 'Jane', plan: 'starter' }));
    renderAt(<Header />);
    expect((await screen.findByTestId('user-menu-button')).textContent).toBe('Jane');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('reads Account without a first name', async () => {
    mockApi(signedInAs({ id: 'u1', firstName: '' }));
    renderAt(<Header />);
    expect((await screen.findByTestId('user-menu-button')).textContent).toBe('Account');
  });

  it('treats a failing profile call as signed out', async () => {
    mockApi({ 'GET /api/user/profile': () => new Response('boom', { status: 500 }) });
    renderAt(<Header />);
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});

describe('User menu', () => {
  async function openMenu() {
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('user-menu-button'));
    return user;
  }

  it('reaches every app section, Dashboard first, then Log out', async () => {
    mockApi(signedInAs({ id: 'u1', firstName: 'Jane' }));
    renderAt(<Header />);
    await openMenu();
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => [i.textContent, i.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Leads', '/leads'],
      ['Conversations', '/conversations'],
      ['Calendar', '/calendar'],
      ['Analytics', '/analytics'],
      ['AI Phone', '/ai-phone'],
      ['Settings', '/ai-settings'],
      ['Team', '/team'],
      ['Billing', '/billing'],
      ['Account', '/account'],
      ['Log out', null],
    ]);
  });

  it('reads Logging out... while pending, then shows the Logged Out toast and signs out', async () => {
    let finish: (res: Response) => void = () => undefined;
    let signedIn = true;
    const fetchMock = mockApi({
      // Like the real API: once the logout went through, the profile answers 401.
      'GET /api/user/profile': () => (signedIn ? json(200, { id: 'u1', firstName: 'Jane' }) : new Response('', { status: 401 })),
      'POST /api/auth/logout': () =>
        new Promise<Response>((resolve) => {
          finish = (res) => {
            signedIn = false;
            resolve(res);
          };
        }),
    });
    const { seen, unsubscribe } = collectNotifications();
    renderAt(<Header />);
    const user = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));

    const pending = await screen.findByRole('menuitem', { name: 'Logging out...' });
    expect(pending.getAttribute('aria-disabled')).toBe('true');
    expect(seen).toEqual([]);
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/auth/logout' && init?.method === 'POST')).toBe(true);

    finish(new Response(null, { status: 204 }));
    await waitFor(() => expect(seen).toEqual([{ title: 'Logged Out', description: "You've been successfully logged out." }]));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(screen.queryByTestId('user-menu-button')).toBeNull();
    unsubscribe();
  });

  it("shows Logout Failed with the server's message", async () => {
    mockApi({
      ...signedInAs({ id: 'u1', firstName: 'Jane' }),
      'POST /api/auth/logout': () => json(500, { message: 'Session store unavailable' }),
    });
    const { seen, unsubscribe } = collectNotifications();
    renderAt(<Header />);
    const user = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(seen).toEqual([{ title: 'Logout Failed', description: 'Session store unavailable', variant: 'destructive' }]));
    // Still signed in; the item is usable again.
    expect(screen.getByTestId('user-menu-button').textContent).toBe('Jane');
    unsubscribe();
  });

  it('falls back to the generic text when the server says nothing useful', async () => {
    mockApi({
      ...signedInAs({ id: 'u1', firstName: 'Jane' }),
      'POST /api/auth/logout': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { seen, unsubscribe } = collectNotifications();
    renderAt(<Header />);
    const user = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(seen).toEqual([{ title: 'Logout Failed', description: 'Failed to log out. Please try again.', variant: 'destructive' }]));
    unsubscribe();
  });
});
