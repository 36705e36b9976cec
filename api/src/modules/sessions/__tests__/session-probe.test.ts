import { SESSION_PROBE_HEADER } from '@leadnest/contracts';
import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { newAgent, signedInAgent } from '../../auth/testing.js';
import { SessionModel } from '../session.model.js';

withTestDatabase();

describe('the session probe (GET /api/user/profile with the probe header)', () => {
  const { app } = createTestApp();

  it('answers a visitor 200 { user: null }, never cached: a signed-out page makes no failing request', async () => {
    const res = await newAgent(app).get('/api/user/profile').set(SESSION_PROBE_HEADER, '1').expect(200);
    expect(res.body).toEqual({ user: null });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 200 { user: null } for a cookie whose session has ended, and clears the cookie', async () => {
    const { agent, user } = await signedInAgent(app);
    await SessionModel.deleteMany({ userId: user.id });
    const res = await agent.get('/api/user/profile').set(SESSION_PROBE_HEADER, '1').expect(200);
    expect(res.body).toEqual({ user: null });
    expect(res.headers['set-cookie']?.[0]).toMatch(/^leadnest_session=;/);
  });

  it('answers a signed-in user their profile, as without the header', async () => {
    const { agent, user } = await signedInAgent(app);
    const res = await agent.get('/api/user/profile').set(SESSION_PROBE_HEADER, '1').expect(200);
    expect(res.body).toMatchObject({ id: user.id, email: user.email });
  });

  it('leaves every signed-in route answering 401 to a visitor: the profile without the header, the profile PUT, other reads', async () => {
    const visitor = newAgent(app);
    await visitor.get('/api/user/profile').expect(401);
    await visitor.put('/api/user/profile').set(SESSION_PROBE_HEADER, '1').send({ firstName: 'Ada' }).expect(401);
    await visitor.get('/api/leads').set(SESSION_PROBE_HEADER, '1').expect(401);
  });
});
