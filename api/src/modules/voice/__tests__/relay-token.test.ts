import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

import { FakeRelayCall, fakeSid, postTwilioWebhook, startRelayServer, withTestDatabase } from '../../../test-support/index.js';
import { agentWithNumber, BASE, withPhoneApp } from '../../numbers/__tests__/phone-fixture.js';

withTestDatabase();
const fixture = withPhoneApp();
// Two servers on one database, as two API workers are: what one socket claimed, the other must see.
let relay: Awaited<ReturnType<typeof startRelayServer>>;
let otherWorker: Awaited<ReturnType<typeof startRelayServer>>;
beforeAll(async () => {
  relay = await startRelayServer(fixture.app, pino({ level: 'silent' }));
  otherWorker = await startRelayServer(fixture.app, pino({ level: 'silent' }));
});
afterAll(async () => {
  await relay.close();
  await otherWorker.close();
});

/** The HTTP status an upgrade got: 101 when the socket opened. */
function upgradeStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => {
      ws.close();
      resolve(101);
    });
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', reject);
  });
}

describe('a call relay token', () => {
  it('opens one socket: a second one with the same token is refused (on whichever API process it lands)', async () => {
    const { phoneNumber } = await agentWithNumber(fixture);
    const callSid = fakeSid('CA');
    const params = { CallSid: callSid, From: '+18305553977', To: phoneNumber, Direction: 'inbound', CallStatus: 'ringing' };
    const res = await postTwilioWebhook(
      fixture.app,
      BASE,
      '/api/twilio/voice',
      { AccountSid: fixture.platform.sid, ...params },
      fixture.platform.authToken,
    ).expect(200);
    const url = (/<ConversationRelay url="([^"]+)"/.exec(res.text)?.[1] ?? '').replace(/&amp;/g, '&').replace(BASE.replace(/^http/, 'ws'), relay.origin);

    const onOtherWorker = url.replace(relay.origin, otherWorker.origin);

    // Sockets racing with one token, on both workers: exactly one gets the call.
    const statuses = await Promise.all([upgradeStatus(url), upgradeStatus(onOtherWorker), upgradeStatus(url), upgradeStatus(onOtherWorker)]);
    expect(statuses.sort()).toEqual([101, 403, 403, 403]);
    // And later ones are refused too, while the call runs.
    expect(await upgradeStatus(url)).toBe(403);
    expect(await upgradeStatus(onOtherWorker)).toBe(403);
    await expect(FakeRelayCall.open(url)).rejects.toBeTruthy();
  });

  it('is refused with a wrong token', async () => {
    const { phoneNumber } = await agentWithNumber(fixture);
    const callSid = fakeSid('CA');
    const params = { CallSid: callSid, From: '+18305553978', To: phoneNumber, Direction: 'inbound', CallStatus: 'ringing' };
    await postTwilioWebhook(fixture.app, BASE, '/api/twilio/voice', { AccountSid: fixture.platform.sid, ...params }, fixture.platform.authToken).expect(200);
    expect(await upgradeStatus(`${relay.origin}/api/twilio/relay?callSid=${callSid}&token=wrong`)).toBe(403);
  });
});
