import mongoose from 'mongoose';
import { beforeEach, describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { newAgent } from '../../auth/testing.js';
import { settingsCache } from '../agent-settings.model.js';
import { findUser, findUserByPublicId } from '../profile.service.js';
import { setPlan } from '../settings.service.js';
import { migrateAgentSettings, moveLegacySettings } from '../settings-migration.js';

withTestDatabase();
const { app } = createTestApp();

/*
 * Accounts stored before the split hold their settings in the users
 * collection (docs/decisions/0033-identity-and-agent-settings.md). They are
 * written here through the driver, as the old schema stored them.
 */
const users = () => mongoose.connection.collection('users');
const settings = () => mongoose.connection.collection('agent_settings');

const LEGACY = {
  role: 'user',
  firstName: 'Grace',
  lastName: 'Hopper',
  plan: 'enterprise',
  brokerage: 'Hopper Homes',
  aiPersonality: 'friendly',
  isAiCallingEnabled: true,
  advancedSettings: { responseDelay: 3, maxResponseLength: 400, leadScoring: 'high', calendarIntegration: false, crmSync: false, emailNotifications: true },
  timeZone: 'America/Chicago',
  aiAssistantPaused: false,
};

let counter = 0;
async function legacyUser(fields: Record<string, unknown> = {}): Promise<mongoose.Types.ObjectId> {
  const _id = new mongoose.Types.ObjectId();
  const now = new Date('2025-01-02T03:04:05Z');
  counter += 1;
  await users().insertOne({
    _id,
    email: `legacy${counter}@example.com`,
    ...LEGACY,
    publicId: `legacy-public-id-${counter}`,
    ...fields,
    createdAt: now,
    updatedAt: now,
  });
  return _id;
}

beforeEach(() => settingsCache.clear());

describe('the agent-settings migration (start-up)', () => {
  it('moves every account’s settings into agent_settings and drops them from users; a second run finds nothing', async () => {
    const a = await legacyUser();
    const b = await legacyUser({ publicId: 'other-public-id', timeZone: 'America/Denver' });
    expect(await migrateAgentSettings()).toBeGreaterThanOrEqual(2);

    for (const [id, zone] of [
      [a, 'America/Chicago'],
      [b, 'America/Denver'],
    ] as const) {
      const account = await users().findOne({ _id: id });
      expect(Object.keys(account!).sort()).toEqual(['_id', 'createdAt', 'email', 'role', 'updatedAt']);
      expect(account!.updatedAt).toEqual(new Date('2025-01-02T03:04:05Z'));
      expect(await settings().findOne({ userId: id })).toMatchObject({ firstName: 'Grace', plan: 'enterprise', timeZone: zone, isAiCallingEnabled: true });
    }
    expect(await migrateAgentSettings()).toBe(0);
    expect(await settings().countDocuments({ userId: { $in: [a, b] } })).toBe(2);
  });

  it('after a run stopped between the copy and the drop, keeps the settings written since and only drops the old copy', async () => {
    const id = await legacyUser();
    await moveLegacySettings(id);
    // As if the process stopped before the drop: the account holds its old values again, the settings a newer plan.
    await users().updateOne({ _id: id }, { $set: { plan: 'enterprise', firstName: 'Grace' } });
    await settings().updateOne({ userId: id }, { $set: { plan: 'agency' } });
    await migrateAgentSettings();
    expect(await settings().findOne({ userId: id })).toMatchObject({ plan: 'agency', firstName: 'Grace' });
    expect(await users().findOne({ _id: id })).not.toHaveProperty('plan');
  });

  it('reads and writes of an account it has not reached move that account first, so nothing written is lost', async () => {
    const id = await legacyUser();
    expect(await findUser(String(id))).toMatchObject({ email: expect.any(String), firstName: 'Grace', plan: 'enterprise', timeZone: 'America/Chicago' });
    expect(await users().findOne({ _id: id })).not.toHaveProperty('firstName');

    const other = await legacyUser({ publicId: 'widget-before-migration' });
    await setPlan(String(other), 'agency');
    expect(await findUser(String(other))).toMatchObject({ plan: 'agency', brokerage: 'Hopper Homes' });

    const third = await legacyUser({ publicId: 'widget-public-id' });
    expect((await findUserByPublicId('widget-public-id'))?._id).toEqual(third);
  });

  it('serves the profile of a migrated account as before: one body from both collections', async () => {
    const agent = newAgent(app);
    await agent
      .post('/api/auth/signup')
      .send({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada.split@example.com', password: 'correct horse' })
      .expect(201);
    const profile = (await agent.get('/api/user/profile').expect(200)).body;
    expect(profile).toMatchObject({ email: 'ada.split@example.com', firstName: 'Ada', plan: null, aiPersonality: 'friendly', timeZone: 'America/New_York' });
    const stored = await users().findOne({ email: 'ada.split@example.com' });
    expect(stored).not.toHaveProperty('firstName');
    expect(await settings().findOne({ userId: stored!._id })).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });
});
