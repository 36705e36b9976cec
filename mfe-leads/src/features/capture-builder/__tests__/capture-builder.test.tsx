import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { subscribeNotifications, type AppNotification } from '@leadnest/session';
import type { CapturePageDto } from '@leadnest/contracts';
import { renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { CaptureBuilderPage } from '../components/CaptureBuilderPage';

const existing: CapturePageDto = {
  id: 'b'.repeat(24),
  userId: 'u'.repeat(24),
  slug: 'spring-abc',
  publicUrl: 'http://localhost/p/spring-abc',
  title: 'Spring Open House',
  description: 'See it first',
  buttonText: 'Book',
  backgroundImage: 'house2',
  buttonColor: 'orange',
  fields: ['email'],
  isActive: false,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};

let toasts: AppNotification[] = [];
let unsubscribe: () => void = () => undefined;
beforeEach(() => {
  toasts = [];
  unsubscribe = subscribeNotifications((n) => toasts.push(n));
});
afterEach(() => {
  unsubscribe();
  vi.unstubAllGlobals();
});

describe('CaptureBuilderPage', () => {
  it('previews live and shows the server message when Create fails', async () => {
    const fetch = routeFetch((method) => (method === 'POST' ? { status: 400, body: { message: 'Please enter a title.' } } : { body: [] }));
    renderWithClient(<CaptureBuilderPage />);
    expect(await screen.findByText('No capture pages yet')).toBeTruthy();
    const preview = screen.getByTestId('phone-preview');
    expect(preview.textContent).toContain('Get Your Free Home Valuation');
    fireEvent.change(screen.getByLabelText('Button text'), { target: { value: 'Value My Home' } });
    expect(preview.textContent).toContain('Value My Home');
    fireEvent.click(screen.getByLabelText('Address'));
    expect(preview.textContent).toContain('Address');

    fireEvent.click(screen.getByRole('button', { name: 'Create Page' }));
    await waitFor(() => expect(toasts.at(-1)).toEqual({ title: 'Error', description: 'Please enter a title.', variant: 'destructive' }));
    const post = fetch.mock.calls.find((c) => c[1]?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({ buttonText: 'Value My Home', fields: ['email', 'phone', 'address'], buttonColor: 'blue', backgroundImage: 'house1' });
  });

  it('lists pages with their badge, edits with PATCH, activates, and copies the link', async () => {
    const fetch = routeFetch((method) => (method === 'GET' ? { body: [existing] } : { body: { ...existing, isActive: true } }));
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithClient(<CaptureBuilderPage />);
    const item = await screen.findByTestId('capture-page');
    expect(within(item).getByText('Inactive')).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://localhost/p/spring-abc'));
    await waitFor(() => expect(toasts.at(-1)?.title).toBe('Link Copied'));

    fireEvent.click(within(item).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(fetch.mock.calls.some((c) => String(c[0]).endsWith('/activate') && c[1]?.method === 'POST')).toBe(true));

    fireEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Spring Open House');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Summer Open House' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fetch.mock.calls.some((c) => c[1]?.method === 'PATCH')).toBe(true));
    const patch = fetch.mock.calls.find((c) => c[1]?.method === 'PATCH')!;
    expect(String(patch[0])).toBe(`/api/lead-capture-pages/${existing.id}`);
    expect(JSON.parse(String(patch[1]!.body))).toMatchObject({ title: 'Summer Open House', buttonColor: 'orange', fields: ['email'] });
  });

  it('selects the link when the clipboard is unavailable', async () => {
    routeFetch(() => ({ body: [existing] }));
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    renderWithClient(<CaptureBuilderPage />);
    const item = await screen.findByTestId('capture-page');
    fireEvent.click(within(item).getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(toasts.at(-1)?.title).toBe('Copy the Link'));
    expect(document.activeElement).toBe(within(item).getByRole('textbox'));
  });
});
