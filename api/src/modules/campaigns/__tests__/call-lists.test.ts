import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { subscribedAgent } from '../../auth/testing.js';

withTestDatabase();
let app: ReturnType<typeof createTestApp>['app'];
beforeAll(() => {
  app = createTestApp({ env: { PUBLIC_BASE_URL: 'http://leadnest.example' } }).app;
});

const campaign = { name: 'Spring sellers', description: 'Past clients', script: 'Ask whether they plan to sell this spring.' };

describe('POST /api/call-lists', () => {
  it('creates a campaign from /ai-phone’s reading, keeping its own counters whatever the body says', async () => {
    const { agent, user } = await subscribedAgent(app, {}, 'enterprise');
    const res = await agent
      .post('/api/call-lists')
      .send({ ...campaign, userId: user.id, status: 'active', totalContacts: 99, completedCalls: 42, successfulCalls: 7, contacts: [] })
      .expect(201);
    expect(res.body).toMatchObject({
      name: 'Spring sellers',
      script: campaign.script,
      status: 'active',
      priority: 'normal',
      totalContacts: 0,
      completedCalls: 0,
      successfulCalls: 0,
      dialing: false,
    });
    const list = await agent.get('/api/call-lists').expect(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0].totalContacts).toBe(0);
  });

  it('refuses a blank name with the spec’s message, names an absent one “Unnamed Campaign”, and requires a script', async () => {
    const { agent } = await subscribedAgent(app, {}, 'enterprise');
    const blank = await agent
      .post('/api/call-lists')
      .send({ ...campaign, name: '   ' })
      .expect(400);
    expect(blank.body.message).toBe('Please enter a campaign name');
    const unnamed = await agent.post('/api/call-lists').send({ script: 'Hello' }).expect(201);
    expect(unnamed.body.name).toBe('Unnamed Campaign');
    const noScript = await agent.post('/api/call-lists').send({ name: 'No script' }).expect(400);
    expect(noScript.body.message).toBe('Please enter a call script');
    await agent
      .post('/api/call-lists')
      .send({ ...campaign, priority: 'urgent' })
      .expect(400);
    const high = await agent
      .post('/api/call-lists')
      .send({ ...campaign, priority: 'high' })
      .expect(201);
    expect(high.body.priority).toBe('high');
  });

  it('creates a contact list from pasted numbers (the dashboard’s reading): normalised, duplicates counted, bad ones reported', async () => {
    const { agent } = await subscribedAgent(app, {}, 'enterprise');
    const res = await agent
      .post('/api/call-lists')
      .send({ name: 'Open house', description: null, phoneNumbers: '(512) 555-0100\n512.555.0100, +1 303 555 0101; 12', autoStart: false })
      .expect(201);
    expect(res.body).toMatchObject({ name: 'Open house', totalContacts: 2, added: 2, duplicates: 1 });
    expect(res.body.errors).toEqual([{ row: 4, reason: '“12” is not a phone number' }]);
    const contacts = await agent.get(`/api/call-lists/${res.body.id}/contacts`).expect(200);
    expect(contacts.body.map((c: { phone: string }) => c.phone)).toEqual(['+15125550100', '+13035550101']);
    // Pasted numbers carry no consent unless it is given: the dialer will skip them.
    expect(contacts.body[0]).toMatchObject({ consent: null, status: 'pending', callAttempts: 0, timeZone: 'America/Chicago', timeZoneSource: 'area-code' });
    const none = await agent.post('/api/call-lists').send({ name: 'Empty', phoneNumbers: ' \n ' }).expect(400);
    expect(none.body.message).toBe('Please enter at least one phone number');
  });
});

