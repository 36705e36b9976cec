import { type CallLogDto, PHONE_MESSAGES, type PhoneNumberDto } from '@leadnest/contracts';
import { captureToasts, renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
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
const call: CallLogDto = {
  id: 'c1',
  direction: 'inbound',
  fromNumber: '+442071838750',
  toNumber: '+15125551001',
  duration: 60,
  cost: 10,
  outcome: 'completed',
  status: 'completed',
  summary: null,
  transcript: null,
  recordingUrl: null,
  createdAt: '2030-01-07T15:00:00.000Z',
};
const number: PhoneNumberDto = {
  id: 'n1',
  phoneNumber: '+15125551001',
  isInboundEnabled: true,
  isOutboundEnabled: true,
  isActive: true,
  provider: 'agent',
  greeting: null,
  forwardingPhone: null,
  businessHours: null,
};

// A loaded 2-core box can take over the default second to load the tab's data.
configure({ asyncUtilTimeout: 10_000 });
const toasts = captureToasts();
beforeEach(() => vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} })));

describe('phones on /ai-phone are shown one way (the display rule the server uses too)', () => {
  it('Call History’s Number column: another country internationally, never as stored', async () => {
    routeFetch((_m, url) => ({ body: url === '/api/user/profile' ? profile : url === '/api/call-logs' ? [call] : [] }));
    renderWithClient(<AiPhonePage />, '/ai-phone?tab=history');
    const table = await screen.findByRole('table', { name: 'Call history' });
    expect(within(table).getByText('+44 20 7183 8750')).toBeVisible();
    expect(within(table).queryByText('+442071838750')).toBeNull();
  });

  it('the number’s Settings dialog title and its toast', async () => {
    routeFetch((method, url) => {
      if (url === '/api/user/profile') return { body: profile };
      if (url === '/api/phone/settings') return { body: settings };
      if (url === '/api/phone-numbers') return { body: [number] };
      if (method === 'PATCH') return { body: number };
      return { body: method === 'GET' ? [] : {} };
    });
    const user = userEvent.setup({ delay: null });
    renderWithClient(<AiPhonePage />, '/ai-phone?tab=settings');
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings for (512) 555-1001' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ title: 'Settings Saved', description: 'Settings for (512) 555-1001 have been saved' }));
  });

  it('the wizard: the account’s numbers, the number confirmed and the toast', async () => {
    routeFetch((method, url) => {
      if (url === '/api/user/profile') return { body: profile };
      if (url === '/api/phone/settings') return { body: settings };
      if (url === '/api/twilio/validate') return { body: { success: true, phoneNumbers: ['+15125550100', '+442071838750'] } };
      if (url === '/api/twilio/configure') return { body: { success: true } };
      return { body: method === 'GET' ? [] : {} };
    });
    const user = userEvent.setup({ delay: null });
    renderWithClient(<AiPhonePage />, '/ai-phone?tab=settings');
    await user.click(await screen.findByRole('button', { name: 'Set Up Phone Number' }));
    await user.type(screen.getByLabelText('Account SID'), 'AC123');
    await user.type(screen.getByLabelText('Auth Token'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    const select = (await screen.findByLabelText('Numbers in your Twilio account')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['(512) 555-0100', '+44 20 7183 8750']);
    await user.click(screen.getByRole('button', { name: 'Use This Number' }));
    expect(await screen.findByText('(512) 555-0100')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() =>
      expect(toasts.at(-1)).toMatchObject({ title: 'Phone Number Ready', description: 'Calls and texts to (512) 555-0100 are answered by your AI assistant.' }),
    );
  }, 30_000);
});

describe('what is wrong with a typed number is said, before anything is sent', () => {
  it('the wizard’s area code with letters says it is digits only, not "Purchase Failed: Please try again."', async () => {
    const fetch = routeFetch((method, url) => {
      if (url === '/api/user/profile') return { body: profile };
      if (url === '/api/phone/settings') return { body: settings };
      if (url === '/api/twilio/validate') return { body: { success: true, phoneNumbers: [] } };
      return { body: method === 'GET' ? [] : {} };
    });
    const user = userEvent.setup({ delay: null });
    renderWithClient(<AiPhonePage />, '/ai-phone?tab=settings');
    await user.click(await screen.findByRole('button', { name: 'Set Up Phone Number' }));
    await user.type(screen.getByLabelText('Account SID'), 'AC123');
    await user.type(screen.getByLabelText('Auth Token'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await user.type(await screen.findByLabelText('Area code (optional)'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Buy Number' }));
    expect(await screen.findByText(PHONE_MESSAGES.areaCodeDigits)).toBeVisible();
    expect(screen.queryByText(/Purchase Failed/)).toBeNull();
    expect(fetch.mock.calls.some(([u]) => u === '/api/twilio/purchase')).toBe(false);
  }, 30_000);

  it('porting "abcdefghijk" is refused with what is wrong, and no paid request is sent', async () => {
    const fetch = routeFetch((method, url) => {
      if (url === '/api/user/profile') return { body: profile };
      if (url === '/api/phone/settings') return { body: settings };
      return { body: method === 'GET' ? [] : {} };
    });
    const user = userEvent.setup({ delay: null });
    renderWithClient(<AiPhonePage />, '/ai-phone?tab=settings');
    await user.type(await screen.findByLabelText('Current business phone number'), 'abcdefghijk');
    await user.click(screen.getByRole('button', { name: 'Request Porting' }));
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({ title: 'Invalid Phone Number', description: PHONE_MESSAGES.portingNumberInvalid, variant: 'destructive' }),
    );
    expect(screen.getByText(PHONE_MESSAGES.portingNumberInvalid)).toBeVisible();
    expect(fetch.mock.calls.some(([u, init]) => u === '/api/porting-requests' && init?.method === 'POST')).toBe(false);
  }, 30_000);
});
