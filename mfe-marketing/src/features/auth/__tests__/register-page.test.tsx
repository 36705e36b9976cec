import { publishNotification } from '@leadnest/session';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { mockFetch, renderPage } from '../../../test/render';
import { RegisterPage } from '../components/RegisterPage';

vi.mock('@leadnest/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@leadnest/session')>()),
  publishNotification: vi.fn(),
}));
const toast = vi.mocked(publishNotification);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

function fillValid() {
  type('First name', 'Riley');
  type('Last name', 'Reg');
  type('Email', 'riley@example.com');
  type('Password', 'password1');
  type('Confirm password', 'password1');
  type('Company or brokerage', 'Nest Realty');
  type('Phone', '555-010-0199');
  fireEvent.click(screen.getByRole('checkbox'));
}

afterEach(() => {
  toast.mockReset();
  vi.unstubAllGlobals();
});

describe('RegisterPage', () => {
  it('defaults to professional and lists its features and price', () => {
    renderPage(<RegisterPage />, '/register');
    expect((screen.getByRole('radio', { name: /Professional/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('plan-features').textContent).toContain('$297/month');
    expect(screen.getByText('Lead capture page builder')).toBeVisible();
    fireEvent.click(screen.getByRole('radio', { name: /Agency/ }));
    expect(screen.getByText('Multi-agent team management')).toBeVisible();
  });

  it('shows each rule’s message on its field, without calling the API', () => {
    const fetch = mockFetch(201);
    renderPage(<RegisterPage />, '/register');
    type('Password', 'short');
    type('Confirm password', 'other');
    type('Phone', '123');
    submit();
    const messageOf = (label: string) => {
      const input = screen.getByLabelText(label);
      return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    };
    expect(messageOf('First name')).toBe('First name is required');
    expect(messageOf('Last name')).toBe('Last name is required');
    expect(messageOf('Email')).toBe('Please enter a valid email');
    expect(messageOf('Password')).toBe('Password must be at least 8 characters');
    expect(messageOf('Confirm password')).toBe("Passwords don't match");
    expect(messageOf('Company or brokerage')).toBe('Company name is required');
    expect(messageOf('Phone')).toBe('Please enter a valid phone number');
    expect(screen.getByText('You must agree to the terms')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never sends confirmPassword or agreeToTerms; success toasts and goes to /login', async () => {
    const fetch = mockFetch(201, { success: true, message: 'ok' });
    renderPage(<RegisterPage />, '/register');
    fillValid();
    submit();
    expect((await screen.findByTestId('navigated')).textContent).toBe('/login');
    const sent = JSON.parse(String(fetch.mock.calls[0]![1]!.body));
    expect(Object.keys(sent).sort()).toEqual(['companyName', 'email', 'firstName', 'lastName', 'licenseNumber', 'password', 'phone', 'planTier']);
    expect(sent.planTier).toBe('professional');
    expect(toast).toHaveBeenCalledWith({ title: 'Registration Successful!', description: 'Please check your email to verify your account.' });
  });

  it('in Stripe mode goes to /login with the billing page of the chosen plan to go on to', async () => {
    mockFetch(201, { success: true, message: 'ok', next: '/billing?plan=agency' });
    renderPage(<RegisterPage />, '/register?plan=agency');
    fillValid();
    submit();
    expect((await screen.findByTestId('navigated')).textContent).toBe('/login?next=%2Fbilling%3Fplan%3Dagency');
    expect(toast).toHaveBeenCalledWith({
      title: 'Registration Successful!',
      description: 'Please check your email to verify your account. Sign in to pay for your plan and start using it.',
    });
  });

  it('shows Registration Failed with the server message, or the fallback', async () => {
    mockFetch(409, { message: 'An account with this email already exists. Please sign in instead.' });
    renderPage(<RegisterPage />, '/register');
    fillValid();
    submit();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Registration Failed',
        description: 'An account with this email already exists. Please sign in instead.',
        variant: 'destructive',
      }),
    );
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    submit();
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith({ title: 'Registration Failed', description: 'Something went wrong. Please try again.', variant: 'destructive' }),
    );
  });
});
