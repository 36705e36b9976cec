import { type CallListDto, CAMPAIGN_MESSAGES, contactCount } from '@leadnest/contracts';
import { renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ContactListsTab } from '../components/ContactListsTab';

const list = (over: Partial<CallListDto>): CallListDto => ({
  id: 'a'.repeat(24),
  userId: 'u1',
  name: 'Spring sellers',
  description: '',
  script: 'Ask about selling',
  status: 'active',
  priority: 'normal',
  dialing: false,
  pauseReason: null,
  quietUntil: null,
  totalContacts: 0,
  completedCalls: 0,
  successfulCalls: 0,
  createdAt: '2030-01-07T15:00:00.000Z',
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('contact counts read as words', { timeout: 30_000 }, () => {
  it('one contact is "1 contact", thousands carry a separator, in every toast text', () => {
    expect([0, 1, 2, 5000].map(contactCount)).toEqual(['0 contacts', '1 contact', '2 contacts', '5,000 contacts']);
    expect(CAMPAIGN_MESSAGES.importSuccess(5000, 'Open house')).toBe('5,000 contacts imported to Open house');
    expect(CAMPAIGN_MESSAGES.importSuccess(1, 'Open house')).toBe('1 contact imported to Open house');
    expect(CAMPAIGN_MESSAGES.contactsAdded(1, 'Unnamed List')).toBe('1 contact added to Unnamed List');
    expect(CAMPAIGN_MESSAGES.contactsAdded(1200, 'Unnamed List')).toBe('1,200 contacts added to Unnamed List');
  });

  it('the Contacts tab and its Manage Contacts dialog say "1 contact" and "5,000 contacts"', async () => {
    routeFetch((_method, url) => ({
      body:
        url === '/api/call-lists' ? [list({ id: 'b'.repeat(24), name: 'Just one', totalContacts: 1 }), list({ name: 'Farm area', totalContacts: 5000 })] : [],
    }));
    renderWithClient(<ContactListsTab />, '/', { profile: { id: 'u1', plan: 'enterprise', timeZone: 'America/New_York' } });
    const one = await screen.findByRole('listitem', { name: 'Just one' });
    expect(one.textContent).toContain('1 contact · created');
    const many = screen.getByRole('listitem', { name: 'Farm area' });
    expect(many.textContent).toContain('5,000 contacts · created');
    await userEvent.click(within(one).getByRole('button', { name: 'View Contacts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contacts: Just one' });
    expect(within(dialog).getByText('1 contact')).toBeVisible();
  });
});
