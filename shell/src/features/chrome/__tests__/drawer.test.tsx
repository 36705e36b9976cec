import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { Header } from '../components/Header';
import { mockApi, renderAt, signedInAs } from './harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openDrawer() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  const drawer = await screen.findByRole('dialog', { name: 'Navigation menu' });
  return { user, drawer: within(drawer) };
}

const hrefs = (links: HTMLElement[]) => links.map((a) => [a.textContent, a.getAttribute('href')]);

describe('Mobile drawer', () => {
  it('is closed until the menu button opens it', async () => {
    mockApi({});
    renderAt(<Header />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await openDrawer();
    expect(screen.getByRole('button', { name: 'Open menu', hidden: true }).getAttribute('aria-expanded')).toBe('true');
  });

  it('lists the four links, Sign In and Get Started (to /pricing)', async () => {
    mockApi({});
    renderAt(<Header />);
    const { drawer } = await openDrawer();
    expect(hrefs(drawer.getAllByRole('link'))).toEqual([
      ['Home', '/'],
      ['Pricing', '/pricing'],
      ['Dashboard', '/dashboard'],
      ['About', '/about'],
      ['Sign In', '/login'],
      ['Get Started', '/pricing'],
    ]);
  });

  it('reaches every app section when signed in (Dashboard is among the main links)', async () => {
    mockApi(signedInAs({ id: 'u1', firstName: 'Jane', plan: 'agency' }));
    renderAt(<Header />);
    await screen.findByTestId('user-menu-button');
    const { drawer } = await openDrawer();
    expect(hrefs(within(drawer.getByTestId('drawer-app-links')).getAllByRole('link'))).toEqual([
      ['Leads', '/leads'],
      ['Conversations', '/conversations'],
      ['Calendar', '/calendar'],
      ['Analytics', '/analytics'],
      ['AI Phone', '/ai-phone'],
      ['Settings', '/ai-settings'],
      ['Team', '/team'],
      ['Billing', '/billing'],
      ['Account', '/account'],
    ]);
  });

  it('shows Sign In and Get Started even when signed in', async () => {
    mockApi(signedInAs({ id: 'u1', firstName: 'Jane', plan: 'agency' }));
    renderAt(<Header />);
    await screen.findByTestId('user-menu-button');
    const { drawer } = await openDrawer();
    expect(drawer.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(drawer.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/pricing');
  });

  it('highlights the current route', async () => {
    mockApi({});
    renderAt(<Header />, '/about');
    const { drawer } = await openDrawer();
    expect(drawer.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');
    expect(drawer.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('closes and navigates when a link is chosen', async () => {
    mockApi({});
    renderAt(<Header />);
    const { user, drawer } = await openDrawer();
    await user.click(drawer.getByRole('link', { name: 'Pricing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/pricing');
  });

  it('closes on Get Started, which goes to /pricing', async () => {
    mockApi({});
    renderAt(<Header />);
    const { user, drawer } = await openDrawer();
    await user.click(drawer.getByRole('link', { name: 'Get Started' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/pricing');
  });

  it('closes with its close button and with Escape', async () => {
    mockApi({});
    renderAt(<Header />);
    let { user, drawer } = await openDrawer();
    await user.click(drawer.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    ({ user, drawer } = await openDrawer());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});
