import type { ApiKeyDto } from '@leadnest/contracts';
import { routeFetch } from '@leadnest/remote-kit/testing';
import { createQueryClient } from '@leadnest/session';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { ApiKeysPage } from '../components/ApiKeysPage';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => vi.unstubAllGlobals());

const twilioKey = (additionalData: Record<string, string>): ApiKeyDto => ({
  platform: 'twilio',
  maskedKey: '••••9f3a',
  additionalData,
  updatedAt: '2030-01-07T15:00:00.000Z',
});

describe('/api-keys after the phone screen changed the Twilio key', () => {
  it('no longer shows a disconnected wizard number as the one the assistant answers on', async () => {
    let keys = [twilioKey({ accountSid: 'AC0123', phoneNumber: '+15125559910' })];
    routeFetch((_m, url) => (url === '/api/user-api-keys' ? { body: { keys } } : { body: {} }));
    // The shell's own query client: cached data never goes stale by itself.
    const client = createQueryClient();
    const page = () => (
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/api-keys']}>
          <ApiKeysPage />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const first = render(page());
    expect(((await screen.findByLabelText('Phone number')) as HTMLInputElement).value).toBe('+15125559910');
    first.unmount();

    // On /ai-phone the number was disconnected: the server's key names no number any more.
    keys = [{ ...twilioKey({ accountSid: 'AC0123' }), updatedAt: '2030-01-07T16:00:00.000Z' }];
    render(page());
    await waitFor(() => expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe(''));
  });
});