describe('PUT, start and DELETE /api/call-lists/{id}', () => {
  it('saves details, pauses, and deletes the list with its contacts', async () => {
    const { agent } = await subscribedAgent(app, {}, 'enterprise');
    const { body: created } = await agent.post('/api/call-lists').send(campaign).expect(201);
    const renamed = await agent.put(`/api/call-lists/${created.id}`).send({ name: 'Summer sellers', script: 'New script' }).expect(200);
    expect(renamed.body).toMatchObject({ name: 'Summer sellers', script: 'New script', status: 'active' });
    const paused = await agent.put(`/api/call-lists/${created.id}`).send({ status: 'paused' }).expect(200);
    expect(paused.body.status).toBe('paused');
    await agent.put(`/api/call-lists/${created.id}`).send({ totalContacts: 5 }).expect(400);
    await agent.post(`/api/call-lists/${created.id}/contacts`).send({ name: 'Ann', phone: '5125550123' }).expect(201);
    await agent.delete(`/api/call-lists/${created.id}`).expect(204);
    expect(await mongoose.connection.collection('call_list_contacts').countDocuments({ callListId: new mongoose.Types.ObjectId(created.id as string) })).toBe(
      0,
    );
    await agent.get(`/api/call-lists/${created.id}/contacts`).expect(404);
  });

  it('answers 403 to another agent on every path, and 401 to a visitor', async () => {
    const owner = await subscribedAgent(app, {}, 'enterprise');
    const other = await subscribedAgent(app, {}, 'enterprise');
    const { body: list } = await owner.agent.post('/api/call-lists').send(campaign).expect(201);
    const { body: contact } = await owner.agent.post(`/api/call-lists/${list.id}/contacts`).send({ name: 'Ann', phone: '5125550123' }).expect(201);
    await other.agent.get(`/api/call-lists/${owner.user.id}`).expect(403);
    await other.agent.get(`/api/call-list-contacts/${list.id}`).expect(403);
    await other.agent.get(`/api/call-lists/${list.id}/contacts`).expect(403);
    await other.agent.put(`/api/call-lists/${list.id}`).send({ status: 'paused' }).expect(403);
    await other.agent.delete(`/api/call-lists/${list.id}`).expect(403);
    await other.agent.post(`/api/call-lists/${list.id}/contacts`).send({ name: 'Bo', phone: '5125550124' }).expect(403);
    await other.agent.put(`/api/call-list-contacts/${contact.id}`).send({ name: 'Hijacked' }).expect(403);
    await other.agent.delete(`/api/call-list-contacts/${contact.id}`).expect(403);
    expect((await other.agent.get('/api/call-lists').expect(200)).body).toEqual([]);
    await createTestApp().request.get('/api/call-lists').expect(401);
    // The owner's own forms answer.
    expect((await owner.agent.get(`/api/call-lists/${owner.user.id}`).expect(200)).body[0].id).toBe(list.id);
    expect((await owner.agent.get(`/api/call-list-contacts/${list.id}`).expect(200)).body[0].name).toBe('Ann');
    await owner.agent.get('/api/call-list-contacts/0123456789abcdef01234567').expect(404);
  });
});

describe('contacts', () => {
  it('stores any phone format as E.164 with its zone, refuses an unparseable one, keeps totalContacts true', async () => {
    const { agent } = await subscribedAgent(app, {}, 'enterprise');
    const { body: list } = await agent.post('/api/call-lists').send(campaign).expect(201);
    const denver = await agent
      .post(`/api/call-lists/${list.id}/contacts`)
      .send({
        name: 'Dee',
        phone: '(212) 555-0199',
        email: 'dee@example.com',
        address: '1600 Broadway, Denver, CO 80202',
        consent: { method: 'verbal', source: 'Said yes at the open house' },
      })
      .expect(201);
    expect(denver.body).toMatchObject({
      phone: '+12125550199',
      timeZone: 'America/Denver',
      timeZoneSource: 'address',
      consent: { method: 'verbal', source: 'Said yes at the open house' },
    });
    const agentZone = await agent.post(`/api/call-lists/${list.id}/contacts`).send({ name: 'Uk', phone: '+44 20 7946 0958' }).expect(201);
    expect(agentZone.body).toMatchObject({ phone: '+442079460958', timeZone: 'America/New_York', timeZoneSource: 'agent' });
    const bad = await agent.post(`/api/call-lists/${list.id}/contacts`).send({ name: 'Nope', phone: 'call me maybe' }).expect(400);
    expect(bad.body.message).toContain('is not a phone number we can call');
    await agent.post(`/api/call-lists/${list.id}/contacts`).send({ phone: '5125550100' }).expect(400);
    const dup = await agent.post(`/api/call-lists/${list.id}/contacts`).send({ name: 'Dee again', phone: '212-555-0199' }).expect(400);
    expect(dup.body.code).toBe('DUPLICATE_CONTACT');
    expect((await agent.get('/api/call-lists').expect(200)).body[0].totalContacts).toBe(2);

    const edited = await agent.put(`/api/call-list-contacts/${denver.body.id}`).send({ address: 'Seattle, WA', status: 'opted-out' }).expect(200);
    expect(edited.body).toMatchObject({ timeZone: 'America/Los_Angeles', status: 'opted-out', name: 'Dee' });
    await agent.delete(`/api/call-list-contacts/${denver.body.id}`).expect(204);
    expect((await agent.get('/api/call-lists').expect(200)).body[0].totalContacts).toBe(1);
  });
});
