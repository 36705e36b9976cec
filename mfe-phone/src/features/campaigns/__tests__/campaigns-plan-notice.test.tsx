import { renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import type { UserProfile } from '@leadnest/session';
import { screen, within } from '@testing-library/react';

import { CampaignsScreen } from '../components/CampaignsScreen';
import { ContactListsTab } from '../components/ContactListsTab';

const profile = (plan: UserProfile['plan']): UserProfile => ({ id: 'u1', email: 'a@example.com', plan });

afterEach(() => vi.unstubAllGlobals());

/** Every request the screen makes, answered with an empty list. */
const recordRequests = () => routeFetch(() => ({ body: [] }));
const campaignRequests = (fetch: ReturnType<typeof routeFetch>) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => /call-list|campaign-settings|crm-connections/.test(url));

describe('campaigns on a plan without them', { timeout: 30_000 }, () => {
  it('Outbound Campaigns says up front that campaigns are Enterprise, names the agent’s plan and links to Billing, and builds nothing', async () => {
    const fetch = recordRequests();
    renderWithClient(<CampaignsScreen />, '/', { profile: profile('professional') });
    const notice = await screen.findByRole('note', { name: 'Campaigns plan' });
    expect(within(notice).getByText('Campaigns are included in the Enterprise plan and above')).toBeVisible();
    expect(notice.textContent).toContain('Your Professional plan does not include them. Upgrade on the Billing page to create a campaign.');
    expect(within(notice).getByRole('link', { name: 'See plans on the Billing page' })).toHaveAttribute('href', '/billing');
    expect(screen.queryByRole('button', { name: 'Create Campaign' })).toBeNull();
    expect(screen.queryByLabelText(/Calls at once/)).toBeNull();
    expect(campaignRequests(fetch)).toEqual([]);
  });

  it('the Contacts tab says so before any import, and an account without a plan is told it has none', async () => {
    const fetch = recordRequests();
    renderWithClient(<ContactListsTab />, '/', { profile: profile(null) });
    const notice = await screen.findByRole('note', { name: 'Campaigns plan' });
    expect(notice.textContent).toContain('Your account has no plan yet. Upgrade on the Billing page to import a contact list.');
    expect(screen.queryByRole('button', { name: 'Import Number Lists' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add CRM' })).toBeNull();
    expect(screen.queryByLabelText(/Phone numbers/)).toBeNull();
    expect(campaignRequests(fetch)).toEqual([]);
  });

  it('shows the builder on Enterprise and Agency', async () => {
    for (const plan of ['enterprise', 'agency'] as const) {
      recordRequests();
      const { unmount } = renderWithClient(<CampaignsScreen />, '/', { profile: profile(plan) });
      expect(await screen.findByText('No campaigns yet')).toBeVisible();
      expect(screen.queryByRole('note', { name: 'Campaigns plan' })).toBeNull();
      unmount();
    }
  });
});
