import { Types } from 'mongoose';
import { afterAll, beforeAll } from 'vitest';

import { createTestApp, type FakeAccount, type FakeTwilio, startFakeTwilio } from '../../../test-support/index.js';
import { patchUser, setPlan } from '../../agent-settings/settings.service.js';
import { signedInAgent } from '../../auth/testing.js';
import { PhoneNumberModel } from '../phone-number.model.js';

// http: supertest keeps the session cookie only when it is not Secure.
export const BASE = 'http://leadnest.example';

export interface PhoneFixture {
  twilio: FakeTwilio;
  platform: FakeAccount;
  app: ReturnType<typeof createTestApp>['app'];
}

/** A fake Twilio with a platform account, and the app pointed at it (beforeAll/afterAll of the calling file). */
export function withPhoneApp(): PhoneFixture {
  const fixture = {} as PhoneFixture;
  beforeAll(async () => {
    fixture.twilio = await startFakeTwilio();
    fixture.platform = fixture.twilio.addAccount();
    fixture.app = createTestApp({
      env: {
        TWILIO_API_URL: fixture.twilio.url,
        TWILIO_ACCOUNT_SID: fixture.platform.sid,
        TWILIO_AUTH_TOKEN: fixture.platform.authToken,
        PUBLIC_BASE_URL: BASE,
      },
    }).app;
  });
  afterAll(() => fixture.twilio.close());
  return fixture;
}

let serial = 0;
/** A signed-in agent on a plan with one dedicated number on the platform account. */
export async function agentWithNumber(fixture: PhoneFixture, overrides: Record<string, unknown> = {}) {
  const signed = await signedInAgent(fixture.app, { firstName: 'Maya', brokerage: 'Keystone Realty', ...overrides });
  await setPlan(signed.user.id, 'enterprise');
  // Replies at once: the responseDelay setting has its own tests.
  await patchUser(signed.user.id, { advancedSettings: { responseDelay: 0 } });
  const phoneNumber = `+1512555${String(1000 + ++serial).slice(-4)}`;
  const incoming = fixture.twilio.addIncomingNumber(fixture.platform.sid, phoneNumber);
  await PhoneNumberModel.create({
    userId: new Types.ObjectId(signed.user.id),
    phoneNumber,
    twilioSid: incoming.sid,
    provider: 'platform',
    accountSid: fixture.platform.sid,
  });
  return { ...signed, phoneNumber };
}
