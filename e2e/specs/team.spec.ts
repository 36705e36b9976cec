import type { EmbedCodeResponse } from '@leadnest/contracts';

import { choosePlan, PASSWORD, signUp, toast, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/mailbox';

// Teams end to end (docs/decisions/0034-teams.md): the owner invites an agent by mail, the agent
// joins from the link, a website chat becomes a lead routed to the agent, who works it, and the
// owner sees it on the team's leaderboard. The agent's screens at 390 px too.
test('an owner invites an agent, who joins from the mail; a website chat is routed to the agent, who works it; the owner sees it on the leaderboard', async ({
  page,
  browser,
}) => {
  await signUp(page, 'Olive', 'team-owner');
  await choosePlan(page, 'agency');

  // 1. /team: invite an agent.
  await page.goto('/team');
  const main = page.locator('main');
  const agentEmail = uniqueEmail('team-agent');
  const invite = main.getByRole('form', { name: 'Invite a member' });
  await invite.getByLabel('Email').fill(agentEmail);
  await invite.getByRole('button', { name: 'Send Invite' }).click();
  await expect(toast(page, 'Invite Sent')).toBeVisible();
  await expect(main.getByRole('list', { name: 'Pending invites' })).toContainText(agentEmail);

  // Round robin: new leads go to the team's agents.
  const routing = main.getByRole('form', { name: 'Lead routing' });
  await routing.getByLabel('Round robin').check();
  await routing.getByRole('button', { name: /Save Routing/ }).click();
  await expect(toast(page, 'Routing Saved')).toBeVisible();

  // 2. The agent opens the mailed link, creates an account with the invited address, and joins.
  const mail = await waitForMail(agentEmail, /invited to a team/);
  const link = /https?:\/\/\S+\/join\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const agentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const agent = await agentContext.newPage();
  await agent.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(agent.getByRole('heading', { name: /Join .*team/ })).toBeVisible();
  await agent.getByRole('link', { name: 'Create Account' }).click();
  await agent.getByLabel('First name').fill('Alex');
  await agent.getByLabel('Last name').fill('Agent');
  await agent.getByLabel('Email').fill(agentEmail);
  await agent.getByLabel('Password').fill(PASSWORD);
  await agent.getByRole('button', { name: 'Create Account' }).click();
  await expect(agent).toHaveURL(/\/join\?token=/);
  await agent.getByRole('button', { name: 'Join Team' }).click();
  await expect(toast(agent, 'Welcome to Olive Tester’s team')).toBeVisible();
  await expect(agent).toHaveURL(/\/leads$/);

  // The owner's page shows the new member.
  await page.reload();
  await expect(main.getByText(agentEmail).first()).toBeVisible();

  // 3. A visitor chats on the owner's website: the lead is routed to the agent.
  const embed = (await (await page.request.get('/api/chat-widget/embed-code')).json()) as EmbedCodeResponse;
  const visitor = await browser.newContext();
  const chat = await visitor.request.post(`/api/public/chat/${embed.agentPublicId}/messages`, {
    data: { message: 'Hi, I’m Jordan Visitor, 404-555-0123. Looking to buy a 3 bed in Decatur around 450k.' },
  });
  expect(chat.ok(), await chat.text()).toBe(true);
  await visitor.close();

  // 4. The agent sees it among their leads, and works it: a note.
  await agent.goto('/leads');
  const row = agent.getByTestId('lead-row').filter({ hasText: 'Jordan Visitor' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Alex Agent');
  await row.click();
  const panel = agent.getByTestId('lead-panel');
  await expect(panel.getByRole('heading', { name: 'Jordan Visitor' })).toBeVisible();
  await panel.getByRole('button', { name: 'Add Note' }).click();
  const dialog = agent.getByRole('dialog', { name: 'Add Note' });
  await dialog.getByLabel('Note').fill('Called back, pre-approved');
  await dialog.getByRole('button', { name: 'Save Note' }).click();
  await expect(panel.getByTestId('notes-activity')).toContainText('Called back, pre-approved');
  // Nothing scrolls sideways at 390 px.
  expect(await agent.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The agent's dashboard counts the leads assigned to them; the account's settings are the owner's.
  await agent.goto('/dashboard');
  await expect(agent.getByTestId('stat-prospects')).toContainText(/^1New Prospects/);
  await agent.goto('/ai-phone');
  await expect(agent.getByRole('heading', { name: 'Managed by your team’s owner' })).toBeVisible();
  await agent.getByRole('button', { name: 'Open menu' }).click();
  const drawerLinks = agent.getByTestId('drawer-app-links');
  await expect(drawerLinks.getByRole('link', { name: 'Leads' })).toBeVisible();
  await expect(drawerLinks.getByRole('link', { name: 'AI Phone' })).toHaveCount(0);
  await expect(drawerLinks.getByRole('link', { name: 'Billing' })).toHaveCount(0);

  // 5. The owner sees the lead with its assignee, and the agent on the leaderboard.
  await page.goto('/leads');
  await expect(page.getByTestId('lead-row').filter({ hasText: 'Jordan Visitor' })).toContainText('Alex Agent');
  await page.goto('/dashboard');
  const board = page.locator('main').getByRole('region', { name: 'Team Leaderboard' });
  await expect(board).toContainText('Alex Agent');
  await agentContext.close();
});
