import { CONTENT_MESSAGES } from '@leadnest/contracts/marketing-content';
import supertest from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';

import { createLogger } from '../../../lib/logger.js';
import { createTestApp, testEnv, withTestDatabase } from '../../../test-support/index.js';
import { newAgent, signedInAgent } from '../../auth/testing.js';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../demo/demo.seed.js';
import { UserModel } from '../../identity/user.model.js';
import { footerContent, signedInAdmin } from './fixtures.js';

const db = withTestDatabase();
const PASSCODE = 'content editors passcode, long enough';
const { app } = createTestApp({ env: { ADMIN_PASSCODE: PASSCODE } });

beforeEach(async () => {
  await db.clear();
});

describe('the marketing role (GET and PUT /api/admin/content-editors)', () => {
  it('only an admin lists and grants: 401 signed out, 403 for an agent', async () => {
    const visitor = supertest(app.callback());
    await visitor.get('/api/admin/content-editors').expect(401);
    await visitor.put('/api/admin/content-editors').send({ email: 'a@example.com', granted: true }).expect(401);
    const { agent, user } = await signedInAgent(app);
    await agent.get('/api/admin/content-editors').expect(403);
    await agent.put('/api/admin/content-editors').send({ email: user.email, granted: true }).expect(403);
    expect((await UserModel.findById(user.id).lean())?.contentEditor).toBeUndefined();
  });

  it('an admin grants and revokes by email: the profile says so, the editor calls follow at once, the list shows who and since when', async () => {
    const admin = await signedInAdmin(app, PASSCODE);
    const { agent, user } = await signedInAgent(app, { firstName: 'Mara', lastName: 'Keting' });
    expect((await agent.get('/api/user/profile').expect(200)).body.canEditContent).toBe(false);
    expect((await admin.get('/api/user/profile').expect(200)).body.canEditContent).toBe(true);
    await agent.put('/api/content/footer/draft').send(footerContent()).expect(403);

    // Admins hold the role by being admins.
    const before = (await admin.get('/api/admin/content-editors').expect(200)).body;
    expect(before.editors).toEqual([expect.objectContaining({ email: 'admin', grantedAt: null })]);

    const missing = await admin.put('/api/admin/content-editors').send({ email: 'nobody@example.com', granted: true }).expect(404);
    expect(missing.body.message).toBe('No account with that email');
    await admin.put('/api/admin/content-editors').send({ email: 'not an email', granted: true }).expect(400);
    await admin.put('/api/admin/content-editors').send({ email: user.email }).expect(400);

    // The email is matched in any case.
    const granted = await admin.put('/api/admin/content-editors').send({ email: user.email.toUpperCase(), granted: true }).expect(200);
    const row = granted.body.editors.find((e: { id: string }) => e.id === user.id);
    expect(row).toMatchObject({ email: user.email, name: 'Mara Keting' });
    expect(Date.parse(row.grantedAt)).toBeGreaterThan(Date.now() - 60_000);
    const stored = await UserModel.findById(user.id).lean();
    expect(String(stored?.contentEditor?.grantedBy)).toMatch(/^[a-f0-9]{24}$/);
    expect((await agent.get('/api/user/profile').expect(200)).body.canEditContent).toBe(true);
    await agent.put('/api/content/footer/draft').send(footerContent()).expect(200);

    // A second grant keeps the first one's time.
    const again = await admin.put('/api/admin/content-editors').send({ email: user.email, granted: true }).expect(200);
    expect(again.body.editors.find((e: { id: string }) => e.id === user.id).grantedAt).toBe(row.grantedAt);

    const revoked = await admin.put('/api/admin/content-editors').send({ email: user.email, granted: false }).expect(200);
    expect(revoked.body.editors.map((e: { email: string }) => e.email)).toEqual(['admin']);
    expect((await agent.get('/api/user/profile').expect(200)).body.canEditContent).toBe(false);
    const refused = await agent.put('/api/content/footer/draft').send(footerContent()).expect(403);
    expect(refused.body.message).toBe(CONTENT_MESSAGES.notEditor);
  });
});

describe('the demo agent', () => {
  it('holds the marketing role, so a person trying the product can open /content', async () => {
    const env = testEnv();
    await seedDemoData(env, createLogger({ ...env, LOG_LEVEL: 'silent' }));
    const demo = newAgent(app);
    const res = await demo.post('/api/auth/login').send({ email: DEMO_EMAIL, password: DEMO_PASSWORD }).expect(200);
    expect(res.body.user.canEditContent).toBe(true);
    await demo.put('/api/content/footer/draft').send(footerContent()).expect(200);
  });
});
