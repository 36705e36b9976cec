import type { LeadDto } from '@leadnest/contracts';
import { captureToasts, renderWithClient } from '@leadnest/remote-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { leadDetail, leadRow, routeLeadsApi, sentBody } from '../../../test/leads-api';
import { leadKeys } from '../api/keys';
import { LeadPanel } from '../components/LeadPanel';
import { LeadsPage } from '../components/LeadsPage';

vi.setConfig({ testTimeout: 60_000 });
const toasts = captureToasts();
const PROFILE = { id: 'u1', email: 'agent@example.com', plan: 'professional' as const, timeZone: 'America/Chicago' };

describe('Merge names which record was kept', () => {
  // Two records of one person with one name: the agent keeps the Facebook one.
  const kept: Partial<LeadDto> = {
    id: 'a'.repeat(24),
    name: 'Avery Nguyen',
    source: 'facebook',
    phone: '+15125550142',
    email: null,
    createdAt: '2030-03-03T16:00:00.000Z',
  };
  const other: Partial<LeadDto> = {
    id: 'b'.repeat(24),
    name: 'Avery Nguyen',
    source: 'instagram',
    email: 'avery.ig@example.com',
    phone: null,
    createdAt: '2030-03-01T16:00:00.000Z',
  };

  it('the toast says which was kept and which merged into it, by source, contact and the day each came in', async () => {
    const fetch = routeLeadsApi({
      leads: [leadRow(kept), leadRow(other)],
      detail: leadDetail(kept),
      routes: (method, url) => (method === 'POST' && url.endsWith('/merge') ? { body: leadDetail({ ...kept, email: other.email ?? null }) } : undefined),
    });
    renderWithClient(<LeadPanel leadId={kept.id!} />, '/', { profile: PROFILE });
    fireEvent.click(await screen.findByRole('button', { name: 'Merge…' }));
    const dialog = await screen.findByRole('dialog');
    const pick = await within(dialog).findByRole('button', { name: /Instagram/ });
    expect(pick.textContent).toContain('Instagram, avery.ig@example.com, added Mar 1, 2030');
    fireEvent.click(pick);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('Leads Merged'));
    expect(sentBody(fetch, 'POST', `/api/leads/${kept.id}/merge`)).toEqual({ otherId: other.id });
    const toast = toasts.find((t) => t.title === 'Leads Merged')!;
    expect(toast.description).toMatch(
      /^Kept Avery Nguyen \(Facebook, .*, added Mar 3, 2030\); Avery Nguyen \(Instagram, avery\.ig@example\.com, added Mar 1, 2030\) was merged into it\.$/,
    );
  });
});

describe('bulk stage change in a stage-filtered list', () => {
  it('still says what it did when the moved leads have left the list before the answer', async () => {
    let moved = false;
    const leads = [leadRow({ id: 'a'.repeat(24), name: 'Ann Lee' }), leadRow({ id: 'b'.repeat(24), name: 'Bo Diaz' })];
    const api = routeLeadsApi({
      leads,
      detail: leadDetail(),
      routes: (method, url) => {
        if (method === 'POST' && url === '/api/leads/bulk') return { body: { action: 'stage', count: 2 } };
        // Moved to Contacted, they are no longer New: the filtered list is empty.
        if (method === 'GET' && url.startsWith('/api/leads?') && moved) return { body: { leads: [], nextCursor: null } };
        return undefined;
      },
    });
    // The bulk answer waits until the test lets it go.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      if (init?.method === 'POST' && String(input) === '/api/leads/bulk') await answered;
      return api(input, init);
    });
    const { queryClient } = renderWithClient(<LeadsPage />, '/leads?stage=new');
    await screen.findByText('Bo Diaz');
    fireEvent.click(screen.getByLabelText('Select Ann Lee'));
    fireEvent.click(screen.getByLabelText('Select Bo Diaz'));
    const bar = screen.getByTestId('bulk-bar');
    fireEvent.change(within(bar).getByLabelText('New stage'), { target: { value: 'contacted' } });
    fireEvent.click(within(bar).getByRole('button', { name: 'Change stage' }));
    // The list refreshes (another tab, the live stream) and the moved leads leave it: their ticks, and the bar, go.
    moved = true;
    await queryClient.invalidateQueries({ queryKey: leadKeys.lists() });
    await waitFor(() => expect(screen.queryByTestId('bulk-bar')).toBeNull());
    answer();
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Stage Updated', description: '2 leads moved to Contacted' }));
    expect(sentBody(api, 'POST', '/api/leads/bulk')).toEqual({ action: 'stage', ids: ['a'.repeat(24), 'b'.repeat(24)], stage: 'contacted' });
  });
});

describe('Edit on a caller’s lead', () => {
  it('shows the lead’s own source, Phone, and does not send it when only the email changed', async () => {
    const caller = { id: 'c'.repeat(24), name: 'Phone caller', source: 'phone', phone: '+15125550177', email: null } as const;
    const fetch = routeLeadsApi({ leads: [leadRow(caller)], detail: leadDetail(caller) });
    renderWithClient(<LeadPanel leadId={caller.id} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const source = within(dialog).getByLabelText('Source') as HTMLSelectElement;
    expect(source.value).toBe('phone');
    expect(source.selectedOptions[0]!.textContent).toBe('Phone');
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'caller@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('Lead Updated'));
    expect(sentBody(fetch, 'PATCH', `/api/leads/${caller.id}`)).toEqual({ email: 'caller@example.com' });
  });
});
