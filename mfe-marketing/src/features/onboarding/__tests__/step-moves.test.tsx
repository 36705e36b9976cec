import { profileQueryKey } from '@leadnest/session';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';

import { DRAFT_KEY } from '../../../lib/onboarding-draft';
import { PRICING_HANDOFF_KEY } from '../../../lib/pricing-handoff';
import { mockFetch, renderPage } from '../../../test/render';
import { OnboardingPage } from '../components/OnboardingPage';

// The first render of a file loads the page's modules: seconds on a loaded shared machine.
vi.setConfig({ testTimeout: 30_000 });

const scrollIntoView = vi.fn();
beforeEach(() => {
  // jsdom lays nothing out and has no scrollIntoView.
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  scrollIntoView.mockReset();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const PROFILE = { id: 'u1', firstName: 'Avery', lastName: 'Nguyen', plan: null, aiPersonality: 'friendly' };
const atStep = (step: number, extra: Record<string, unknown> = {}) =>
  sessionStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({ fullName: 'Avery Nguyen', brokerage: '', phone: '', serviceArea: '', personality: 'friendly', step, ...extra }),
  );

/** The wizard for the signed-in PROFILE, as after a page load. */
function renderSignedIn() {
  const fetch = mockFetch(200, PROFILE);
  const rendered = renderPage(<OnboardingPage />, '/onboarding');
  act(() => rendered.queryClient.setQueryData(profileQueryKey, PROFILE));
  return { ...rendered, fetch };
}

describe('onboarding between steps', () => {
  it('keeps the personality just picked through a reload on step 3 (the profile’s saved one does not undo it)', async () => {
    atStep(3);
    const first = renderSignedIn();
    fireEvent.click(screen.getByRole('radio', { name: /Enthusiastic/ }));
    first.unmount();

    renderSignedIn();
    expect(screen.getByText(/Step 3 of 5/)).toBeVisible();
    // The profile prefill runs after the first render: give it its turn before asserting.
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!).fullName).toBe('Avery Nguyen'));
    expect((screen.getByRole('radio', { name: /Enthusiastic/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('brings the step’s "Step N of 5" heading into view on Continue and Back, not on load', () => {
    atStep(2);
    mockFetch(401);
    renderPage(<OnboardingPage />, '/onboarding');
    expect(scrollIntoView).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(/Step 3 of 5/)).toBeVisible();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    const top = scrollIntoView.mock.contexts[0] as HTMLElement;
    expect(top.textContent).toContain('Step 3 of 5');
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(document.activeElement).toBe(top);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect((scrollIntoView.mock.contexts[1] as HTMLElement).textContent).toContain('Step 2 of 5');
  });

  it('after /pricing’s form and signup, ends on Billing with the plan chosen there, and forgets the handoff', async () => {
    sessionStorage.setItem(PRICING_HANDOFF_KEY, JSON.stringify({ fullName: 'Avery Nguyen', email: 'avery@example.com', plan: 'enterprise' }));
    atStep(5);
    const { fetch } = renderSignedIn();
    // Signed in: the signed-out note is gone.
    await waitFor(() => expect(screen.queryByText(/You are not signed in/)).toBeNull());
    expect(screen.getByText('Next: start your Enterprise plan on the Billing page.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Go to Billing' }));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/billing?plan=enterprise');
    expect(fetch.mock.calls.some(([url, init]) => String(url) === '/api/user/profile' && init?.method === 'PUT')).toBe(true);
    expect(sessionStorage.getItem(PRICING_HANDOFF_KEY)).toBeNull();
  });

  it('sends a visitor without an account to create one, not to Sign In, keeping the draft to save to it', async () => {
    atStep(5);
    mockFetch(401);
    renderPage(<OnboardingPage />, '/onboarding');
    fireEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/signup?next=%2Fdashboard');
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!).pendingSave).toBe(true);
  });
});
