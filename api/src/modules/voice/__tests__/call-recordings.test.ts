import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';

import { fakeSid, postTwilioWebhook, withTestDatabase } from '../../../test-support/index.js';
import { newAgent } from '../../auth/testing.js';
import { agentWithNumber, BASE, withPhoneApp } from '../../numbers/__tests__/phone-fixture.js';

withTestDatabase();
const fixture = withPhoneApp();

let caller = 0;
const callerPhone = () => `+1830555${String(5000 + ++caller).slice(-4)}`;

function webhook(path: string, params: Record<string, string>, token: string | null = fixture.platform.authToken) {
  return postTwilioWebhook(fixture.app, BASE, path, { AccountSid: fixture.platform.sid, ...params }, token);
}

describe('call recordings', () => {
  /** An answered call whose recording Twilio completed: the status callback as Twilio sends it (no To/From). */
  async function recordedCall() {
    const owner = await agentWithNumber(fixture);
    const callSid = fakeSid('CA');
    await webhook('/api/twilio/voice', { CallSid: callSid, From: callerPhone(), To: owner.phoneNumber, Direction: 'inbound', CallStatus: 'ringing' }).expect(
      200,
    );
    await expect.poll(() => fixture.platform.calls.find((c) => c.sid === callSid)?.recordingSid).toBeTruthy();
    const started = fixture.platform.calls.find((c) => c.sid === callSid)!;
    expect(started.recordingStatusCallback).toBe(`${BASE}/api/twilio/voice/recording`);
    const recording = {
      CallSid: callSid,
      RecordingSid: started.recordingSid!,
      RecordingStatus: 'completed',
      RecordingDuration: '42',
      RecordingUrl: `https://api.twilio.com/2010-04-01/Accounts/${fixture.platform.sid}/Recordings/${started.recordingSid}`,
    };
    return { ...owner, callSid, recording };
  }

  it('stores the completed recording on the call log and plays it through our API, with Range, never exposing Twilio', async () => {
    const { agent, callSid, recording } = await recordedCall();
    await webhook('/api/twilio/voice/recording', recording, null).expect(403);
    await webhook('/api/twilio/voice/recording', recording).expect(204);
    await webhook('/api/twilio/voice/recording', recording).expect(204); // Twilio's retry
    const [log] = (await agent.get('/api/call-logs').expect(200)).body as { id: string; recordingUrl: string | null }[];
    expect(log!.recordingUrl).toBe(`/api/call-logs/${log!.id}/recording`);
    expect(JSON.stringify(log)).not.toContain('twilio.com');
    const audio = await agent
      .get(log!.recordingUrl!)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect((audio.body as Buffer).toString()).toBe(`ID3 fake recording ${recording.RecordingSid}`);
    expect(JSON.stringify(audio.headers)).not.toContain(fixture.platform.authToken);
    const part = await agent.get(log!.recordingUrl!).set('Range', 'bytes=0-2').expect(206);
    expect(part.headers['content-range']).toMatch(/^bytes 0-2\//);
    expect((await mongoose.connection.collection('call_logs').findOne({ callSid }))?.recordingDuration).toBe(42);
  });

  it("is a 404 for another agent's call and for a call without a recording", async () => {
    const { agent, recording } = await recordedCall();
    await webhook('/api/twilio/voice/recording', recording).expect(204);
    const [log] = (await agent.get('/api/call-logs').expect(200)).body as { id: string }[];
    const other = await agentWithNumber(fixture);
    const res = await other.agent.get(`/api/call-logs/${log!.id}/recording`).expect(404);
    expect(res.body.message).toBe('Recording not found.');
    await newAgent(fixture.app).get(`/api/call-logs/${log!.id}/recording`).expect(401);
    const unrecorded = await recordedCall();
    const [plain] = (await unrecorded.agent.get('/api/call-logs').expect(200)).body as { id: string; recordingUrl: string | null }[];
    expect(plain!.recordingUrl).toBeNull();
    await unrecorded.agent.get(`/api/call-logs/${plain!.id}/recording`).expect(404);
  });

  it('records nothing when recording is off, and the greeting says nothing of it', async () => {
    const { agent, phoneNumber } = await agentWithNumber(fixture);
    await agent.put('/api/phone/settings').send({ recordingEnabled: false }).expect(200);
    const callSid = fakeSid('CA');
    const res = await webhook('/api/twilio/voice', { CallSid: callSid, From: callerPhone(), To: phoneNumber, CallStatus: 'ringing' }).expect(200);
    expect(res.text).not.toContain('recorded');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fixture.twilio.requests.some((r) => r.path.includes(`/Calls/${callSid}/Recordings`))).toBe(false);
  });
});
