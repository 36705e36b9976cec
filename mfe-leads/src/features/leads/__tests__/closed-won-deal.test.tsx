import type { LeadDetailDto } from '@leadnest/contracts';
import { captureToasts, renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { leadDetail } from '../../../test/leads-api';
import { LeadPanel } from '../components/LeadPanel';

const ID = 'b'.repeat(24);
const base = leadDetail({ id: ID, name: 'Bo Park', email: 'bo@example.com', stage: 'offer', score: 80 });

vi.setConfig({ testTimeout: 60_000 });

const toasts = captureToasts();

/** The API as the lead panel sees it: PATCH applies the patch (closing stamps closedAt), GET answers the lead as it now is. */
function mockLeadApi() {
  let lead = base;
  const patches: unknown[] = [];
  const fetch = routeFetch((method, url, body) => {
    if (url.endsWith('/conversation')) return { status: 404, body: { message: 'No conversation' } };
    if (method === 'PATCH') {
      patches.push(body);
      const patch = body as Partial<LeadDetailDto> & { salePrice?: number | null; commission?: number | null };
      lead = {
        ...lead,
        stage: patch.stage ?? lead.stage,
        deal: {
          salePrice: patch.salePrice !== undefined ? patch.salePrice : lead.deal.salePrice,
          commission: patch.commission !== undefined ? patch.commission : lead.deal.commission,
          closedAt: (patch.stage ?? lead.stage) === 'closed' ? '2030-02-01T10:00:00.000Z' : null,
        },
      };
      return { body: lead };
    }
    return { body: lead };
  });
  return { fetch, patches };
}

describe('Closed Won asks for the deal value', () => {
  it('opens after the move to Closed Won, checks the amounts, PATCHes them, and they can be changed later', async () => {
    const { patches } = mockLeadApi();
    renderWithClient(<LeadPanel leadId={ID} />);
    fireEvent.change(await screen.findByLabelText('Update Stage'), { target: { value: 'closed' } });

    const dialog = await screen.findByRole('dialog', { name: 'Closed Won: deal value' });
    expect(patches[0]).toEqual({ stage: 'closed' });
    expect(within(dialog).getByText(/Analytics counts your commission as revenue/)).toBeVisible();

    fireEvent.change(within(dialog).getByLabelText('Sale price (USD)'), { target: { value: 'lots' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Deal Value' }));
    expect(await within(dialog).findByText('Sale price must be an amount from 0 to 1,000,000,000.')).toBeVisible();
    expect(patches).toHaveLength(1);

    fireEvent.change(within(dialog).getByLabelText('Sale price (USD)'), { target: { value: '$450,000' } });
    fireEvent.change(within(dialog).getByLabelText('Your commission (USD)'), { target: { value: '13,500.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Deal Value' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches[1]).toEqual({ salePrice: 450000, commission: 13500.5 });
    expect(toasts.map((t) => t.title)).toContain('Deal Value Saved');
    expect(await screen.findByText('Sale price: $450,000.00 · Commission: $13,500.50')).toBeVisible();

    // Editable later on the lead; an emptied field clears it.
    fireEvent.click(screen.getByRole('button', { name: 'Edit Deal Value' }));
    const again = await screen.findByRole('dialog', { name: 'Closed Won: deal value' });
    expect((within(again).getByLabelText('Sale price (USD)') as HTMLInputElement).value).toBe('450000');
    fireEvent.change(within(again).getByLabelText('Your commission (USD)'), { target: { value: '' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Save Deal Value' }));
    await waitFor(() => expect(patches[2]).toEqual({ salePrice: 450000, commission: null }));
    expect(await screen.findByText('Sale price: $450,000.00 · Commission: not entered')).toBeVisible();
  });

  it('Skip leaves the deal empty (nothing sent), and other stages never ask', async () => {
    const { patches } = mockLeadApi();
    renderWithClient(<LeadPanel leadId={ID} />);
    fireEvent.change(await screen.findByLabelText('Update Stage'), { target: { value: 'showing' } });
    await waitFor(() => expect(patches).toEqual([{ stage: 'showing' }]));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('deal-value')).toBeNull();

    fireEvent.change(screen.getByLabelText('Update Stage'), { target: { value: 'closed' } });
    const dialog = await screen.findByRole('dialog', { name: 'Closed Won: deal value' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches).toHaveLength(2);
    expect(await screen.findByText('Sale price: not entered · Commission: not entered')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enter Deal Value' })).toBeVisible();
  });
});
