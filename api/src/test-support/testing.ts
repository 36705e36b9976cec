/**
 * @leadnest/api/testing (package.json "exports" "./testing"): the fakes of
 * outside services (Twilio and its relay calls, Stripe, Google, Microsoft,
 * Mailchimp, Meta), for tools outside the API that drive a running server
 * (scripts/bench-phone.ts, the browser tests in e2e/).
 * Nothing here needs vitest; the API's own tests import ./index.ts, which
 * adds the in-process app and database helpers. No production code imports
 * test-support (a lint zone in eslint.boundaries.js refuses it).
 */
export { startFakeTwilio, fakeSid, type FakeTwilio, type FakeAccount, type FakeIncomingNumber, type RecordedTwilioRequest } from './fake-twilio-server.js';
export { FakeRelayCall, type RelayMessage } from './fake-relay-call.js';
export { startFakeStripe, type FakeStripe, type RecordedStripeRequest } from './fake-stripe-server.js';
export { startFakeGoogle, type FakeGoogle } from './fake-google-server.js';
export { startFakeMeta, type FakeMeta, type FakeMetaSent } from './fake-meta-server.js';
export { startFakeMicrosoft, type FakeMicrosoft } from './fake-microsoft-server.js';
export { md5, startFakeMailchimp, type FakeMailchimp, type FakeMailchimpMember } from './fake-mailchimp-server.js';
