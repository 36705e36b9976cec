import { renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { screen, within } from '@testing-library/react';

import { AiPhoneRoute } from '../../../federation/AiPhoneRoute';

const settings = {
  voiceType: 'polly-joanna',
  speakingRate: 'medium',
  recordingEnabled: true,
  smsEnabled: true,
  smsResponseSpeed: 'immediate',
  smsHours: 'always',
  providerReady: true,
};

afterEach(() => vi.unstubAllGlobals());

/** /ai-phone for an account on `plan`; every other request answered with an empty list. */
function openAiPhone(plan: string, tab: string) {
  const fetch = routeFetch((_method, url) => {
    if (url === '/api/user/profile') return { body: { id: 'u1', firstName: 'Maya', plan, isAiCallingEnabled: false } };
    if (url === '/api/phone/settings') return { body: settings };
    return { body: [] };
  });
  // The route as the remote serves it: its Outbound Campaigns tab is features/campaigns'.
  renderWithClient(<AiPhoneRoute />, `/ai-phone?tab=${tab}`);
  return fetch;
}

const portingCard = async () => (await screen.findByRole('heading', { name: 'Port Your Business Number' })).parentElement!;
const voiceCard = async () => (await screen.findByRole('heading', { name: 'Voice Settings' })).parentElement!;

describe('what the plan includes, said before the work', { timeout: 30_000 }, () => {
  it('Professional: Outbound Campaigns says campaigns are Enterprise, with the way to Billing, before anything is built', async () => {
    const fetch = openAiPhone('professional', 'campaigns');
    const notice = await screen.findByRole('note', { name: 'Campaigns plan' });
    expect(notice.textContent).toContain('Your Professional plan does not include them.');
    expect(within(notice).getByRole('link', { name: 'See plans on the Billing page' })).toHaveAttribute('href', '/billing');
    expect(screen.queryByRole('button', { name: 'Create Campaign' })).toBeNull();
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => /call-list|campaign-settings/.test(url))).toEqual([]);
  });

  it('Professional: porting and voice settings are the plan’s, with no plan note', async () => {
    openAiPhone('professional', 'settings');
    const porting = await portingCard();
    expect(within(porting).queryByRole('note', { name: 'Plan' })).toBeNull();
    expect(within(porting).getByRole('button', { name: 'Request Porting' })).toBeEnabled();
    const voice = await voiceCard();
    expect(within(voice).queryByRole('note', { name: 'Plan' })).toBeNull();
    expect(await within(voice).findByLabelText('Voice type')).toBeEnabled();
  });

  it('Starter: porting and voice customization say they are Professional, link to Billing, and cannot be filled in', async () => {
    openAiPhone('starter', 'settings');
    const porting = await portingCard();
    const portingNote = within(porting).getByRole('note', { name: 'Plan' });
    expect(portingNote.textContent).toContain('Number porting is included in the Professional plan and above. Your Starter plan does not include it.');
    expect(within(portingNote).getByRole('link', { name: 'See plans on the Billing page' })).toHaveAttribute('href', '/billing');
    expect(within(porting).getByLabelText('Current business phone number')).toBeDisabled();
    expect(within(porting).getByRole('button', { name: 'Request Porting' })).toBeDisabled();

    const voice = await voiceCard();
    const voiceNote = within(voice).getByRole('note', { name: 'Plan' });
    expect(voiceNote.textContent).toContain('Voice customization is included in the Professional plan and above. Your Starter plan does not include it.');
    expect(voiceNote.textContent).toContain('Your calls use Joanna (female, US) at a medium rate.');
    expect(await within(voice).findByLabelText('Voice type')).toBeDisabled();
    expect(within(voice).getByRole('button', { name: 'Save Settings' })).toBeDisabled();
  });
});
