import { profileQueryKey, publishNotification } from '@leadnest/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { AccountPage } from '../components/AccountPage';

vi.mock('@leadnest/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@leadnest/session')>()),
  publishNotification: vi.fn(),
}));
const toast = vi.mocked(publishNotification);

// The time zone select holds every IANA zone (~420 options): jsdom renders it slowly on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const PROFILE = {
  id: 'u1',
  email: 'ada@example.com',
  role: 'user',
  firstName: 'Ada',
  lastName: 'Lovelace',
  brokerage: 'Lovelace Realty',
  serviceArea: 'Austin, TX',
  timeZone: 'America/Chicago',
  emailVerified: false,
  plan: null,
};

type Answer = { status: number; body: unknown };
/** A fetch that answers each call by method and path, recording every call. */
function mockApi(answers: Record<string, Answer>) {
  const fn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const answer = answers[`${init?.method ?? 'GET'} ${String(url)}`] ?? { status: 404, body: { message: 'not here' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(profileQueryKey, PROFILE);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AccountPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const bodyOf = (fetch: ReturnType<typeof mockApi>, call: string) => {
  const found = fetch.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === call);
  return found ? JSON.parse(String(found[1]!.body)) : undefined;
};

afterEach(() => {
  toast.mockReset();
  vi.unstubAllGlobals();
});

describe('AccountPage', () => {
  it('shows the saved details and saves the changed ones, time zone included', async () => {
    const fetch = mockApi({
      'GET /api/user/profile': { status: 200, body: PROFILE },
      'PUT /api/user/profile': { status: 200, body: { ...PROFILE, brokerage: 'Summit Homes', timeZone: 'Asia/Tokyo' } },
    });
    renderPage();
    expect(((await screen.findByLabelText('Brokerage')) as HTMLInputElement).value).toBe('Lovelace Realty');
    expect((screen.getByLabelText('Time zone') as HTMLSelectElement).value).toBe('America/Chicago');
    type('Brokerage', 'Summit Homes');
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'Asia/Tokyo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Profile Saved', description: 'Your details have been updated.' }));
    expect(bodyOf(fetch, 'PUT /api/user/profile')).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      brokerage: 'Summit Homes',
      serviceArea: 'Austin, TX',
      timeZone: 'Asia/Tokyo',
    });
  });

  it('requires a first name before saving', async () => {
    const fetch = mockApi({ 'GET /api/user/profile': { status: 200, body: PROFILE } });
    renderPage();
    await screen.findByLabelText('First name');
    type('First name', '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('First name is required')).toBeVisible();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('changes the password: checks the fields, sends current and new, shows a wrong current password under its field', async () => {
    const fetch = mockApi({
      'GET /api/user/profile': { status: 200, body: PROFILE },
      'POST /api/auth/change-password': {
        status: 400,
        body: {
          code: 'CURRENT_PASSWORD_WRONG',
          message: 'Your current password is incorrect.',
          fields: { currentPassword: 'Your current password is incorrect.' },
        },
      },
    });
    renderPage();
    const form = within((await screen.findByRole('heading', { name: 'Password' })).closest('section')!);
    fireEvent.click(form.getByRole('button', { name: 'Change Password' }));
    expect(form.getByText('Please enter your current password.')).toBeVisible();
    type('Current password', 'old secret words');
    type('New password', 'new secret words');
    type('Confirm new password', 'other words');
    fireEvent.click(form.getByRole('button', { name: 'Change Password' }));
    expect(form.getByText("Passwords don't match")).toBeVisible();
    type('Confirm new password', 'new secret words');
    fireEvent.click(form.getByRole('button', { name: 'Change Password' }));
    expect(await form.findByText('Your current password is incorrect.')).toBeVisible();
    expect(bodyOf(fetch, 'POST /api/auth/change-password')).toEqual({ currentPassword: 'old secret words', newPassword: 'new secret words' });
    expect(toast).toHaveBeenCalledWith({ title: 'Password Not Changed', description: 'Your current password is incorrect.', variant: 'destructive' });
  });

  it('offers a new verification mail while the email is not verified', async () => {
    const fetch = mockApi({
      'GET /api/user/profile': { status: 200, body: PROFILE },
      'POST /api/auth/resend-verification': { status: 200, body: { success: true, message: 'We have sent a new verification link to your email address.' } },
    });
    renderPage();
    expect((await screen.findByTestId('account-email')).textContent).toBe('ada@example.com');
    expect(screen.getByText('Not verified')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Verification Sent', description: 'We have sent a new verification link to your email address.' }),
    );
    expect(fetch.mock.calls.filter(([url]) => String(url) === '/api/auth/resend-verification')).toHaveLength(1);
  });

  it('asks for the new address and the current password, then shows the address waiting for confirmation', async () => {
    let changed = false;
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${String(url)}`;
      if (call === 'POST /api/auth/change-email') changed = true;
      const body =
        call === 'POST /api/auth/change-email'
          ? { success: true, message: 'We have sent a confirmation link to your new address. Your email changes when you open it.' }
          : { ...PROFILE, pendingEmail: changed ? 'ada@new.example' : null };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetch);
    renderPage();
    const form = within(await screen.findByRole('form', { name: 'Change email' }));
    fireEvent.click(form.getByRole('button', { name: 'Change Email' }));
    expect(form.getByText('Please enter a valid email')).toBeVisible();
    fireEvent.change(form.getByLabelText('New email'), { target: { value: 'Ada@New.example' } });
    fireEvent.change(form.getByLabelText('Password'), { target: { value: 'my password' } });
    fireEvent.click(form.getByRole('button', { name: 'Change Email' }));
    expect((await screen.findByTestId('pending-email')).textContent).toContain('ada@new.example');
    const sent = fetch.mock.calls.find(([url]) => String(url) === '/api/auth/change-email');
    expect(JSON.parse(String(sent![1]!.body))).toEqual({ newEmail: 'ada@new.example', currentPassword: 'my password' });
    expect(toast).toHaveBeenCalledWith({
      title: 'Check Your New Inbox',
      description: 'We have sent a confirmation link to your new address. Your email changes when you open it.',
    });
  });

  it('says so when the account cannot be loaded', async () => {
    mockApi({ 'GET /api/user/profile': { status: 500, body: { message: 'Something went wrong on our side.' } } });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Your account could not be loaded.');
  });
});
