import { describe, expect, it } from 'vitest';

import { withTestDatabase } from '../../../test-support/index.js';
import { agentWithPage, deliver, nextId, notification, withMetaApp } from './meta-messaging-fixture.js';

withTestDatabase();
const fixture = withMetaApp();

/*
 * Messenger and Instagram conversations count wherever conversations and
 * leads are counted (docs/decisions/0035-meta-direct-messages.md): the
 * dashboard's totals, analytics' lead sources, and AI Performance's scripts
 * (one per channel).
 */
describe('Messenger and Instagram in the reports', () => {
  it("count in the dashboard's totals, the lead sources and AI Performance's scripts", async () => {
    const { agent, user, page } = await agentWithPage(fixture, { instagram: true });
    const messenger = nextId();
    const instagram = nextId();
    fixture.meta.profiles.set(messenger, { pageId: page.id, first_name: 'Rosa', last_name: 'Diaz' });
    fixture.meta.profiles.set(instagram, { pageId: page.id, name: 'Lena Ortiz' });
    await deliver(fixture, notification('facebook', page.id, messenger, { text: 'Looking to buy a 3 bedroom in Austin under 450k' }));
    await deliver(fixture, notification('instagram', page.instagram_business_account!.id, instagram, { text: 'Do you have condos for sale downtown?' }));

    const metrics = (await agent.get(`/api/dashboard/metrics/${user.id}`).expect(200)).body;
    expect(metrics).toMatchObject({ totalLeads: 2, activeConversations: 2 });

    const detailed = (await agent.get('/api/analytics/detailed?period=30d').expect(200)).body;
    expect(detailed.leadSources).toMatchObject({ facebook: 1, instagram: 1 });

    const performance = (await agent.get('/api/analytics/ai-performance?period=30d').expect(200)).body;
    expect(performance.topPerformingScripts.map((s: { name: string }) => s.name).sort()).toEqual(['Facebook Messenger', 'Instagram direct messages']);
    expect(performance.conversations).toBe(2);
  });
});
