import { renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import PhonePanel from '../PhonePanel';

const call = (i: number) => ({
  id: `c${i}`,
  direction: 'inbound',
  fromNumber: `+1830555${String(1000 + i)}`,
  toNumber: '+15125551001',
  duration: 60,
  cost: 14.35,
  outcome: 'completed',
  status: 'completed',
  summary: null,
  transcript: null,
  recordingUrl: null,
  createdAt: new Date(Date.UTC(2030, 0, 1, 12, i)).toISOString(),
});

describe('mfe_phone ./PhonePanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens on Overview with the five tabs; Call History shows the 10 most recent calls; tab changes are reported', async () => {
    const calls = Array.from({ length: 12 }, (_, i) => call(i));
    routeFetch((_m, url) => ({
      body:
        url === '/api/call-logs'
          ? calls
          : url === '/api/phone/settings'
            ? { smsEnabled: true, providerReady: true, voiceType: 'polly-joanna', speakingRate: 'medium' }
            : url === '/api/user/profile'
              ? { id: 'u1' }
              : [],
    }));
    const onTabChange = vi.fn();
    renderWithClient(<PhonePanel onTabChange={onTabChange} />);
    const tabs = screen.getByRole('tablist', { name: 'AI phone receptionist' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Overview', 'Contacts', 'Campaigns', 'Call History', 'Settings']);
    expect(await screen.findByText('Total Calls')).toBeVisible();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Call History' }));
    expect(onTabChange).toHaveBeenCalledWith('history');
    const table = await screen.findByRole('table', { name: 'Call history' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Settings' }));
    expect(await screen.findByText('No phone number set up')).toBeVisible();
  }, 20_000);
});
