import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { formatSlot } from '@leadnest/assistant-engine';
import { EMPTY_UNDERSTOOD } from '@leadnest/contracts';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { AppLogger } from '../../../../lib/logger.js';
import { publicFetch } from '../../../../lib/public-fetch.js';
import { type FakeModelServer, startFakeModelServer } from '../../../../test-support/index.js';
import { MAX_TRANSCRIPT_MESSAGES, modelReply, type ModelReplyInput } from '../index.js';

const KEY = 'sk-test-4f9a1c2b3d4e5f60718293a4b5c6d7e8';
const SLOTS = ['2026-11-24T15:00:00.000Z', '2026-11-24T16:00:00.000Z', '2026-11-25T14:00:00.000Z'];

let model: FakeModelServer;
beforeAll(async () => {
  model = await startFakeModelServer();
});
afterAll(() => model.close());

/** The warnings modelReply logs, to check what they say (and never the key). */
const warnings: { fields: Record<string, unknown>; message: string }[] = [];
const logger = { warn: (fields: Record<string, unknown>, message: string) => void warnings.push({ fields, message }) };

beforeEach(() => {
  model.reset();
  warnings.length = 0;
});

const input = (overrides: Partial<ModelReplyInput> = {}): ModelReplyInput => ({
  provider: { apiKey: KEY, baseUrl: model.baseUrl, model: 'gpt-test' },
  agentName: 'Ada Lovelace',
  brandName: 'Lovelace Realty',
  personality: 'professional',
  channel: 'chat',
  maxLength: 500,
  objectives: { chatObjective: 'Book a showing within the week', phoneObjective: 'Confirm financing first' },
  understood: { ...EMPTY_UNDERSTOOD, intent: 'buy', budget: { max: 450_000 }, bedrooms: 3, areas: ['Austin'] },
  suggested: { kind: 'offer-slots', reply: 'Here are a few times that work: …', slots: SLOTS.slice(0, 2) },
  bookableSlots: SLOTS,
  timeZone: 'America/Chicago',
  transcript: [
    { role: 'lead', text: 'Hi, looking for a 3 bed in Austin under 450k' },
    { role: 'assistant', text: "Hello. I'm Ada's AI assistant. When would you like to move?" },
    { role: 'agent', text: 'Ada here, happy to help personally too.' },
    { role: 'lead', text: 'Can I see something on Tuesday?' },
  ],
  ...overrides,
});

/** The parts of the JSON schema sent that the tests read. */
interface SentSchema {
  required: string[];
  additionalProperties: boolean;
  properties: {
    reply: { type: string };
    action: { required: string[]; additionalProperties: boolean; properties: { kind: { enum: string[] }; slot: { type?: string; anyOf?: unknown[] } } };
  };
}

const answer = (reply: string, action: Record<string, unknown> = { kind: 'reply', slot: null }) => model.answer({ reply, action });

describe('modelReply: a usable answer', () => {
  it("returns the model's reply and action, and the model that answered", async () => {
    answer('Tuesday works. Would 9:00 AM or 10:00 AM suit you?');
    expect(await modelReply(input(), { logger })).toEqual({
      reply: 'Tuesday works. Would 9:00 AM or 10:00 AM suit you?',
      action: { kind: 'reply' },
      model: 'gpt-test-fake',
    });
    expect(warnings).toEqual([]);
  });

  it('books a slot the lead may book, named exactly', async () => {
    answer('Booked: Tuesday at 10:00 AM.', { kind: 'book', slot: SLOTS[1] });
    expect(await modelReply(input(), { logger })).toMatchObject({ action: { kind: 'book', slot: SLOTS[1] } });
  });

  it('hands off', async () => {
    answer('I will ask Ada to call you.', { kind: 'handoff', slot: null });
    expect(await modelReply(input(), { logger })).toMatchObject({ action: { kind: 'handoff' } });
  });

  it('accepts an answer that leaves out the null slot, and trims the reply', async () => {
    model.answer({ reply: '  Sounds good.  ', action: { kind: 'reply' } });
    expect(await modelReply(input(), { logger })).toMatchObject({ reply: 'Sounds good.', action: { kind: 'reply' } });
  });

  it('cuts the reply to maxLength at a word boundary', async () => {
    const long = `${'Thanks for the details about your home search in Austin '.repeat(8)}and more.`;
    answer(long);
    const result = await modelReply(input({ maxLength: 120 }), { logger });
    expect(result?.reply.length).toBeLessThanOrEqual(120);
    expect(result?.reply.length).toBeGreaterThan(60);
    expect(long.startsWith(result!.reply.replace(/…$/, ''))).toBe(true);
  });

  it('keeps SMS replies within 320 characters even when asked for more', async () => {
    answer('word '.repeat(200));
    const result = await modelReply(input({ channel: 'sms', maxLength: 1000 }), { logger });
    expect(result?.reply.length).toBeLessThanOrEqual(320);
    expect(result?.reply.length).toBeGreaterThan(250);
  });
});

