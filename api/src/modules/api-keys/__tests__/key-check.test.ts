import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type FakeModelServer, type FakeTwilio, startFakeModelServer, startFakeTwilio, withTestDatabase } from '../../../test-support/index.js';
import { subscribedAgent } from '../../auth/testing.js';

withTestDatabase();

let twilio: FakeTwilio;
let model: FakeModelServer;
let app: ReturnType<typeof createTestApp>['app'];
beforeAll(async () => {
  twilio = await startFakeTwilio();
  model = await startFakeModelServer();
  app = createTestApp({ env: { TWILIO_API_URL: twilio.url } }).app;
});
afterAll(async () => {
  await twilio.close();
  await model.close();
});

/** The API keys page's Test button checks the saved key against its provider. */
describe('POST /api/user-api-keys/{platform}/test', () => {
  it('Twilio: the account fetch succeeds with the right token and reports Twilio’s refusal with a wrong one', async () => {
    const { agent } = await subscribedAgent(app);
    const account = twilio.addAccount();
    await agent.post('/api/user-api-keys/twilio/test').expect(404);
    await agent
      .put('/api/user-api-keys')
      .send({ platform: 'twilio', apiKey: account.authToken, additionalData: { accountSid: account.sid } })
      .expect(200);
    const good = await agent.post('/api/user-api-keys/twilio/test').expect(200);
    expect(good.body).toEqual({ ok: true, message: 'Twilio accepted the key: account “Fake account” is active.' });
    expect(twilio.requests.some((r) => r.method === 'GET' && r.path === `/2010-04-01/Accounts/${account.sid}.json`)).toBe(true);

    await agent
      .put('/api/user-api-keys')
      .send({ platform: 'twilio', apiKey: 'f'.repeat(32), additionalData: { accountSid: account.sid } })
      .expect(200);
    const bad = await agent.post('/api/user-api-keys/twilio/test').expect(200);
    expect(bad.body.ok).toBe(false);
    expect(bad.body.message).toMatch(/^Twilio refused the key: Authenticate/);
  });

  it('AI: one tiny completion against the saved base URL; the provider’s error when it refuses', async () => {
    const { agent } = await subscribedAgent(app);
    await agent
      .put('/api/user-api-keys')
      .send({ platform: 'ai', apiKey: 'sk-test-123456', additionalData: { baseUrl: model.baseUrl, model: 'tiny-model' } })
      .expect(200);
    model.reset();
    model.answerContent('OK');
    const good = await agent.post('/api/user-api-keys/ai/test').expect(200);
    expect(good.body.ok).toBe(true);
    expect(good.body.message).toMatch(/answered “OK”/);
    expect(model.requests).toHaveLength(1);
    expect(model.requests[0]?.body).toMatchObject({ model: 'tiny-model', max_tokens: 5 });
    expect(model.requests[0]?.headers.authorization).toBe('Bearer sk-test-123456');

    model.failWith(401);
    const bad = await agent.post('/api/user-api-keys/ai/test').expect(200);
    expect(bad.body.ok).toBe(false);
    expect(bad.body.message).toMatch(/refused the key \(401\)/);
  });

  it('needs a session; an unknown platform is a 400', async () => {
    await createTestApp().request.post('/api/user-api-keys/twilio/test').expect(401);
    const { agent } = await subscribedAgent(app);
    await agent.post('/api/user-api-keys/stripe/test').expect(400);
  });
});
