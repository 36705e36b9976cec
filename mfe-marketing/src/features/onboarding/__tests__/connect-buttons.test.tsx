import { INTEGRATION_WINDOW_MESSAGE } from '@leadnest/contracts';
import { publishNotification } from '@leadnest/session';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { mockFetch, renderPage } from '../../../test/render';
import { CalendarStep, ConnectStep } from '../components/steps';

vi.mock('@leadnest/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@leadnest/session')>()),
  publishNotification: vi.fn(),
}));
const toast = vi.mocked(publishNotification);

afterEach(() => {
  toast.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('onboarding Connect buttons start the sign-in here', () => {
  it('Connect Facebook asks for Meta’s authorization URL and opens it in a window; the window’s result is a toast', async () => {
    const fetch = mockFetch(200, { authUrl: 'https://www.facebook.com/v21.0/dialog/oauth?state=abc' });
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    renderPage(<ConnectStep signedIn />, '/onboarding');
    fireEvent.click(screen.getByRole('button', { name: 'Connect Facebook' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://www.facebook.com/v21.0/dialog/oauth?state=abc', 'leadnest-facebook', expect.any(String)));
    expect(fetch.mock.calls.some(([url]) => url === '/api/integrations/facebook/connect')).toBe(true);

    window.dispatchEvent(
      new MessageEvent('message', { origin: window.location.origin, data: { type: INTEGRATION_WINDOW_MESSAGE, ok: true, name: 'Facebook & Instagram' } }),
    );
    expect(toast).toHaveBeenCalledWith({ title: 'Connected', description: 'Facebook & Instagram is connected.' });
  });

  it('Connect Instagram starts the same Meta sign-in, and says the window is Facebook’s', async () => {
    const fetch = mockFetch(200, { authUrl: 'https://www.facebook.com/v21.0/dialog/oauth?state=def' });
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    renderPage(<ConnectStep signedIn />, '/onboarding');
    expect(screen.getByText('Direct messages')).toBeVisible();
    expect(screen.getByText('You sign in with Facebook: choose the page your Instagram professional account is linked to.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Connect Instagram' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://www.facebook.com/v21.0/dialog/oauth?state=def', 'leadnest-facebook', expect.any(String)));
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/integrations/facebook/connect');
  });

  it('signed out, Connect Facebook and Connect Instagram lead to sign in first', () => {
    renderPage(<ConnectStep signedIn={false} />, '/onboarding');
    expect(screen.getByRole('link', { name: 'Connect Facebook' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Connect Instagram' }).getAttribute('href')).toBe('/login');
  });

  it('a calendar the server cannot connect says so in the spec’s Connection Failed toast, opening nothing', async () => {
    mockFetch(409, { message: 'Outlook Calendar is not configured on this server.' });
    const open = vi.spyOn(window, 'open');
    renderPage(<CalendarStep signedIn onSkip={() => {}} />, '/onboarding');
    fireEvent.click(screen.getByRole('button', { name: 'Connect Outlook' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Connection Failed',
        description: 'Outlook Calendar is not configured on this server.',
        variant: 'destructive',
      }),
    );
    expect(open).not.toHaveBeenCalled();
  });
});