describe('modelReply: the request', () => {
  it('carries the key, the model, the strict JSON schema and the transcript', async () => {
    answer('Sure.');
    await modelReply(input(), { logger });
    expect(model.requests).toHaveLength(1);
    const request = model.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request.headers['content-type']).toMatch(/application\/json/);
    expect(request.body?.model).toBe('gpt-test');

    const format = request.body?.response_format;
    expect(format).toMatchObject({ type: 'json_schema', json_schema: { name: 'assistant_reply', strict: true } });
    const schema = format?.json_schema?.schema as unknown as SentSchema;
    expect(schema.required).toEqual(['reply', 'action']);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.reply.type).toBe('string');
    expect(schema.properties.action.required).toEqual(['kind', 'slot']);
    expect(schema.properties.action.additionalProperties).toBe(false);
    expect(schema.properties.action.properties.kind.enum).toEqual(['reply', 'book', 'handoff']);
    expect(schema.properties.action.properties.slot.anyOf).toEqual([{ type: 'string', enum: SLOTS }, { type: 'null' }]);

    const messages = request.body?.messages ?? [];
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'Hi, looking for a 3 bed in Austin under 450k' },
      { role: 'assistant', content: "Hello. I'm Ada's AI assistant. When would you like to move?" },
      { role: 'assistant', name: 'agent', content: 'Ada here, happy to help personally too.' },
      { role: 'user', content: 'Can I see something on Tuesday?' },
    ]);
  });

  it('gives the model its role, the rules, the state and the slots in the agent’s time zone', async () => {
    await modelReply(input(), { logger });
    const [system] = model.requests[0]?.body?.messages ?? [];
    expect(system?.role).toBe('system');
    const prompt = system?.content ?? '';
    expect(prompt).toContain('AI assistant of Ada Lovelace of Lovelace Realty, a real estate agent');
    expect(prompt).toMatch(/say plainly that you are Ada Lovelace's AI assistant/);
    expect(prompt).toContain('Fair Housing');
    expect(prompt).toMatch(/never describe who lives/i);
    expect(prompt).toMatch(/never steer/i);
    expect(prompt).toMatch(/never invent facts about properties/i);
    expect(prompt).toContain('Personality: professional');
    expect(prompt).toContain('"Book a showing within the week"');
    expect(prompt).not.toContain('Confirm financing first');
    expect(prompt).toContain('at most 500 characters');
    expect(prompt).toContain('America/Chicago');
    expect(prompt).toContain(JSON.stringify(input().understood));
    expect(prompt).toContain('"move":"offer-slots"');
    // 15:00Z is 9:00 AM in Chicago in November.
    expect(formatSlot(SLOTS[0]!, 'America/Chicago')).toBe('Tue, Nov 24 at 9:00 AM');
    for (const slot of SLOTS) expect(prompt).toContain(`- ${slot} = ${formatSlot(slot, 'America/Chicago')}`);
  });

  it('uses the phone objective on a call, and says when there is nothing to book', async () => {
    await modelReply(input({ channel: 'voice', bookableSlots: [] }), { logger });
    const body = model.requests[0]?.body;
    const prompt = body?.messages?.[0]?.content ?? '';
    expect(prompt).toContain('"Confirm financing first"');
    expect(prompt).toContain('phone call');
    expect(prompt).toContain('Bookable slots: none right now');
    const schema = body?.response_format?.json_schema?.schema as unknown as SentSchema;
    expect(schema.properties.action.properties.slot).toMatchObject({ type: 'null' });
  });

  it(`sends at most the last ${MAX_TRANSCRIPT_MESSAGES} messages, oldest first`, async () => {
    const transcript = Array.from({ length: 25 }, (_, i) => ({ role: i % 2 ? ('assistant' as const) : ('lead' as const), text: `message ${i}` }));
    await modelReply(input({ transcript }), { logger });
    const sent = (model.requests[0]?.body?.messages ?? []).slice(1).map((m) => m.content);
    expect(sent).toEqual(transcript.slice(5).map((t) => t.text));
  });

  it('goes through the fetch it is given', async () => {
    const calls: string[] = [];
    const counting: typeof fetch = (url, init) => {
      calls.push(String(url));
      return fetch(url, init);
    };
    answer('Through the given fetch.');
    expect((await modelReply(input(), { logger, fetch: counting }))?.reply).toBe('Through the given fetch.');
    expect(calls).toEqual([`${model.baseUrl}/chat/completions`]);
  });

  it("sends none of the operator's OPENAI_* credentials to the agent's endpoint", async () => {
    vi.stubEnv('OPENAI_ORG_ID', 'org-operator');
    vi.stubEnv('OPENAI_PROJECT_ID', 'proj-operator');
    vi.stubEnv('OPENAI_ADMIN_KEY', 'sk-admin-operator');
    vi.stubEnv('OPENAI_BASE_URL', 'http://127.0.0.1:9/v1');
    try {
      answer('Hi.');
      expect(await modelReply(input(), { logger })).not.toBeNull();
      const request = model.requests[0]!;
      expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(request.rawBody + JSON.stringify(request.headers)).not.toMatch(/operator/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('modelReply: falls back (null) and warns, without the key', () => {
  const expectWarning = (failure: string) => {
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.fields).toMatchObject({ failure, model: 'gpt-test', host: new URL(model.baseUrl).host });
    expect(JSON.stringify(warnings)).not.toContain(KEY);
  };

  it('on a book of a slot that was not offered', async () => {
    answer('Booked for Sunday.', { kind: 'book', slot: '2026-11-29T15:00:00.000Z' });
    expect(await modelReply(input(), { logger })).toBeNull();
    expectWarning('slot-not-offered');
  });

  it('on a book of a slot written differently from the offered one', async () => {
    answer('Booked.', { kind: 'book', slot: '2026-11-24T15:00:00Z' });
    expect(await modelReply(input(), { logger })).toBeNull();
    expectWarning('slot-not-offered');
  });

  it('on a book without a slot', async () => {
    answer('Booked.', { kind: 'book', slot: null });
    expect(await modelReply(input(), { logger })).toBeNull();
    expectWarning('slot-not-offered');
  });

  it('on a timeout, as soon as the deadline passes', async () => {
    model.answer({ reply: 'Too late.', action: { kind: 'reply', slot: null } }, { delayMs: 5000 });
    const started = performance.now();
    expect(await modelReply(input(), { logger, timeoutMs: 200 })).toBeNull();
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(190);
    expect(elapsed).toBeLessThan(1000);
    expectWarning('timeout');
  });

  it('on a timeout at the default 4 seconds', async () => {
    // Fake time: the deadline's timer (and the fake model's late answer) fire when the test says, not 4 s later.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    model.answer({ reply: 'Too late.', action: { kind: 'reply', slot: null } }, { delayMs: 5000 });
    let settled = false;
    const reply = modelReply(input(), { logger }).finally(() => void (settled = true));
    await vi.advanceTimersByTimeAsync(3990);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(await reply).toBeNull();
    expectWarning('timeout');
    await vi.advanceTimersByTimeAsync(1000); // the fake model's late answer goes out to the closed request
    vi.useRealTimers();
  });

  it('when the caller aborts', async () => {
    model.answer({ reply: 'Too late.', action: { kind: 'reply', slot: null } }, { delayMs: 5000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const started = performance.now();
    expect(await modelReply(input(), { logger, signal: controller.signal })).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
    expectWarning('aborted');
  });

  it('on HTTP 500, even when the error body echoes the key', async () => {
    model.failWith(500, JSON.stringify({ error: { message: `upstream failed for key ${KEY}`, type: 'server_error' } }));
    expect(await modelReply(input(), { logger })).toBeNull();
    expectWarning('http-error');
    expect(String(warnings[0]?.fields.detail)).toMatch(/^HTTP 500: /);
    expect(String(warnings[0]?.fields.detail)).toContain('[key]');
    expect(model.requests).toHaveLength(1); // no retries
  });

  it('on HTTP 401 and 429', async () => {
    for (const status of [401, 429]) {
      warnings.length = 0;
      model.failWith(status);
      expect(await modelReply(input(), { logger })).toBeNull();
      expectWarning('http-error');
    }
  });

  it('on content that is not JSON', async () => {
    model.answerContent('{"reply": "Hello", "action": {"kind": ');
    expect(await modelReply(input(), { logger })).toBeNull();
    expectWarning('bad-json');
  });

  it('on prose instead of JSON', async () => {
    model.answerContent('Sure! Tuesday at 9 works.');
    expect(await modelReply(input(), { logger })).toBeNull();
    expectWarning('bad-json');
  });

  it('on a response body that is not JSON at all', async () => {
    model.answerRaw('<html>Bad gateway</html>');
    expect(await modelReply(input(), { logger })).toBeNull();
    expectWarning('bad-json');
  });

  it.each([
    ['no action', { reply: 'Hi' }],
    ['an unknown action', { reply: 'Hi', action: { kind: 'call', slot: null } }],
    ['a reply that is not text', { reply: 42, action: { kind: 'reply', slot: null } }],
    ['an array', [{ reply: 'Hi', action: { kind: 'reply' } }]],
  ])('on JSON outside the schema: %s', async (_label, json) => {
    model.answer(json);
    expect(await modelReply(input(), { logger })).toBeNull();
    expectWarning('schema');
  });

  it('on an empty reply', async () => {
    answer('   ');
    expect(await modelReply(input(), { logger })).toBeNull();
    expectWarning('empty-reply');
  });

  it('on a refusal', async () => {
    model.refuse('I cannot help with that.');
    expect(await modelReply(input(), { logger })).toBeNull();
    expectWarning('refusal');
  });

  it('on a network error', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const result = await modelReply(input({ provider: { apiKey: KEY, baseUrl: `http://127.0.0.1:${port}/v1`, model: 'gpt-test' } }), { logger });
    expect(result).toBeNull();
    expect(warnings[0]?.fields).toMatchObject({ failure: 'network-error', host: `127.0.0.1:${port}` });
    expect(JSON.stringify(warnings)).not.toContain(KEY);
  });

  it("through the app's pino logger, as one JSON line without the key", async () => {
    const lines: string[] = [];
    // Typed as the app's logger: the one callers pass.
    const capturing: AppLogger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    model.failWith(401, JSON.stringify({ error: { message: `Incorrect API key provided: ${KEY}` } }));
    expect(await modelReply(input(), { logger: capturing })).toBeNull();
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 40, failure: 'http-error', model: 'gpt-test' });
    expect(lines[0]).not.toContain(KEY);
  });

  it('even when the logger itself throws', async () => {
    model.failWith(503);
    const throwing = {
      warn: () => {
        throw new Error('log sink down');
      },
    };
    await expect(modelReply(input(), { logger: throwing })).resolves.toBeNull();
  });

  it('on a base URL that is not one, without throwing', async () => {
    await expect(modelReply(input({ provider: { apiKey: KEY, baseUrl: 'not a url', model: 'gpt-test' } }), { logger })).resolves.toBeNull();
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings)).not.toContain(KEY);
  });
});

describe('modelReply: where the provider may be', () => {
  it('does not reach a provider on a private address when it must stay on the public internet', async () => {
    answer('This must never be sent.');
    const guarded = input({ provider: { apiKey: KEY, baseUrl: model.baseUrl, model: 'gpt-test', fetch: publicFetch } });
    expect(await modelReply(guarded, { logger })).toBeNull();
    expect(model.requests).toHaveLength(0);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.fields).toMatchObject({ failure: 'network-error' });
    expect(String(warnings[0]!.fields.detail)).toContain('is not a public internet address');
    // The same provider without the guard (AI_ALLOW_PRIVATE_HOSTS) is reached.
    expect(await modelReply(input(), { logger })).toMatchObject({ reply: 'This must never be sent.' });
  });
});
