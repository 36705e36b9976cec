import { publishNotification } from '@leadnest/session';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { mockFetch, renderPage } from '../../../test/render';
import { ForgotPasswordPage } from '../components/ForgotPasswordPage';
import { LoginPage } from '../components/LoginPage';
import { ResetPasswordPage } from '../components/ResetPasswordPage';

vi.mock('@leadnest/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@leadnest/session')>()),
  publishNotification: vi.fn(),
}));
const toast = vi.mocked(publishNotification);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const SAME_ANSWER = 'If an account exists for that email, we have sent a link to reset its password. The link works for 1 hour.';
const INVALID = 'This reset link is not valid or has expired. Please ask for a new one.';

// The first render of a file loads the page's modules: seconds on a loaded shared machine.
vi.setConfig({ testTimeout: 30_000 });

/**
 * The reset page's two calls: the link check when it opens (GET, answering
 * `check`) and the reset itself (POST, answering `reset`); every call recorded.
 */
function mockResetApi(reset: { status: number; body?: unknown }, check: { status: number; body?: unknown } = { status: 200, body: { valid: true } }) {
  const answer = ({ status, body }: { status: number; body?: unknown }) =>
    new Response(JSON.stringify(body ?? {}), { status, headers: { 'Content-Type': 'application/json' } });
  const fn = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => answer(init?.method === 'POST' ? reset : check));
  vi.stubGlobal('fetch', fn);
  return { fn, posts: () => fn.mock.calls.filter(([, init]) => init?.method === 'POST') };
}

/** The form, once the link check said the link works. */
const formShown = () => screen.findByLabelText('New password');

afterEach(() => {
  toast.mockReset();
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it('links to /forgot-password', () => {
    renderPage(<LoginPage />, '/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
  });
});

describe('ForgotPasswordPage', () => {
  it('checks the email in the browser before asking the server', () => {
    const fetch = mockFetch(200);
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    type('Email', 'not-an-email');
    click('Send Reset Link');
    expect(screen.getByText('Please enter a valid email')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the email and shows the server’s answer in place of the form', async () => {
    const fetch = mockFetch(200, { success: true, message: SAME_ANSWER });
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    type('Email', ' Ada@Example.com ');
    click('Send Reset Link');
    expect((await screen.findByTestId('reset-requested')).textContent).toBe(SAME_ANSWER);
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/auth/forgot-password');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ email: 'ada@example.com' });
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('toasts the server’s message when it refuses (too many requests)', async () => {
    mockFetch(429, { message: 'Too many reset requests. Please wait a while and try again.' });
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    type('Email', 'ada@example.com');
    click('Send Reset Link');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Request Failed',
        description: 'Too many reset requests. Please wait a while and try again.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByLabelText('Email')).toBeVisible();
  });
});

describe('ResetPasswordPage', () => {
  it('says the link is not valid when it carries no token, and offers a new one, without asking the server', () => {
    const fetch = mockFetch(200);
    renderPage(<ResetPasswordPage />, '/reset-password');
    expect(screen.getByRole('alert').textContent).toContain(INVALID);
    expect(screen.getByRole('link', { name: 'Request a New Link' }).getAttribute('href')).toBe('/forgot-password');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says a used or expired link is so when the page opens, instead of the form', async () => {
    const { fn } = mockResetApi({ status: 200 }, { status: 410, body: { code: 'RESET_TOKEN_INVALID', message: INVALID } });
    renderPage(<ResetPasswordPage />, `/reset-password?token=${TOKEN}`);
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toContain(INVALID);
    expect(screen.getByRole('link', { name: 'Request a New Link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(fn.mock.calls.map(([url, init]) => [String(url), init?.method])).toEqual([[`/api/auth/reset-password?token=${TOKEN}`, 'GET']]);
  });

  it('shows the form when the check cannot answer (the reset then decides)', async () => {
    mockResetApi({ status: 200 }, { status: 503, body: { message: 'The service is temporarily unavailable. Please try again shortly.' } });
    renderPage(<ResetPasswordPage />, `/reset-password?token=${TOKEN}`);
    expect(await formShown()).toBeVisible();
  });

  it('asks for 8 characters and a matching confirmation before sending', async () => {
    const { posts } = mockResetApi({ status: 200 });
    renderPage(<ResetPasswordPage />, `/reset-password?token=${TOKEN}`);
    await formShown();
    type('New password', 'short');
    click('Reset Password');
    expect(screen.getByText('Password must be at least 8 characters')).toBeVisible();
    type('New password', 'a long new secret');
    type('Confirm new password', 'something else');
    click('Reset Password');
    expect(screen.getByText("Passwords don't match")).toBeVisible();
    expect(posts()).toEqual([]);
  });

  it('sends the token and the password, then goes to /login with a toast', async () => {
    const { posts } = mockResetApi({ status: 200, body: { success: true, message: 'Your password has been reset. Please sign in with your new password.' } });
    renderPage(<ResetPasswordPage />, `/reset-password?token=${TOKEN}`);
    await formShown();
    type('New password', 'a long new secret');
    type('Confirm new password', 'a long new secret');
    click('Reset Password');
    expect((await screen.findByTestId('navigated')).textContent).toBe('/login');
    expect(JSON.parse(String(posts()[0]![1]!.body))).toEqual({ token: TOKEN, password: 'a long new secret' });
    expect(toast).toHaveBeenCalledWith({ title: 'Password Reset', description: 'Your password has been reset. Please sign in with your new password.' });
  });

  it('shows a link spent meanwhile (another tab) as used when the reset is refused', async () => {
    mockResetApi({ status: 400, body: { code: 'RESET_TOKEN_INVALID', message: INVALID } });
    renderPage(<ResetPasswordPage />, `/reset-password?token=${TOKEN}`);
    await formShown();
    type('New password', 'a long new secret');
    type('Confirm new password', 'a long new secret');
    click('Reset Password');
    expect((await screen.findByRole('alert')).textContent).toContain(INVALID);
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('puts a refused password’s message under the field (one of the most common)', async () => {
    const message = 'This password is one of the 10,000 most common passwords, so it is easy to guess. Please choose another.';
    mockResetApi({ status: 400, body: { code: 'PASSWORD_TOO_COMMON', message } });
    renderPage(<ResetPasswordPage />, `/reset-password?token=${TOKEN}`);
    await formShown();
    type('New password', 'password1');
    type('Confirm new password', 'password1');
    click('Reset Password');
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Reset Failed', description: message, variant: 'destructive' }));
    expect(screen.getByText(message)).toBeVisible();
  });
});
