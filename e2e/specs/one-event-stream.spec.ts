import type { APIRequestContext, Page } from '@playwright/test';

import { toast } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { registerProfessional } from '../support/leads';

// One stream of conversation events per browser, not per tab
// (docs/decisions/0032-one-event-stream-per-browser.md). HTTP/1.1 allows six
// connections per host; with a stream (or two) per tab, the seventh tab never loaded.

const TABS = 10;
const EVENTS = '/api/conversations/events';

/** A visitor writes to the agent through the website chat's public API; answers the visitor's token for the next message. */
async function visitorSays(request: APIRequestContext, agentPublicId: string, message: string, token?: string): Promise<string> {
  const res = await request.post(`/api/public/chat/${agentPublicId}/messages`, { data: { message }, headers: token ? { 'X-Visitor-Token': token } : {} });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { visitorToken: string }).visitorToken;
}

/** The text of the needs-a-person toast about `leadName` (a new toast replaces the one shown). */
function asking(page: Page, leadName: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(`${leadName} asked to talk to a real person. Open Conversations to take over.`);
}

test('ten tabs of one agent all load, share one event stream, and all see a new chat; another tab takes over when the leading one closes', async ({
  context,
  page,
}) => {
  test.setTimeout(180_000);
  await registerProfessional(page, 'Tess', 'tabs');
  const { agentPublicId } = (await (await page.request.get('/api/chat-widget/embed-code')).json()) as { agentPublicId: string };

  // Every request for the stream in this browser, as the tab that made it.
  const streams: Page[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === EVENTS) streams.push(request.frame().page());
  });

  // Half the tabs on the dashboard, half in the inbox (which listened twice over before: its own stream and the alert's).
  const tabs: { page: Page; path: '/dashboard' | '/conversations' }[] = [{ page, path: '/dashboard' }];
  for (let i = 1; i < TABS; i += 1) tabs.push({ page: await context.newPage(), path: i % 2 ? '/conversations' : '/dashboard' });
  // Before, the seventh tab's page never arrived: its requests queued behind six streams.
  for (const [i, tab] of tabs.entries()) {
    await tab.page.goto(tab.path, { timeout: 30_000 });
    const heading = tab.path === '/dashboard' ? 'Dashboard' : 'Conversations';
    await expect(tab.page.getByRole('heading', { level: 1, name: heading }), `tab ${i + 1} loads`).toBeVisible();
  }
  const inboxes = tabs.filter((t) => t.path === '/conversations');
  const dashboards = tabs.filter((t) => t.path === '/dashboard');
  await Promise.all(inboxes.map((t) => expect(t.page.getByText('No client conversations yet...')).toBeVisible()));
  // One request for the stream in the whole browser: not one per tab, nor one per listener in the leading tab.
  expect(streams).toHaveLength(1);

  // A lead writes in and asks for a person: every tab gets the toast, the inboxes and dashboards list the lead.
  const riley = await visitorSays(context.request, agentPublicId, "Hi, I'm Riley Quinn, looking to buy a 3 bed house in Decatur");
  await visitorSays(context.request, agentPublicId, 'Can I talk to a real person please?', riley);
  await Promise.all(tabs.map((t) => expect(asking(t.page, 'Riley Quinn')).toBeVisible()));
  await Promise.all(tabs.map((t) => expect(toast(t.page, 'A lead is asking for you')).toBeVisible()));
  await Promise.all(inboxes.map((t) => expect(t.page.getByTestId('inbox-row').filter({ hasText: 'Riley Quinn' }).first()).toBeVisible()));
  await Promise.all(dashboards.map((t) => expect(t.page.getByTestId('conversation-row').filter({ hasText: 'Riley Quinn' })).toBeVisible()));
  expect(streams).toHaveLength(1);

  // The leading tab closes: the browser gives the lock to another tab, which opens the stream and relays to the rest.
  const leader = streams[0]!;
  await leader.close();
  const rest = tabs.filter((t) => t.page !== leader);
  await expect.poll(() => streams.length).toBe(2);
  expect(streams[1]).not.toBe(leader);
  const morgan = await visitorSays(context.request, agentPublicId, "Hello, I'm Morgan Lee, we are selling our condo");
  await visitorSays(context.request, agentPublicId, 'Can someone call me?', morgan);
  await Promise.all(rest.map((t) => expect(asking(t.page, 'Morgan Lee')).toBeVisible()));
  await Promise.all(
    rest.map((t) =>
      expect(
        t.page
          .getByTestId(t.path === '/dashboard' ? 'conversation-row' : 'inbox-row')
          .filter({ hasText: 'Morgan Lee' })
          .first(),
      ).toBeVisible(),
    ),
  );
  expect(streams).toHaveLength(2);
});
