import { profileQueryKey, publishNotification } from '@leadnest/session';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { mockFetch, renderPage } from '../../../test/render';
import { AdminLoginPage } from '../components/AdminLoginPage';
import { LoginPage } from '../components/LoginPage';
import { SignupPage } from '../components/SignupPage';

vi.mock('@leadnest/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@leadnest/session')>()),
  publishNotification: vi.fn(),
}));
const toast = vi.mocked(publishNotification);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

afterEach(() => {
  toast.mockReset();
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it('asks for both fields without calling the API', () => {
    const fetch = mockFetch(200);
    renderPage(<LoginPage />, '/login');
    click('Sign In');
    expect(toast).toHaveBeenCalledWith({ title: 'Missing Information', description: 'Please enter both email and password.', variant: 'destructive' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server message on a refusal, and sends only email and password', async () => {
    const fetch = mockFetch(401, { message: 'Invalid email or password. Please try again.' });
    renderPage(<LoginPage />, '/login');
    type('Email', 'a@b.co');
    type('Password', 'secret');
    click('Sign In');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Login Failed', description: 'Invalid email or password. Please try again.', variant: 'destructive' }),
    );
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ email: 'a@b.co', password: 'secret' });
  });

  it('says the server could not be reached on a network failure, never "Invalid email or password"', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderPage(<LoginPage />, '/login');
    type('Email', 'a@b.co');
    type('Password', 'secret');
    click('Sign In');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Login Failed',
        description: 'Could not reach the server. Check your connection and try again.',
        variant: 'destructive',
      }),
    );
  });

  it('says the server has a problem on a 5xx (a proxy’s HTML page is not shown)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html><body>502 Bad Gateway</body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } })),
    );
    renderPage(<LoginPage />, '/login');
    type('Email', 'a@b.co');
    type('Password', 'secret');
    click('Sign In');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Login Failed',
        description: 'The server is having a problem right now. Please try again in a moment.',
        variant: 'destructive',
      }),
    );
  });

  it('goes to /dashboard on success', async () => {
    mockFetch(200, { success: true, message: 'Login successful', user: { id: '1' } });
    renderPage(<LoginPage />, '/login');
    type('Email', 'a@b.co');
    type('Password', 'secret');
    click('Sign In');
    expect((await screen.findByTestId('navigated')).textContent).toBe('/dashboard');
  });

  it('returns to the page asked for (?next=), and only to a path of this site', async () => {
    mockFetch(200, { success: true, message: 'Login successful', user: { id: '1' } });
    renderPage(<LoginPage />, '/login?next=%2Fleads%3Fstage%3Dnew');
    type('Email', 'a@b.co');
    type('Password', 'secret');
    click('Sign In');
    expect((await screen.findByTestId('navigated')).textContent).toBe('/leads?stage=new');
  });

  it('ignores a ?next= to another site', async () => {
    mockFetch(200, { success: true, message: 'Login successful', user: { id: '1' } });
    renderPage(<LoginPage />, '/login?next=%2F%2Fevil.example%2Fleads');
    type('Email', 'a@b.co');
    type('Password', 'secret');
    click('Sign In');
    expect((await screen.findByTestId('navigated')).textContent).toBe('/dashboard');
  });

  it('toasts the verification result of /login?verified=1', () => {
    renderPage(<LoginPage />, '/login?verified=1');
    expect(toast).toHaveBeenCalledWith({ title: 'Email Verified', description: 'Your email has been verified. You can now sign in.' });
  });
});

describe('signing in again in the same tab', () => {
  it('fetches the session before /dashboard even when the cache says signed out and nothing watches it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL | Request) =>
        String(url).endsWith('/api/user/profile')
          ? new Response(JSON.stringify({ id: '1', firstName: 'Ada' }), { status: 200, headers: { 'Content-Type': 'application/json' } })
          : new Response(JSON.stringify({ success: true, message: 'Login successful', user: { id: '1' } }), {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            }),
      ),
    );
    const { queryClient } = renderPage(<LoginPage />, '/login');
    // What a sign-out earlier in this tab leaves behind.
    queryClient.setQueryData(profileQueryKey, null);
    type('Email', 'a@b.co');
    type('Password', 'secret');
    click('Sign In');
    expect(await screen.findByTestId('navigated')).toBeVisible();
    expect(queryClient.getQueryData(profileQueryKey)).toEqual({ id: '1', firstName: 'Ada' });
  });
});

describe('SignupPage', () => {
  it('goes on to the page asked for (?next=), a team invite’s /join, and keeps it on the Sign in link', async () => {
    mockFetch(201, { success: true, message: 'Account created', user: { id: '1' } });
    const next = '/join?token=abcdefghijklmnopqrstuvwxyz';
    renderPage(<SignupPage />, `/signup?next=${encodeURIComponent(next)}`);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`/login?next=${encodeURIComponent(next)}`);
    type('First name', 'A');
    type('Last name', 'B');
    type('Email', 'a@b.co');
    type('Password', '123456');
    click('Create Account');
    expect((await screen.findByTestId('navigated')).textContent).toBe(next);
  });

  it('requires the four fields, then a 6-character password', () => {
    const fetch = mockFetch(201);
    renderPage(<SignupPage />, '/signup');
    click('Create Account');
    expect(toast).toHaveBeenLastCalledWith({ title: 'Missing Information', description: 'Please fill in all required fields.', variant: 'destructive' });
    type('First name', 'A');
    type('Last name', 'B');
    type('Email', 'a@b.co');
    type('Password', '12345');
    click('Create Account');
    expect(toast).toHaveBeenLastCalledWith({
      title: 'Password Too Short',
      description: 'Password must be at least 6 characters long.',
      variant: 'destructive',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows Signup Failed with the server message', async () => {
    const fetch = mockFetch(409, { message: 'An account with this email already exists. Please sign in instead.' });
    renderPage(<SignupPage />, '/signup');
    type('First name', 'A');
    type('Last name', 'B');
    type('Email', 'a@b.co');
    type('Password', '123456');
    click('Create Account');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Signup Failed',
        description: 'An account with this email already exists. Please sign in instead.',
        variant: 'destructive',
      }),
    );
    expect(Object.keys(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).sort()).toEqual([
      'brokerage',
      'email',
      'firstName',
      'lastName',
      'password',
      'serviceArea',
    ]);
  });
});

describe('AdminLoginPage', () => {
  it('tells a refusal (Login Failed) from a network failure (Login Error)', async () => {
    mockFetch(401, {});
    renderPage(<AdminLoginPage />, '/admin-login');
    click('Sign In as Admin');
    expect(screen.getByText('Please enter the admin passcode.')).toBeVisible();
    type('Admin passcode', 'nope');
    click('Sign In as Admin');
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Login Failed', description: 'Invalid admin passcode', variant: 'destructive' }));
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    click('Sign In as Admin');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Login Error', description: 'Failed to authenticate. Please try again.', variant: 'destructive' }),
    );
  });

  it('announces success and goes to /dashboard', async () => {
    mockFetch(200, { success: true, message: 'Admin Login Successful', user: { id: 'admin' } });
    renderPage(<AdminLoginPage />, '/admin-login');
    type('Admin passcode', 'right');
    click('Sign In as Admin');
    expect(await screen.findByTestId('navigated')).toBeVisible();
    expect(toast).toHaveBeenCalledWith({ title: 'Admin Login Successful' });
  });
});
