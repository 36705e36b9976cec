import { PHONE_MESSAGES } from '@leadnest/contracts';
import { renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { screen } from '@testing-library/react';

import { AiPhonePage } from '../components/AiPhonePage';

const profile = { id: 'u1', firstName: 'Maya', plan: 'enterprise', isAiCallingEnabled: true };
const settings = (providerReady: boolean) => ({
  voiceType: 'polly-joanna',
  speakingRate: 'medium',
  recordingEnabled: true,
  smsEnabled: true,
  smsResponseSpeed: 'immediate',
  smsHours: 'always',
  providerReady,
});

afterEach(() => vi.unstubAllGlobals());

describe('Phone Numbers without a number', () => {
  it('says what the agent can do when this installation offers no numbers, never the server’s setting names', async () => {
    routeFetch((method, url) => {
      if (url === '/api/user/profile') return { body: profile };
      if (url === '/api/phone/settings') return { body: settings(false) };
      return { body: method === 'GET' ? [] : {} };
    });
    renderWithClient(<AiPhonePage />, '/ai-phone?tab=settings');
    expect(await screen.findByText(PHONE_MESSAGES.platformNotConfigured)).toBeVisible();
    expect(PHONE_MESSAGES.platformNotConfigured).toContain('contact support');
    expect(document.body.textContent).not.toMatch(/TWILIO_|AUTH_TOKEN/);
    // A dedicated number cannot be had here: only the wizard (their own Twilio account) is offered.
    expect(screen.getByRole('button', { name: 'Set Up Phone Number' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Get a Dedicated Number' })).toBeNull();
  });

  it('offers both ways when numbers can be had', async () => {
    routeFetch((method, url) => {
      if (url === '/api/user/profile') return { body: profile };
      if (url === '/api/phone/settings') return { body: settings(true) };
      return { body: method === 'GET' ? [] : {} };
    });
    renderWithClient(<AiPhonePage />, '/ai-phone?tab=settings');
    expect(await screen.findByText('Get a dedicated number, or connect your own Twilio account.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Get a Dedicated Number' })).toBeVisible();
  });
});
