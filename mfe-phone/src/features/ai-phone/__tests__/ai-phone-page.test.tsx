import type { CallLogDto } from '@leadnest/contracts';
import { renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
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
const call = (over: Partial<CallLogDto>): CallLogDto => ({
  id: String(Math.random()),
  direction: 'inbound',
  fromNumber: '+18305550001',
  toNumber: '+15125551001',
  duration: 125,
  cost: 43.05,
  outcome: 'appointment_booked',
  status: 'completed',
  summary: 'Dana wants to buy; a showing was booked.',
  transcript: 'Caller: Hi\nAI assistant: Hello',
  recordingUrl: null,
  createdAt: '2030-01-07T15:00:00.000Z',
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('/ai-phone', () => {
  it('signed out: the product page with Sign In and Get Started', async () => {
    routeFetch(() => ({ status: 401, body: { message: 'Please sign in to continue.' } }));
    renderWithClient(<AiPhonePage />, '/ai-phone');
    expect(await screen.findByRole('link', { name: 'Get Started' })).toHaveProperty('href', expect.stringContaining('/signup'));
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveProperty('href', expect.stringContaining('/login'));
  });

  it('Overview: the four stat cards computed from the calls, and the empty state without calls', async () => {
    const calls = [call({}), call({ outcome: 'completed', duration: 35, cost: 14.35, fromNumber: '+18305550002' })];
    routeFetch((_m, url) => ({ body: url === '/api/user/profile' ? profile : url === '/api/call-logs' ? calls : [] }));
    renderWithClient(<AiPhonePage />, '/ai-phone');
    const total = await screen.findByText('Total Calls');
    const cards = total.closest('ul')!;
    expect(within(cards).getByText('2')).toBeVisible();
    expect(within(cards).getByText('2:40')).toBeVisible();
    expect(within(cards).getByText('50%')).toBeVisible();
    expect(within(cards).getByText('$0.57')).toBeVisible();
    // Recent calls show the number like every screen, never as stored.
    expect(screen.getByText('(830) 555-0002')).toBeVisible();
    expect(screen.queryByText('+18305550002')).toBeNull();
  });

  it('Overview without calls says so', async () => {
    routeFetch((_m, url) => ({ body: url === '/api/user/profile' ? profile : [] }));
    renderWithClient(<AiPhonePage />, '/ai-phone');
    expect(await screen.findByText('No calls yet. Set up your phone number to get started.')).toBeVisible();
    expect(screen.getByText('0%')).toBeVisible();
  });

  it('Call History shows the cost with 3 decimals and an expandable transcript', async () => {
    routeFetch((_m, url) => ({ body: url === '/api/user/profile' ? profile : url === '/api/call-logs' ? [call({ cost: 43.2 })] : [] }));
    renderWithClient(<AiPhonePage />, '/ai-phone?tab=history');
    expect(await screen.findByText('$0.432')).toBeVisible();
    expect(screen.getByText('Transcript')).toBeVisible();
  });

  it('Settings: the wizard goes 1 → 3 for an account without numbers, Back returns to 1; a wrong token shows Twilio’s reason', async () => {
    const fetch = routeFetch((method, url, body) => {
      if (url === '/api/user/profile') return { body: profile };
      if (url === '/api/phone/settings') return { body: settings };
      if (url === '/api/twilio/validate') {
        const { authToken } = body as { authToken: string };
        return authToken === 'right'
          ? { body: { success: true, phoneNumbers: [] } }
          : { status: 400, body: { success: false, error: 'Authenticate', phoneNumbers: [] } };
      }
      return { body: method === 'GET' ? [] : {} };
    });
    const user = userEvent.setup({ delay: null });
    renderWithClient(<AiPhonePage />, '/ai-phone?tab=settings');
    expect(await screen.findByText('No phone number set up')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Set Up Phone Number' }));
    await user.click(await screen.findByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Please enter both Account SID and Auth Token.')).toBeVisible();
    await user.type(screen.getByLabelText('Account SID'), 'AC123');
    await user.type(screen.getByLabelText('Auth Token'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Connection Failed: Authenticate');
    await user.clear(screen.getByLabelText('Auth Token'));
    await user.type(screen.getByLabelText('Auth Token'), 'right');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Step 3 of 4: Buy a New Number')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 1 of 4: Connect Twilio')).toBeVisible();
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => u === '/api/twilio/validate')).toBe(true));
  }, 20_000);

  it('Settings: porting needs at least 10 characters, then is requested with the carrier', async () => {
    const fetch = routeFetch((method, url) => {
      if (url === '/api/user/profile') return { body: profile };
      if (url === '/api/phone/settings') return { body: settings };
      if (url === '/api/porting-requests' && method === 'POST')
        return {
          status: 201,
          body: { id: 'p1', phoneNumber: '(512) 555-0100', carrier: 'vonage', status: 'submitted', feeCents: 2500, createdAt: '2030-01-01T00:00:00.000Z' },
        };
      return { body: [] };
    });
    const user = userEvent.setup({ delay: null });
    renderWithClient(<AiPhonePage />, '/ai-phone?tab=settings');
    const field = await screen.findByLabelText('Current business phone number');
    await user.type(field, '555-0100');
    await user.click(screen.getByRole('button', { name: 'Request Porting' }));
    expect(fetch.mock.calls.some(([u, init]) => u === '/api/porting-requests' && init?.method === 'POST')).toBe(false);
    await user.clear(field);
    await user.type(field, '(512) 555-0100');
    await user.selectOptions(screen.getByLabelText('Current carrier'), 'vonage');
    await user.click(screen.getByRole('button', { name: 'Request Porting' }));
    await waitFor(() =>
      expect(fetch.mock.calls.find(([u, init]) => u === '/api/porting-requests' && init?.method === 'POST')?.[1]?.body).toBe(
        JSON.stringify({ phoneNumber: '(512) 555-0100', carrier: 'vonage' }),
      ),
    );
    // The request succeeded: the field is cleared (and its notification is sent within this test, not into the next file's).
    await waitFor(() => expect(field).toHaveValue(''));
  }, 20_000);
});
