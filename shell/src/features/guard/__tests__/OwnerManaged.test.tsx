import { createQueryClient, type UserProfile } from '@leadnest/session';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { APP_LINKS, appLinksFor } from '../../chrome/links';
import { OwnerManaged, ownerManagedText } from '../components/OwnerManaged';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAs(profile: UserProfile) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(profile), { status: 200 })),
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/ai-phone']}>
        <OwnerManaged pageTitle="AI Phone Receptionist">
          <h1>Phone page</h1>
        </OwnerManaged>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const base: UserProfile = { id: 'u1', email: 'member@example.com', firstName: 'Mia', plan: 'agency', role: 'user' };

describe('the account’s settings for a team member (docs/decisions/0034-teams.md)', () => {
  it('an agent or admin of a team sees who manages the page, with the way to their work', async () => {
    renderAs({ ...base, teamRole: 'agent' });
    expect(await screen.findByRole('heading', { name: 'Managed by your team’s owner' })).toBeTruthy();
    expect(screen.getByText(ownerManagedText('AI Phone Receptionist'))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Leads' }).getAttribute('href')).toBe('/leads');
    expect(screen.getByRole('link', { name: 'See your team' }).getAttribute('href')).toBe('/team');
    expect(screen.queryByText('Phone page')).toBeNull();
  });

  it('the owner, and anyone alone, gets the page', async () => {
    renderAs(base);
    expect(await screen.findByText('Phone page')).toBeTruthy();
    expect(screen.queryByTestId('owner-managed')).toBeNull();
  });

  it('the menus leave the owner’s pages out for a member only', () => {
    const labels = (user: UserProfile) => appLinksFor(user).map((l) => l.label);
    expect(labels(base)).toEqual(APP_LINKS.map((l) => l.label));
    expect(labels({ ...base, teamRole: 'admin' })).toEqual(['Dashboard', 'Leads', 'Conversations', 'Calendar', 'Analytics', 'Team', 'Account']);
  });
});
