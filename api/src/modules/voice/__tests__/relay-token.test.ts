import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

import { FakeRelayCall, fakeSid, postTwilioWebhook, startRelayServer, withTestDatabase } from '../../../test-support/index.js';
import { agentWithNumber, BASE, withPhoneApp } from '../../numbers/__tests__/phone-fixture.js';

withTestDatabase();
const fixture = withPhoneApp();
let relay: Awaited<ReturnType<typeof startRelayServer>>;
beforeAll(async () => {
  relay = await startRelayServer(fixture.app, pino({ level: 'silent' }));
});
afterAll(() => relay.close());

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

    // Two sockets racing with one token: exactly one gets the call.
    const statuses = await Promise.all([upgradeStatus(url), upgradeStatus(url)]);
    expect(statuses.sort()).toEqual([101, 403]);
    // And later ones are refused too, while the call runs.
    expect(await upgradeStatus(url)).toBe(403);
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
