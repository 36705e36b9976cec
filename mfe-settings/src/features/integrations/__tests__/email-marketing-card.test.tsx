import type { IntegrationDto } from '@leadnest/contracts';
import { renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { publishNotification } from '@leadnest/session';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';

import { IntegrationCard } from '../components/IntegrationCard';

vi.mock('@leadnest/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@leadnest/session')>()),
  publishNotification: vi.fn(),
}));
const toast = vi.mocked(publishNotification);
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const EMAIL: IntegrationDto = { platform: 'email', isActive: true, configured: true, account: 'Garcia Realty', connectedAt: '2026-11-25T03:00:00.000Z' };
const AUDIENCES = [
  { id: 'a1b2c3d4e5', name: 'Buyers & Sellers', memberCount: 1204 },
  { id: 'f6g7h8i9j0', name: 'Newsletter', memberCount: 0 },
];

afterEach(() => {
  toast.mockReset();
  vi.unstubAllGlobals();
});

describe('the Email Marketing card', () => {
  it('says Mailchimp is not configured on a server without a Mailchimp app, and offers no Connect', () => {
    renderWithClient(<IntegrationCard integration={{ ...EMAIL, isActive: false, configured: false, account: null }} />);
    expect(screen.getByText('Mailchimp is not configured on this server.')).toBeVisible();
    expect(screen.getByText('Not Connected')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('connects through Mailchimp: the button asks the server for the sign-in address', async () => {
    const fetch = routeFetch(() => ({ status: 409, body: { message: 'Mailchimp is not configured on this server.' } }));
    renderWithClient(<IntegrationCard integration={{ ...EMAIL, isActive: false, account: null }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Connect Mailchimp' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Connection Failed', description: 'Mailchimp is not configured on this server.' })),
    );
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/integrations/email/connect');
  });

  it('lists the audiences once connected and saves the one chosen', async () => {
    const fetch = routeFetch((method, url, body) => {
      if (method === 'GET' && url === '/api/integrations/mailchimp/audiences') return { body: { audiences: AUDIENCES, selectedId: null } };
      if (method === 'PUT' && url === '/api/integrations/mailchimp/audience')
        return { body: { audience: AUDIENCES.find((a) => a.id === (body as { audienceId: string }).audienceId) } };
      return { status: 404, body: { message: 'not here' } };
    });
    renderWithClient(<IntegrationCard integration={EMAIL} />);
    expect(screen.getByRole('status', { name: 'Loading your audiences' })).toBeVisible();
    const select = (await screen.findByLabelText('Audience for new leads')) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect([...select.options].map((o) => o.text)).toEqual(['Choose an audience…', 'Buyers & Sellers (1,204)', 'Newsletter (0)']);
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'f6g7h8i9j0' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Audience Saved', description: 'New leads join Newsletter, tagged with their stage.' }),
      ),
    );
    expect(
      fetch.mock.calls.some(
        ([url, init]) => url === '/api/integrations/mailchimp/audience' && init?.method === 'PUT' && JSON.parse(String(init.body)).audienceId === 'f6g7h8i9j0',
      ),
    ).toBe(true);
    await waitFor(() => expect(screen.queryByText('Choose an audience…')).toBeNull());
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows an empty account, and Mailchimp’s failure with a way to try again', async () => {
    let answer: { status: number; body: unknown } = { status: 503, body: { message: 'Mailchimp could not be reached. Please try again.' } };
    routeFetch(() => answer);
    renderWithClient(<IntegrationCard integration={EMAIL} />);
    expect(await screen.findByText('Mailchimp could not be reached. Please try again.')).toBeVisible();
    answer = { status: 200, body: { audiences: [], selectedId: null } };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your Mailchimp account has no audiences yet. Create one in Mailchimp, then check again.')).toBeVisible();
  });

  it('reports a refused save with the server’s message', async () => {
    routeFetch((method) =>
      method === 'PUT'
        ? { status: 400, body: { message: 'That audience is not in your Mailchimp account.' } }
        : { body: { audiences: AUDIENCES, selectedId: 'a1b2c3d4e5' } },
    );
    renderWithClient(<IntegrationCard integration={EMAIL} />);
    fireEvent.change(await screen.findByLabelText('Audience for new leads'), { target: { value: 'f6g7h8i9j0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Save Failed', description: 'That audience is not in your Mailchimp account.', variant: 'destructive' }),
      ),
    );
  });
});
