import type { CallLogDto, PhoneNumberDto } from '@leadnest/contracts';
import { captureToasts, renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AiPhonePage } from '../components/AiPhonePage';

const profile = { id: 'u1', firstName: 'Maya', plan: 'enterprise', isAiCallingEnabled: false };
const settings = {
  voiceType: 'polly-joanna',
  speakingRate: 'medium',
  recordingEnabled: true,
  smsEnabled: true,
  smsResponseSpeed: 'immediate',
  smsHours: 'always',
  providerReady: true,
};
const recorded: CallLogDto = {
  id: 'c1',
  direction: 'inbound',
  fromNumber: '+18305550001',
  toNumber: '+15125551001',
  duration: 125,
  cost: 43.2,
  outcome: 'appointment_booked',
  status: 'completed',
  summary: 'Dana wants to buy; a showing was booked.',
  transcript: 'Caller: Hi\nAI assistant: Hello',
  recordingUrl: '/api/call-logs/c1/recording',
  createdAt: '2030-01-07T15:00:00.000Z',
};
const number: PhoneNumberDto = {
  id: 'n1',
  phoneNumber: '+15125551001',
  isInboundEnabled: true,
  isOutboundEnabled: true,
  isActive: true,
  provider: 'platform',
  greeting: null,
  forwardingPhone: null,
  businessHours: null,
};

/** matchMedia answering `narrow` for the phone breakpoint. */
function screenWidth(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('Call History', () => {
  it('plays the recording from our API and links it, in the table on wide screens', async () => {
    screenWidth(false);
    routeFetch((_m, url) => ({ body: url === '/api/user/profile' ? profile : url === '/api/call-logs' ? [recorded] : [] }));
    renderWithClient(<AiPhonePage />, '/ai-phone?tab=history');
    const table = await screen.findByRole('table', { name: 'Call history' });
    expect(within(table).getByLabelText('Call recording').getAttribute('src')).toBe('/api/call-logs/c1/recording');
    expect(within(table).getByRole('link', { name: 'Download recording' }).getAttribute('href')).toBe('/api/call-logs/c1/recording');
  });

  it('shows each call as a card on a phone instead of a table that scrolls sideways', async () => {
    screenWidth(true);
    routeFetch((_m, url) => ({
      body: url === '/api/user/profile' ? profile : url === '/api/call-logs' ? [recorded, { ...recorded, id: 'c2', recordingUrl: null }] : [],
    }));
    renderWithClient(<AiPhonePage />, '/ai-phone?tab=history');
    const list = await screen.findByRole('list', { name: 'Call history' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('2:05 · $0.432')).toBeVisible();
    expect(within(cards[0]!).getByLabelText('Call recording')).toBeVisible();
    expect(within(cards[1]!).queryByLabelText('Call recording')).toBeNull();
  });
});

describe('releasing a number', () => {
  const toasts = captureToasts();

  it('asks first, then DELETEs it, the list is read again and the agent is told', async () => {
    let numbers = [number];
    const fetch = routeFetch((method, url) => {
      if (url === '/api/user/profile') return { body: profile };
      if (url === '/api/phone/settings') return { body: settings };
      if (url === '/api/phone-numbers') return { body: numbers };
      if (method === 'DELETE' && url === '/api/phone-numbers/n1') {
        numbers = [];
        return { body: { phoneNumber: number.phoneNumber, outcome: 'released' } };
      }
      return { body: method === 'GET' ? [] : {} };
    });
    const user = userEvent.setup();
    renderWithClient(<AiPhonePage />, '/ai-phone?tab=settings');
    await user.click(await screen.findByRole('button', { name: 'Release (512) 555-1001' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Release (512) 555-1001?')).toBeVisible();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Release Number' }));
    expect(await screen.findByText('No phone number set up')).toBeVisible();
    await waitFor(() => expect(fetch.mock.calls.filter(([url, init]) => url === '/api/phone-numbers/n1' && init?.method === 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(toasts).toEqual([{ title: 'Number Released', description: '(512) 555-1001 no longer reaches your AI assistant.' }]));
  }, 30_000);
});
