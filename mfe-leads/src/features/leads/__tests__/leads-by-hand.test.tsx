import type { LeadDetailDto, LeadDto } from '@leadnest/contracts';
import { captureToasts, renderWithClient } from '@leadnest/remote-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { leadDetail, leadRow, routeLeadsApi, sentBody as bodyOf } from '../../../test/leads-api';
import { LeadPanel } from '../components/LeadPanel';
import { LeadsPage } from '../components/LeadsPage';

const lead = (over: Partial<LeadDto> = {}) => leadRow({ phone: '+15550100100', ...over });
const detail = (over: Partial<LeadDto> = {}) => leadDetail({ phone: '+15550100100', ...over });

function mockApi(created: Partial<LeadDetailDto & { merged: boolean }> = {}) {
  return routeLeadsApi({
    leads: [lead(), lead({ id: 'b'.repeat(24), name: 'Bo Diaz' })],
    detail: detail(),
    routes: (method, url) => {
      if (method === 'POST' && url === '/api/leads')
        return { status: created.merged ? 200 : 201, body: { ...detail({ id: 'c'.repeat(24), name: 'Maya Ortiz' }), merged: false, ...created } };
      if (method === 'POST' && url === '/api/leads/bulk') return { body: { action: 'stage', count: 2 } };
      return undefined;
    },
  });
}

vi.setConfig({ testTimeout: 60_000 });
const toasts = captureToasts();

describe('Add Lead', () => {
  it('shows the schema’s messages, then sends name, contact, source, stage, notes and consent', async () => {
    const fetch = mockApi();
    renderWithClient(<LeadsPage />);
    await screen.findByText('Ann Lee');
    fireEvent.click(screen.getByRole('button', { name: 'Add Lead' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '555' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Lead' }));
    expect(await within(dialog).findByText('Please enter the lead’s name.')).toBeVisible();
    expect(within(dialog).getByText('Please enter a valid phone number (at least 10 digits).')).toBeVisible();
    expect(bodyOf(fetch, 'POST', '/api/leads')).toBeUndefined();

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Maya Ortiz' } });
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '(415) 555-0142' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'maya@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Source'), { target: { value: 'facebook' } });
    fireEvent.change(within(dialog).getByLabelText('Stage'), { target: { value: 'contacted' } });
    fireEvent.change(within(dialog).getByLabelText('Notes'), { target: { value: 'Met at the open house' } });
    fireEvent.click(within(dialog).getByLabelText(/agreed to be called and texted/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Lead' }));
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('Lead Added'));
    expect(bodyOf(fetch, 'POST', '/api/leads')).toEqual({
      name: 'Maya Ortiz',
      email: 'maya@example.com',
      phone: '(415) 555-0142',
      source: 'facebook',
      stage: 'contacted',
      note: 'Met at the open house',
      consent: true,
    });
  });

  it('says so when the person was already a lead (merged)', async () => {
    mockApi({ merged: true, name: 'Ann Lee' });
    renderWithClient(<LeadsPage />);
    await screen.findByText('Bo Diaz');
    fireEvent.click(screen.getByRole('button', { name: 'Add Lead' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Ann L.' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Lead' }));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ title: 'Lead Merged' })));
  });
});

describe('bulk actions', () => {
  it('ticks leads, moves them to a stage; delete asks first', async () => {
    const fetch = mockApi();
    renderWithClient(<LeadsPage />);
    await screen.findByText('Bo Diaz');
    fireEvent.click(screen.getByLabelText('Select Ann Lee'));
    fireEvent.click(screen.getByLabelText('Select Bo Diaz'));
    const bar = screen.getByTestId('bulk-bar');
    expect(within(bar).getByText('2 selected')).toBeVisible();
    fireEvent.change(within(bar).getByLabelText('New stage'), { target: { value: 'qualified' } });
    fireEvent.click(within(bar).getByRole('button', { name: 'Change stage' }));
    await waitFor(() => expect(toasts.map((t) => t.description)).toContain('2 leads moved to Qualified'));
    expect(bodyOf(fetch, 'POST', '/api/leads/bulk')).toEqual({ action: 'stage', ids: ['a'.repeat(24), 'b'.repeat(24)], stage: 'qualified' });
    await waitFor(() => expect(screen.queryByTestId('bulk-bar')).toBeNull());

    fireEvent.click(screen.getByLabelText('Select Bo Diaz'));
    fireEvent.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Delete 1 lead?')).toBeVisible();
  });
});

describe('edit contact fields on the panel', () => {
  it('sends only what changed', async () => {
    const fetch = mockApi();
    renderWithClient(<LeadPanel leadId={'a'.repeat(24)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '512.555.0199' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('Lead Updated'));
    expect(bodyOf(fetch, 'PATCH', `/api/leads/${'a'.repeat(24)}`)).toEqual({ phone: '512.555.0199', email: null });
  });
});
