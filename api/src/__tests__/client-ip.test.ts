import { describe, it } from 'vitest';

import { newAgent } from '../modules/auth/testing.js';
import { createTestApp, withTestDatabase } from '../test-support/index.js';

withTestDatabase();

/*
 * Every per-IP cap reads ctx.ip. Behind our proxy (TRUST_PROXY) only the last
 * X-Forwarded-For entry is the one the proxy appended; a client that writes
 * its own entries before it must not choose the address it is counted as.
 */
describe('the client address behind a proxy', () => {
  it('is the entry our proxy appended, not one the client wrote: a spoofed header does not escape the admin login cap', async () => {
    const { app } = createTestApp({ env: { ADMIN_PASSCODE: 'right passcode', TRUST_PROXY: true } });
    // Ten wrong tries, each claiming a new address before the one the proxy saw.
    for (let i = 0; i < 10; i++)
      await newAgent(app)
        .post('/api/admin/login')
        .set('X-Forwarded-For', `198.51.100.${i}, 203.0.113.77`)
        .send({ passcode: `guess ${i}` })
        .expect(401);
    await newAgent(app).post('/api/admin/login').set('X-Forwarded-For', '192.0.2.1, 203.0.113.77').send({ passcode: 'right passcode' }).expect(429);
    // Another client of the same proxy is not held.
    await newAgent(app).post('/api/admin/login').set('X-Forwarded-For', '203.0.113.78').send({ passcode: 'right passcode' }).expect(200);
  });
});
