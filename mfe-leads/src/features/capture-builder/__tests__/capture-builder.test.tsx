import type { CapturePageDto } from '@leadnest/contracts';
import { captureToasts, renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

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
  views: 1200,
  submissions: 54,
  conversionRate: 4.5,
};

// Under a loaded 2-core machine the first render takes seconds.
vi.setConfig({ testTimeout: 30_000 });

const toasts = captureToasts();

describe('CaptureBuilderPage', () => {
  it('previews live and shows the server message when Create fails', async () => {
    const fetch = routeFetch((method) => (method === 'POST' ? { status: 400, body: { message: 'Please enter a title.' } } : { body: [] }));
    renderWithClient(<CaptureBuilderPage />);
    expect(await screen.findByText('No capture pages yet')).toBeVisible();
    const preview = screen.getByTestId('phone-preview');
    expect(preview.textContent).toContain('Get Your Free Home Valuation');
    fireEvent.change(screen.getByLabelText('Button text'), { target: { value: 'Value My Home' } });
    expect(preview.textContent).toContain('Value My Home');
    fireEvent.click(screen.getByLabelText('Address'));
    expect(preview.textContent).toContain('Address');

    fireEvent.click(screen.getByRole('button', { name: 'Create Page' }));
    await waitFor(() => expect(toasts.at(-1)).toEqual({ title: 'Error', description: 'Please enter a title.', variant: 'destructive' }));
    const post = fetch.mock.calls.find((c) => c[1]?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({
      buttonText: 'Value My Home',
      fields: ['email', 'phone', 'address'],
      buttonColor: 'blue',
      backgroundImage: 'house1',
    });
  });

  it('lists pages with their badge, edits with PATCH, activates, and copies the link', async () => {
    const fetch = routeFetch((method) => (method === 'GET' ? { body: [existing] } : { body: { ...existing, isActive: true } }));
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithClient(<CaptureBuilderPage />);
    const item = await screen.findByTestId('capture-page');
    expect(within(item).getByText('Inactive')).toBeVisible();

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

  it('sends an invalid page to the server and shows its validation message in the Error toast', async () => {
    const fetch = routeFetch((method) =>
      method === 'POST' ? { status: 400, body: { message: 'Please enter a title.', fields: { title: 'Please enter a title.' } } } : { body: [] },
    );
    renderWithClient(<CaptureBuilderPage />);
    await screen.findByText('No capture pages yet');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Page' }));
    await waitFor(() => expect(toasts.at(-1)).toEqual({ title: 'Error', description: 'Please enter a title.', variant: 'destructive' }));
    expect(fetch.mock.calls.some((c) => c[1]?.method === 'POST')).toBe(true);
    expect(toasts.some((t) => t.description?.includes('Could not save the page'))).toBe(false);
  });

  it('shows each page’s views, submissions and conversion, its embed code, and deletes it after a confirm', async () => {
    const fetch = routeFetch((method) => (method === 'DELETE' ? { status: 204 } : { body: [existing] }));
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    renderWithClient(<CaptureBuilderPage />);
    const item = await screen.findByTestId('capture-page');
    const stats = within(item).getByTestId('capture-page-stats').textContent;
    expect(stats).toContain('Views1,200');
    expect(stats).toContain('Submissions54');
    expect(stats).toContain('Conversion4.5%');

    fireEvent.click(within(item).getByRole('button', { name: 'Embed Code' }));
    const code = (within(item).getByLabelText('Embed code') as HTMLTextAreaElement).value;
    expect(code).toContain('new URL("http://localhost/p/spring-abc")');
    expect(code).toContain('utm_source');
    expect(code).toContain("createElement('iframe')");

    fireEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(dialog.textContent).toContain('Delete Spring Open House?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some((c) => c[1]?.method === 'DELETE' && String(c[0]) === `/api/lead-capture-pages/${existing.id}`)).toBe(true),
    );
    await waitFor(() => expect(toasts.at(-1)).toEqual({ title: 'Page Deleted', description: 'Spring Open House' }));
  });
});
