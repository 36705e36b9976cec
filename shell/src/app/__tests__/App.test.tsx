import { render, screen } from '@testing-library/react';

import { mockApi } from '../../features/chrome/__tests__/harness';

// The remotes are not what this file is about; a route's remote never loads here.
vi.mock('../../federation/runtime', () => ({
  loadRemoteApp: () => new Promise(() => undefined),
  loadedRemoteApp: () => undefined,
  forgetRemote: async () => undefined,
}));

const { App } = await import('../App');
const { createShellQueryClient } = await import('../query-client');

describe('App and the session the server inlined', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('shows the signed-in user at once, without asking the API', async () => {
    const fetchMock = mockApi({});
    window.history.replaceState(null, '', '/no-such-page');
    render(<App queryClient={createShellQueryClient({ id: 'u1', firstName: 'Ada', plan: 'professional' })} />);
    // The user menu is its own lazy chunk: on a busy machine it takes more than findBy's default second.
    expect(await screen.findByRole('button', { name: /Ada/ }, { timeout: 5_000 })).toBeVisible();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain('/api/user/profile');
  });

  it('asks the API for a visitor (nothing inlined)', async () => {
    const fetchMock = mockApi({});
    window.history.replaceState(null, '', '/no-such-page');
    render(<App queryClient={createShellQueryClient()} />);
    await vi.waitFor(() => expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/user/profile'));
  });

  it('makes no failing request for a visitor: the session probe answers signed out with 200', async () => {
    const fetchMock = mockApi({});
    window.history.replaceState(null, '', '/no-such-page');
    render(<App queryClient={createShellQueryClient()} />);
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    await vi.waitFor(() => expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/user/profile'));
    const answers = await Promise.all(fetchMock.mock.results.map((result) => result.value as Promise<Response>));
    expect(answers.filter((answer) => !answer.ok).map((answer) => answer.status)).toEqual([]);
  });
});
