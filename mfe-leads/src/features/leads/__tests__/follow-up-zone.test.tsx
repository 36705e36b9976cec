import { FOLLOW_UP_MESSAGES } from '@leadnest/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Settings } from 'luxon';

import { FollowUpDialog } from '../components/follow-ups/FollowUpDialog';
import { defaultFollowUp, pickError, pickOf, pickToIso } from '../lib/follow-up-time';
import { formatDateTime } from '../lib/lead-time';

// The browser is set to Tokyo; the agent's profile says Los Angeles (the picker uses the agent's zone).
const BROWSER = 'Asia/Tokyo';
const AGENT = 'America/Los_Angeles';
const before = Settings.defaultZone;
beforeEach(() => {
  Settings.defaultZone = BROWSER;
});
afterEach(() => {
  Settings.defaultZone = before;
});

describe('the follow-up picker in the agent’s time zone, not the browser’s', () => {
  it('starts 24 h ahead at the agent’s wall time and reads a pick there', () => {
    const now = new Date('2030-03-20T16:07:00Z'); // 09:07 in Los Angeles (PDT), 01:07 the next day in Tokyo
    expect(defaultFollowUp(now, AGENT)).toEqual({ date: '2030-03-21', time: '09:15' });
    expect(defaultFollowUp(now)).toEqual({ date: '2030-03-22', time: '01:15' });
    expect(pickToIso({ date: '2030-03-21', time: '09:15' }, AGENT)).toBe('2030-03-21T16:15:00.000Z');
    expect(pickOf('2030-03-21T16:15:00.000Z', AGENT)).toEqual({ date: '2030-03-21', time: '09:15' });
    // 20:00 on the 20th has passed in Tokyo but is still ahead in Los Angeles.
    expect(pickError({ date: '2030-03-20', time: '20:00' }, now.getTime(), AGENT)).toBeNull();
    expect(pickError({ date: '2030-03-20', time: '20:00' }, now.getTime())).toBe(FOLLOW_UP_MESSAGES.past);
    expect(formatDateTime('2030-03-21T16:15:00.000Z', AGENT)).toBe('Mar 21, 2030, 9:15 AM');
  });

  it('the dialog shows and saves the agent’s wall time and says which zone it is', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(
      <FollowUpDialog leadName="Dana Cole" current="2099-03-21T16:15:00.000Z" pending={false} timeZone={AGENT} onSubmit={onSubmit} onClose={() => undefined} />,
    );
    expect((await screen.findByLabelText('Date')).getAttribute('value') ?? (screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2099-03-21');
    expect(screen.getByText('Times in your time zone (America/Los Angeles)')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('2099-03-21T16:15:00.000Z'));
  });
});
