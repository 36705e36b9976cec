import { publishNotification } from '@leadnest/session';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { Notifications, notify } from '../index';

// react-hot-toast asks matchMedia for prefers-reduced-motion; jsdom has none.
beforeAll(() => {
  if (typeof window.matchMedia === 'function') return;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
});

afterEach(() => {
  act(() => toast.remove());
  cleanup();
  vi.useRealTimers();
});

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });

describe('Notifications', () => {
  it('shows a notification with its title and description', async () => {
    render(<Notifications />);
    act(() => {
      notify({ title: 'Logged Out', description: "You've been successfully logged out." });
    });
    const card = await screen.findByRole('status');
    expect(card.textContent).toContain('Logged Out');
    expect(card.textContent).toContain("You've been successfully logged out.");
    expect(region().contains(card)).toBe(true);
  });

  it('marks a destructive notification as an alert', async () => {
    render(<Notifications />);
    act(() => {
      notify({ title: 'Logout Failed', description: 'Failed to log out. Please try again.', variant: 'destructive' });
    });
    const card = await screen.findByRole('alert');
    expect(card.getAttribute('data-variant')).toBe('destructive');
    expect(card.textContent).toContain('Logout Failed');
  });

  it('shows at most one notification at a time: a new one replaces the previous', async () => {
    render(<Notifications />);
    act(() => {
      notify({ title: 'First', description: 'one' });
    });
    await screen.findByText('First');
    act(() => {
      notify({ title: 'Second', description: 'two' });
    });
    await screen.findByText('Second');
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('hides a notification after 5000 ms', () => {
    vi.useFakeTimers();
    render(<Notifications />);
    act(() => {
      notify({ title: 'Saved', description: 'All good.' });
    });
    expect(screen.getByRole('status').textContent).toContain('Saved');
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('status').textContent).toContain('Saved');
    // Dismissed at 5000 ms (hidden at once), then taken out of the DOM after react-hot-toast's exit delay.
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('closes with its close button', async () => {
    render(<Notifications />);
    act(() => {
      notify({ title: 'Closable' });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Closable')).toBeNull();
  });

  it('focuses the notification region on F8', () => {
    render(
      <>
        <button type="button">Elsewhere</button>
        <Notifications />
      </>,
    );
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    expect(region().getAttribute('tabindex')).toBe('-1');
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(region());
  });

  it('ignores other keys', () => {
    render(<Notifications />);
    fireEvent.keyDown(window, { key: 'F7' });
    expect(document.activeElement).not.toBe(region());
  });

  it('shows what remotes publish through the session bridge', async () => {
    render(<Notifications />);
    act(() => {
      publishNotification({ title: 'From a remote', description: 'Published via @leadnest/session.' });
    });
    expect((await screen.findByRole('status')).textContent).toContain('From a remote');
  });

  it('stops listening to the bridge once unmounted', () => {
    const { unmount } = render(<Notifications />);
    unmount();
    publishNotification({ title: 'Too late' });
    render(<Notifications />);
    // Published while no one listened: kept and shown once the area is back.
    expect(screen.getByText('Too late')).toBeVisible();
  });

  it('shows the action as a link that navigates in the app and closes the notification', async () => {
    function Where() {
      const { pathname, search } = useLocation();
      return <output aria-label="location">{pathname + search}</output>;
    }
    render(
      <MemoryRouter initialEntries={['/calendar']}>
        <Notifications />
        <Where />
      </MemoryRouter>,
    );
    act(() => {
      publishNotification({
        title: 'New lead to claim',
        description: 'Dana is waiting.',
        action: { label: 'Open the pool', href: '/leads?assigned=unassigned' },
      });
    });
    const link = await screen.findByRole('link', { name: 'Open the pool' });
    expect(link.getAttribute('href')).toBe('/leads?assigned=unassigned');
    fireEvent.click(link);
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/leads?assigned=unassigned');
    expect(screen.queryByText('New lead to claim')).toBeNull();
  });

  it('outside a router, the action is a plain link; without one, there is no link', async () => {
    render(<Notifications />);
    act(() => {
      notify({ title: 'Plain', action: { label: 'Go', href: '/leads' } });
    });
    expect((await screen.findByRole('link', { name: 'Go' })).getAttribute('href')).toBe('/leads');
    act(() => {
      notify({ title: 'No action' });
    });
    await screen.findByText('No action');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
