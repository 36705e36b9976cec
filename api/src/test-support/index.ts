export { createTestApp, testEnv, type TestApp, type TestAppOptions } from './test-app.js';
export { withTestDatabase, type TestDatabase } from './test-database.js';
export {
  startFakeModelServer,
  FAKE_MODEL_DEFAULT_ANSWER,
  type FakeModelServer,
  type RecordedModelRequest,
  type ChatCompletionRequestBody,
} from './fake-model-server.js';
export { startFakeTwilio, fakeSid, type FakeTwilio, type FakeAccount, type FakeIncomingNumber, type RecordedTwilioRequest } from './fake-twilio-server.js';
export { postTwilioWebhook } from './twilio-webhooks.js';
export { startRelayServer } from './relay-client.js';
export { FakeRelayCall, type RelayMessage } from './fake-relay-call.js';
export { startFakeStripe, type FakeStripe, type RecordedStripeRequest } from './fake-stripe-server.js';
export { startFakeGoogle, type FakeGoogle } from './fake-google-server.js';
export { startFakeMicrosoft, type FakeMicrosoft } from './fake-microsoft-server.js';
export { startFakeMeta, type FakeMeta, type FakeMetaPage } from './fake-meta-server.js';
export { startFakeMailchimp, type FakeMailchimp, type FakeMailchimpMember } from './fake-mailchimp-server.js';
