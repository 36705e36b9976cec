import { describe, expect, it } from 'vitest';

import { createLogger } from '../../../lib/logger.js';
import { createTestApp, testEnv, withTestDatabase } from '../../../test-support/index.js';
import { newAgent } from '../../auth/testing.js';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../demo/demo.seed.js';
import { UserModel } from '../../identity/user.model.js';
import { giveOldLeadsToOwners } from '../../leads/assignment/assignee-backfill.js';
import { LeadModel } from '../../leads/lead.model.js';
import { TeamModel } from '../team.model.js';
import { migrateToTeams } from '../team-migration.js';

const db = withTestDatabase();

describe('the move to teams, on a copy of the demo data', () => {
  it('every agent becomes the owner of a team of one and keeps their leads; a second run changes nothing; every call works as before', async () => {
    await db.clear();
    const env = testEnv();
    await seedDemoData(env, createLogger(env));
    // The data as it was before teams: no teams, leads without an assignee.
    await TeamModel.deleteMany({});
    await LeadModel.collection.updateMany({}, { $unset: { assignedTo: '', assignedAt: '' } });
    const agents = await UserModel.find({ role: 'user' }, { _id: 1 }).lean();
    const leads = await LeadModel.countDocuments();
    expect(agents.length).toBeGreaterThan(0);
    expect(leads).toBeGreaterThan(0);

    expect(await migrateToTeams()).toBe(agents.length);
    expect(await giveOldLeadsToOwners()).toBe(leads);
    for (const { _id } of agents) {
      const teams = await TeamModel.find({ 'members.userId': _id }).lean();
      expect(teams).toHaveLength(1);
      expect(teams[0]).toMatchObject({ ownerId: _id, members: [{ userId: _id, role: 'owner', status: 'active' }], routing: { mode: 'owner' } });
    }
    const owners = await LeadModel.find({}, { userId: 1, assignedTo: 1 }).lean();
    expect(owners.every((l) => String(l.assignedTo) === String(l.userId))).toBe(true);

    // Again (a second worker, the next start): nothing to do.
    expect(await migrateToTeams()).toBe(0);
    expect(await giveOldLeadsToOwners()).toBe(0);
    expect(await TeamModel.countDocuments()).toBe(agents.length);

    const { app } = createTestApp();
    const demo = newAgent(app);
    await demo.post('/api/auth/login').send({ email: DEMO_EMAIL, password: DEMO_PASSWORD }).expect(200);
    const team = (await demo.get('/api/team').expect(200)).body;
    expect(team).toMatchObject({ name: 'Demo Agent’s team', plan: 'professional', seats: { used: 1, included: 1 }, myRole: 'owner' });
    expect((await demo.get('/api/leads/counts').expect(200)).body.total).toBe(leads);
    expect((await demo.get('/api/leads/counts?assigned=me').expect(200)).body.total).toBe(leads);
    expect((await demo.get('/api/leads?assigned=unassigned').expect(200)).body.leads).toHaveLength(0);
    await demo.get('/api/conversations').expect(200);
    const demoId = (await demo.get('/api/user/profile').expect(200)).body.id;
    expect((await demo.get(`/api/dashboard/metrics/${demoId}`).expect(200)).body.totalLeads).toBe(leads);
  });
});
