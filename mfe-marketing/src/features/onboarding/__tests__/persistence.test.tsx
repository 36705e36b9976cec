import { profileQueryKey } from '@leadnest/session';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';

import { DRAFT_KEY } from '../../../lib/onboarding-draft';
import { mockFetch, renderPage } from '../../../test/render';
import { OnboardingPage } from '../components/OnboardingPage';

// The first render of a file loads the page's modules: seconds on a loaded shared machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const PROFILE = {
  id: 'u1',
  fullName: 'Saved Name',
  brokerage: 'Saved Realty',
  phone: '512-555-0100',
  serviceArea: null,
  aiPersonality: 'friendly',
  photoUrl: '/api/uploads/p1',
  logoUrl: '/api/uploads/l1',
};

describe('onboarding keeps what it is given', () => {
  it('is prefilled from the profile, shows the saved photo and logo, and saves step 1 when it is left (blanks left out)', async () => {
    const fetch = mockFetch(200, PROFILE);
    const { queryClient } = renderPage(<OnboardingPage />, '/onboarding');
    act(() => queryClient.setQueryData(profileQueryKey, PROFILE));
    await waitFor(() => expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Saved Name'));
    expect(screen.getByAltText('Uploaded profile photo').getAttribute('src')).toBe('/api/uploads/p1');
    expect(screen.getByAltText('Uploaded company logo').getAttribute('src')).toBe('/api/uploads/l1');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toBe('/api/user/profile');
    expect(JSON.parse(String(put[1]!.body))).toEqual({ fullName: 'Saved Name', brokerage: 'Saved Realty', phone: '512-555-0100', personality: 'friendly' });
    expect(screen.getByText(/Step 2 of 5/)).toBeVisible();
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!).step).toBe(2);
  });

  it('resumes at the step reached after a reload', () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ fullName: 'Avery', brokerage: '', phone: '', serviceArea: '', personality: 'professional', step: 3 }));
    renderPage(<OnboardingPage />, '/onboarding');
    expect(screen.getByText(/Step 3 of 5/)).toBeVisible();
  });
});
