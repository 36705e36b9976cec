import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { subscribedAgent } from '../../auth/testing.js';

withTestDatabase();
let app: ReturnType<typeof createTestApp>['app'];
beforeAll(() => {
  app = createTestApp({ env: { PUBLIC_BASE_URL: 'http://leadnest.example' } }).app;
});

describe('/api/crm-connections', () => {
  it('stores a connection per agent, never active while no CRM integration exists, with its type’s label', async () => {
    const { agent } = await subscribedAgent(app, {}, 'enterprise');
    expect((await agent.get('/api/crm-connections').expect(200)).body).toEqual([]);
    const notion = await agent.post('/api/crm-connections').send({ crmType: 'notion', crmName: '  Buyers DB ' }).expect(201);
    expect(notion.body).toMatchObject({
      crmName: 'Buyers DB',
      crmType: 'notion',
      isActive: false,
      totalLeads: 0,
      statusText: 'Database integration not available yet',
    });
    const custom = await agent.post('/api/crm-connections').send({ crmType: 'custom', crmName: 'Office CRM' }).expect(201);
    expect(custom.body.statusText).toBe('Connect via API not available yet');
    const hubspot = await agent.post('/api/crm-connections').send({ crmType: 'hubspot', crmName: 'HubSpot' }).expect(201);
    expect(hubspot.body.statusText).toBe('OAuth integration not available yet');
    const list = await agent.get('/api/crm-connections').expect(200);
    expect(list.body.map((c: { crmName: string }) => c.crmName).sort()).toEqual(['Buyers DB', 'HubSpot', 'Office CRM']);

    const other = await subscribedAgent(app, {}, 'enterprise');
    expect((await other.agent.get('/api/crm-connections').expect(200)).body).toEqual([]);
    await other.agent.delete(`/api/crm-connections/${notion.body.id}`).expect(403);
    await agent.delete(`/api/crm-connections/${notion.body.id}`).expect(204);
    await agent.delete(`/api/crm-connections/${notion.body.id}`).expect(404);
  });

  it('refuses bad input with readable 400s and strangers with 401', async () => {
    const { agent } = await subscribedAgent(app, {}, 'enterprise');
    expect((await agent.post('/api/crm-connections').send({ crmType: 'notion', crmName: '   ' }).expect(400)).body.message).toBe(
      'Please enter a name for this CRM connection',
    );
    expect((await agent.post('/api/crm-connections').send({ crmType: 'rolodex', crmName: 'Cards' }).expect(400)).body.message).toMatch(
      /^CRM type is one of salesforce/,
    );
    await agent.post('/api/crm-connections').send({ crmType: 'notion', crmName: 'x', extra: 1 }).expect(400);
    await agent.delete('/api/crm-connections/not-an-id').expect(400);
    await request(app.callback()).get('/api/crm-connections').expect(401);
  });
});
