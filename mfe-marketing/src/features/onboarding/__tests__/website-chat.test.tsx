import type { EmbedCodeResponse } from '@leadnest/contracts';
import { publishNotification } from '@leadnest/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { mockFetch, renderPage } from '../../../test/render';
import { ConnectStep } from '../components/steps';

vi.mock('@leadnest/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@leadnest/session')>()),
  publishNotification: vi.fn(),
}));
const toast = vi.mocked(publishNotification);

const embed: EmbedCodeResponse = {
  agentPublicId: 'agent_12345678',
  scriptUrl: 'http://localhost:3000/widget.js',
  snippet: '<script src="http://localhost:3000/widget.js" data-agent="agent_12345678" async></script>',
};

const card = () => screen.getByTestId('website-chat');

afterEach(() => {
  toast.mockReset();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('onboarding step 2: website chat', () => {
  it('signed out: links to sign in and asks the API nothing', () => {
    const fetch = mockFetch(200, embed);
    renderPage(<ConnectStep signedIn={false} />, '/onboarding');
    expect(within(card()).getByRole('link', { name: 'Sign in to get your embed code' }).getAttribute('href')).toBe('/login');
    expect(within(card()).queryByRole('button', { name: 'Copy' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    // Signed out, Connect leads to sign in first; property tools keep their link to the integrations page.
    expect(screen.getByRole('link', { name: 'Connect Facebook' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Connect tools' }).getAttribute('href')).toBe('/api-settings');
  });

  it('signed in: shows the agent’s snippet from the API, and Copy puts it on the clipboard with a toast', async () => {
    const fetch = mockFetch(200, embed);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(<ConnectStep signedIn />, '/onboarding');
    const code = (await within(card()).findByLabelText('Embed code')) as HTMLTextAreaElement;
    expect(code.value).toBe(embed.snippet);
    expect(code.readOnly).toBe(true);
    expect(fetch.mock.calls[0]![0]).toBe('/api/chat-widget/embed-code');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'GET', credentials: 'include' });

    fireEvent.click(within(card()).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(embed.snippet));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Embed Code Copied', description: 'Paste it into your website, just before </body>.' }));
  });

  it('selects the code for Ctrl+C when there is no clipboard', async () => {
    mockFetch(200, embed);
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    renderPage(<ConnectStep signedIn />, '/onboarding');
    const code = (await within(card()).findByLabelText('Embed code')) as HTMLTextAreaElement;
    fireEvent.click(within(card()).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Copy the Code', description: 'Press Ctrl+C (or ⌘C) to copy the selected code.' }));
    expect(document.activeElement).toBe(code);
    expect([code.selectionStart, code.selectionEnd]).toEqual([0, embed.snippet.length]);
  });

  it('shows the server’s message when the code cannot be loaded, and tries again', async () => {
    const fetch = mockFetch(500, { message: 'Something went wrong on our side.' });
    renderPage(<ConnectStep signedIn />, '/onboarding');
    expect((await within(card()).findByRole('alert')).textContent).toBe('Something went wrong on our side.');
    fetch.mockResolvedValueOnce(new Response(JSON.stringify(embed), { status: 200 }));
    fireEvent.click(within(card()).getByRole('button', { name: 'Try again' }));
    expect(((await within(card()).findByLabelText('Embed code')) as HTMLTextAreaElement).value).toBe(embed.snippet);
  });
});
