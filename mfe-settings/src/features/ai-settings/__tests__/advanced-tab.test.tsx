import { DEFAULT_ADVANCED_SETTINGS, type UserProfileDto } from '@leadnest/contracts';
import { profileQueryKey, publishNotification } from '@leadnest/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { aiSettingsKeys } from '../api/keys';
import { AiSettingsPage } from '../components/AiSettingsPage';

vi.mock('@leadnest/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@leadnest/session')>()),
  publishNotification: vi.fn(),
}));
const toast = vi.mocked(publishNotification);

const AGENT = {
  id: 'u1',
  email: 'ada@example.com',
  role: 'user',
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: null,
  plan: 'professional',
  brokerage: null,
  serviceArea: null,
  phone: null,
  licenseNumber: null,
  aiPersonality: 'friendly',
  isAiCallingEnabled: false,
  advancedSettings: { ...DEFAULT_ADVANCED_SETTINGS, crmSync: true },
  dedicatedPhoneNumber: null,
  emailVerified: true,
  photoUrl: null,
  logoUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  timeZone: 'America/Chicago',
  pendingEmail: null,
} satisfies UserProfileDto;

/** A fetch where PATCH /api/users/u1 answers the agent with what was sent merged in, as the API does. */
function mockApi() {
  let stored: UserProfileDto = AGENT;
  const fn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const call = `${init?.method ?? 'GET'} ${String(url)}`;
    if (call === 'PATCH /api/users/u1') {
      const body = JSON.parse(String(init!.body)) as { advancedSettings: Partial<UserProfileDto['advancedSettings']> };
      stored = { ...stored, advancedSettings: { ...stored.advancedSettings, ...body.advancedSettings } };
      return Response.json(stored);
    }
    if (call === 'GET /api/users/u1' || call === 'GET /api/user/profile') return Response.json(stored);
    return Response.json({ message: 'not here' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

function renderAdvanced() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(profileQueryKey, AGENT);
  queryClient.setQueryData(aiSettingsKeys.agent('u1'), AGENT);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/ai-settings?tab=advanced']}>
        <AiSettingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const DELAY = 'Response delay (seconds)';
const LENGTH = 'Max response length (characters)';
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const patches = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([, init]) => JSON.parse(String(init!.body)) as unknown);

afterEach(() => {
  toast.mockReset();
  vi.unstubAllGlobals();
});

describe('AI Settings → Advanced', () => {
  it('saves the typed delay and length, not the defaults, and shows what was stored', async () => {
    const fetch = mockApi();
    renderAdvanced();
    await screen.findByLabelText(DELAY);
    type(DELAY, '3');
    type(LENGTH, '400');
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Settings Saved' })));
    expect(patches(fetch)).toEqual([
      {
        advancedSettings: {
          leadScoring: 'medium',
          calendarIntegration: true,
          crmSync: true,
          emailNotifications: true,
          responseDelay: 3,
          maxResponseLength: 400,
        },
      },
    ]);
    expect(valueOf(DELAY)).toBe('3');
    expect(valueOf(LENGTH)).toBe('400');
  });

  it('falls back to 2 and 500 only for what is not a number', async () => {
    const fetch = mockApi();
    renderAdvanced();
    await screen.findByLabelText(DELAY);
    type(DELAY, 'soon');
    type(LENGTH, '');
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Settings Saved' })));
    expect(patches(fetch)).toEqual([expect.objectContaining({ advancedSettings: expect.objectContaining({ responseDelay: 2, maxResponseLength: 500 }) })]);
    expect(valueOf(DELAY)).toBe('2');
    expect(valueOf(LENGTH)).toBe('500');
  });

  it('names the bound of a value outside it and saves nothing', async () => {
    const fetch = mockApi();
    renderAdvanced();
    await screen.findByLabelText(DELAY);
    type(DELAY, '61');
    type(LENGTH, '49');
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Response delay must be a whole number of seconds between 0 and 60.')).toBeVisible();
    expect(screen.getByText('Max response length must be a whole number of characters between 50 and 2000.')).toBeVisible();
    expect(valueOf(DELAY)).toBe('61');
    expect(patches(fetch)).toEqual([]);
    expect(toast).not.toHaveBeenCalled();
  });
});
