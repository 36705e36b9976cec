import { renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { type AppNotification, subscribeNotifications } from '@leadnest/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ContactListsTab } from '../components/ContactListsTab';

/** Contact lists are what campaigns call: an Enterprise account's (campaigns-plan-notice.test.tsx has the others). */
const enterprise = { profile: { id: 'u1', plan: 'enterprise' as const } };

let toasts: AppNotification[] = [];
let unsubscribe: () => void = () => {};
beforeEach(() => {
  toasts = [];
  unsubscribe = subscribeNotifications((n) => toasts.push(n));
});
afterEach(() => {
  unsubscribe();
  vi.unstubAllGlobals();
});

describe('the dashboard panel’s Contacts tab', { timeout: 30_000 }, () => {
  it('says No Numbers for an empty paste, and adds pasted numbers to “Unnamed List” with the spec’s toast', async () => {
    const fetch = routeFetch((method, url) => {
      if (url === '/api/call-lists' && method === 'POST') return { status: 201, body: { id: 'l1', name: 'Unnamed List', added: 2, duplicates: 1, errors: [] } };
      return { body: [] };
    });
    renderWithClient(<ContactListsTab />, '/', enterprise);
    expect(await screen.findByText('No contact lists yet')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add Contacts' }));
    expect(toasts.at(-1)).toMatchObject({ title: 'No Numbers', description: 'Please enter at least one phone number' });
    await userEvent.type(screen.getByLabelText(/Phone numbers/), '512-555-0101, 512 555 0102');
    await userEvent.click(screen.getByRole('checkbox', { name: /gave prior express written consent/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Contacts' }));
    await waitFor(() =>
      expect(toasts.at(-1)).toMatchObject({ title: 'Contacts Added', description: '2 contacts added to Unnamed List (1 duplicate skipped)' }),
    );
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({
      name: 'Unnamed List',
      phoneNumbers: '512-555-0101, 512 555 0102',
      autoStart: false,
      consent: { method: 'written' },
    });
  });

  it('adds a CRM with its type’s label, and the import dialog says plainly that reading from it is not available yet', async () => {
    let crms: unknown[] = [];
    const fetch = routeFetch((method, url, body) => {
      if (url === '/api/crm-connections' && method === 'POST') {
        const b = body as { crmName: string; crmType: string };
        crms = [
          { id: 'k1', ...b, isActive: false, totalLeads: 0, statusText: 'Database integration not available yet', createdAt: '2030-01-01T00:00:00.000Z' },
        ];
        return { status: 201, body: crms[0] };
      }
      if (url === '/api/crm-connections') return { body: crms };
      return { body: [] };
    });
    renderWithClient(<ContactListsTab />, '/', enterprise);
    await userEvent.click(await screen.findByRole('button', { name: 'Import Number Lists' }));
    let dialog = await screen.findByRole('dialog', { name: 'Import Number Lists' });
    expect(await within(dialog).findByText('No CRM connected yet.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect a CRM first' }));
    dialog = await screen.findByRole('dialog', { name: 'Add CRM' });
    const type = within(dialog).getByLabelText(/CRM type/) as HTMLSelectElement;
    expect([...type.options].find((o) => o.value === 'custom')!.textContent).toBe('Custom CRM (Connect via API)');
    expect([...type.options].find((o) => o.value === 'hubspot')!.textContent).toBe('HubSpot (OAuth integration)');
    await userEvent.selectOptions(type, 'notion');
    expect(within(dialog).getByText('Database integration')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add CRM' }));
    await waitFor(() => expect(toasts.at(-1)?.title).toBe('CRM Added'));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ crmType: 'notion', crmName: 'Notion' });
    await userEvent.click(screen.getByRole('button', { name: 'Import Number Lists' }));
    dialog = await screen.findByRole('dialog', { name: 'Import Number Lists' });
    expect(await within(dialog).findByText(/Importing from Notion is not available yet/)).toBeVisible();
  });
});
