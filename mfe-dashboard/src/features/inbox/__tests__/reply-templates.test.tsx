import { renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ReplyBox } from '../components/ReplyBox';
import { fillTemplate } from '../lib/fill-template';

const saved = [
  {
    id: 't1',
    templateId: 'showing-reminder',
    name: 'Showing Reminder',
    category: 'sms',
    subject: null,
    body: 'Hi {name}, a reminder of your showing tomorrow at {time}. Reply C to confirm.',
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  {
    id: 't2',
    templateId: 'welcome',
    name: 'Buyer Welcome',
    category: 'email',
    subject: 'Welcome',
    body: 'Hi {name},\n\nTalk soon,\n{agent}',
    createdAt: '2026-11-20T10:00:00.000Z',
  },
];
const profile = { id: 'u1', firstName: 'Maya', timeZone: 'America/New_York' };

describe('fillTemplate', () => {
  it('fills the lead’s first name, the agent and the showing time in the agent’s zone', () => {
    expect(
      fillTemplate('Hi {name}, see you {time}. {agent}', {
        leadName: 'Dana Cole',
        agentName: 'Maya',
        showing: '2026-11-24T19:00:00.000Z',
        timeZone: 'America/New_York',
      }),
    ).toBe('Hi Dana, see you Tue, Nov 24 at 2:00 PM. Maya');
  });
  it('leaves what is not known as its placeholder, and other braces alone', () => {
    expect(fillTemplate('Hi {name}, at {time} {unknown}', { leadName: '  ' })).toBe('Hi {name}, at {time} {unknown}');
  });
});

describe('saved templates in the reply box', () => {
  it('picking a template fills the box, placeholders filled from the lead; it sends as written', async () => {
    const sent: string[] = [];
    routeFetch((_m, url) =>
      url === '/api/templates' ? { body: { favourites: [], saved } } : url === '/api/user/profile' ? { body: profile } : { status: 404, body: {} },
    );
    renderWithClient(
      <ReplyBox
        channelLabel="text message"
        pending={false}
        lead={{ leadName: 'Casey Park', showing: '2026-11-25T16:00:00.000Z' }}
        onSend={async (t) => void sent.push(t)}
      />,
    );
    const user = userEvent.setup();
    const picker = await screen.findByLabelText('Insert a saved template');
    await user.selectOptions(picker, 't1');
    const box = screen.getByLabelText(/^Reply by/) as HTMLTextAreaElement;
    expect(box.value).toBe('Hi Casey, a reminder of your showing tomorrow at Wed, Nov 25 at 11:00 AM. Reply C to confirm.');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Buyer Welcome (Email)' })).toBeVisible());
    await user.selectOptions(picker, 't2');
    await waitFor(() => expect(box.value).toBe('Hi Casey,\n\nTalk soon,\nMaya'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual(['Hi Casey,\n\nTalk soon,\nMaya']);
  });

  it('with no saved templates, says so and links to the templates', async () => {
    routeFetch((_m, url) => (url === '/api/templates' ? { body: { favourites: [], saved: [] } } : { body: profile }));
    renderWithClient(<ReplyBox channelLabel="website chat" pending={false} onSend={async () => undefined} />);
    const empty = await screen.findByTestId('no-templates');
    expect(empty.textContent).toMatch(/No saved templates yet/);
    expect(screen.getByRole('link', { name: 'Browse templates' }).getAttribute('href')).toBe('/resources');
  });
});
