import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { Header } from '../components/Header';
import { APP_LINKS, appLinksFor } from '../links';
import { mockApi, renderAt, signedInAs } from './harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Content link (marketing editors)', () => {
  it('is added for an editor only, after the app sections, also for a team member who is one', () => {
    const labels = (user: Parameters<typeof appLinksFor>[0]) => appLinksFor(user).map((l) => l.label);
    expect(labels({ id: 'u1' })).not.toContain('Content');
    expect(labels({ id: 'u1', canEditContent: false })).not.toContain('Content');
    expect(appLinksFor({ id: 'u1', canEditContent: true })).toEqual([...APP_LINKS, { label: 'Content', to: '/content' }]);
    expect(labels({ id: 'u2', teamRole: 'agent', canEditContent: true }).at(-1)).toBe('Content');
  });

  it('shows in the user menu, before Log out, and in the drawer for an editor', async () => {
    mockApi(signedInAs({ id: 'u1', firstName: 'Mia', canEditContent: true }));
    renderAt(<Header />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('user-menu-button'));
    const items = screen.getAllByRole('menuitem').map((i) => [i.textContent, i.getAttribute('href')]);
    expect(items.slice(-2)).toEqual([
      ['Content', '/content'],
      ['Log out', null],
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Navigation menu' }));
    expect(within(drawer.getByTestId('drawer-app-links')).getByRole('link', { name: 'Content' }).getAttribute('href')).toBe('/content');
  });

  it('is not in the user menu of someone without the role', async () => {
    mockApi(signedInAs({ id: 'u1', firstName: 'Jane', canEditContent: false }));
    renderAt(<Header />);
    await userEvent.setup().click(await screen.findByTestId('user-menu-button'));
    expect(screen.queryByRole('menuitem', { name: 'Content' })).toBeNull();
  });
});
