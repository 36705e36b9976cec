import { publishNotification } from '@leadnest/session';
import { fireEvent, screen } from '@testing-library/react';

import { PRICING_HANDOFF_KEY } from '../../../lib/pricing-handoff';
import { mockFetch, renderPage } from '../../../test/render';
import { SignupPage } from '../components/SignupPage';

vi.mock('@leadnest/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@leadnest/session')>()),
  publishNotification: vi.fn(),
}));
const toast = vi.mocked(publishNotification);

// The first render of a file loads the page's modules: seconds on a loaded shared machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  toast.mockReset();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const posts = (fetch: ReturnType<typeof mockFetch>) => fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('SignupPage after /pricing’s form', () => {
  it('is prefilled with the name and email given there: only the password is typed, one account is created, then onboarding', async () => {
    sessionStorage.setItem(PRICING_HANDOFF_KEY, JSON.stringify({ fullName: 'Avery Lane Nguyen', email: 'avery@example.com', plan: 'enterprise' }));
    const fetch = mockFetch(201, { success: true, message: 'Account created successfully', user: { id: 'u1', firstName: 'Avery' } });
    renderPage(<SignupPage />, `/signup?next=${encodeURIComponent('/onboarding')}`);
    expect([value('First name'), value('Last name'), value('Email')]).toEqual(['Avery', 'Lane Nguyen', 'avery@example.com']);
    expect(screen.getByRole('note').textContent).toContain('Plan chosen: Enterprise.');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a good secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/onboarding');
    expect(posts(fetch)).toHaveLength(1);
    expect(String(posts(fetch)[0]![0])).toBe('/api/auth/signup');
    expect(JSON.parse(String(posts(fetch)[0]![1]!.body))).toMatchObject({
      firstName: 'Avery',
      lastName: 'Lane Nguyen',
      email: 'avery@example.com',
      password: 'a good secret',
    });
  });

  it('confirms the account and says where the confirmation email went', async () => {
    mockFetch(201, { success: true, message: 'Account created successfully', user: { id: 'u1' } });
    renderPage(<SignupPage />, '/signup');
    expect(screen.queryByRole('note')).toBeNull();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'King' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' ada@example.com ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a good secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/dashboard');
    expect(toast).toHaveBeenCalledWith({
      title: 'Account Created',
      description: 'We sent a confirmation email to ada@example.com. Open its link to confirm your address.',
    });
  });
});
