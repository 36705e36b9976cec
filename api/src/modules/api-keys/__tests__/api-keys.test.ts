import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { API_KEY_MESSAGES, DEFAULT_AI_BASE_URL, DEFAULT_AI_MODEL } from '@leadnest/contracts';
import mongoose from 'mongoose';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { newAgent, subscribedAgent } from '../../auth/testing.js';
import { ApiKeyModel } from '../api-key.model.js';
import { getAiProvider } from '../api-keys.service.js';

withTestDatabase();

/** Every log line of this file's apps, to check that no clear key ever reaches the log. */
const logLines: string[] = [];
const logger = pino({ level: 'trace' }, { write: (line: string) => void logLines.push(line) });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadnest-api-keys-'));
const keyFile = path.join(dataDir, 'secrets.key');
const build = (env: Parameters<typeof createTestApp>[0] = {}) => createTestApp({ logger, ...env, env: { DATA_DIR: dataDir, ...env.env } });
let { app } = build();

/** Realistic-looking keys, unique per call, so one test's key never matches another's. */
let serial = 0;
const aiKey = () => `sk-proj-${'Q7x'.repeat(10)}${String(++serial).padStart(4, '0')}`;
const twilioToken = () => `${'f0e1d2c3'.repeat(3)}${String(++serial).padStart(8, '0')}`;
const everyKeyUsed: string[] = [];
const remember = (key: string) => (everyKeyUsed.push(key), key);

afterAll(() => {
  const log = logLines.join('');
  expect(logLines.length).toBeGreaterThan(0);
  for (const key of everyKeyUsed) expect(log).not.toContain(key);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('PUT /api/user-api-keys', () => {
  it('saves the key and answers it masked: the last 4 characters only', async () => {
    const { agent } = await subscribedAgent(app);
    const key = remember(aiKey());
    const res = await agent
      .put('/api/user-api-keys')
      .send({ platform: 'ai', apiKey: key, additionalData: { model: 'gpt-4.1-mini' } })
      .expect(200);
    expect(res.body).toEqual({ platform: 'ai', maskedKey: `••••${key.slice(-4)}`, additionalData: { model: 'gpt-4.1-mini' }, updatedAt: expect.any(String) });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(JSON.stringify(res.body)).not.toContain(key.slice(0, -4));
  });

  it('trims the key before saving it', async () => {
    const { agent, user } = await subscribedAgent(app);
    const key = remember(aiKey());
    await agent
      .put('/api/user-api-keys')
      .send({ platform: 'ai', apiKey: `  ${key}\n` })
      .expect(200);
    expect((await getAiProvider(user.id))?.apiKey).toBe(key);
  });

  it('shows nothing of a short key', async () => {
    const { agent } = await subscribedAgent(app);
    const res = await agent
      .put('/api/user-api-keys')
      .send({ platform: 'twilio', apiKey: remember('abc12345') })
      .expect(200);
    expect(res.body.maskedKey).toBe('••••');
  });

  it('replaces the key and its settings on a second save, keeping one record', async () => {
    const { agent, user } = await subscribedAgent(app);
    const first = remember(aiKey());
    const second = remember(aiKey());
    await agent
      .put('/api/user-api-keys')
      .send({ platform: 'ai', apiKey: first, additionalData: { baseUrl: 'https://llm.example.com/v1', model: 'm1' } })
      .expect(200);
    const res = await agent
      .put('/api/user-api-keys')
      .send({ platform: 'ai', apiKey: second, additionalData: { model: 'm2' } })
      .expect(200);
    expect(res.body).toMatchObject({ maskedKey: `••••${second.slice(-4)}`, additionalData: { model: 'm2' } });
    expect(await ApiKeyModel.countDocuments({ userId: user.id })).toBe(1);
    expect(await getAiProvider(user.id)).toEqual({ apiKey: second, baseUrl: DEFAULT_AI_BASE_URL, model: 'm2' });
  });

  it('keeps one record when two first saves race', async () => {
    const { agent, user } = await subscribedAgent(app);
    const keys = [remember(aiKey()), remember(aiKey())];
    const results = await Promise.all(keys.map((apiKey) => agent.put('/api/user-api-keys').send({ platform: 'ai', apiKey })));
    expect(results.map((res) => res.status)).toEqual([200, 200]);
    expect(await ApiKeyModel.countDocuments({ userId: user.id, platform: 'ai' })).toBe(1);
    expect(keys).toContain((await getAiProvider(user.id))?.apiKey);
  });

  it('keeps twilio settings (accountSid, phoneNumber) beside the key', async () => {
    const { agent } = await subscribedAgent(app);
    const accountSid = `AC${'0123456789abcdef'.repeat(2)}`;
    const res = await agent
      .put('/api/user-api-keys')
      .send({ platform: 'twilio', apiKey: remember(twilioToken()), additionalData: { accountSid, phoneNumber: '+15125550123' } })
      .expect(200);
    expect(res.body.additionalData).toEqual({ accountSid, phoneNumber: '+15125550123' });
  });

  it.each([
    ['a blank key', { platform: 'ai', apiKey: '   ' }, API_KEY_MESSAGES.missingKey],
    ['no key', { platform: 'ai' }, API_KEY_MESSAGES.missingKey],
    ['an operator instead of a key', { platform: 'ai', apiKey: { $gt: '' } }, API_KEY_MESSAGES.missingKey],
    ['an operator as the body', { $gt: '' }, API_KEY_MESSAGES.platformInvalid],
    ['an unknown platform', { platform: 'openai', apiKey: 'sk-something-long' }, API_KEY_MESSAGES.platformInvalid],
    ['no platform', { apiKey: 'sk-something-long' }, API_KEY_MESSAGES.platformInvalid],
    [
      'a baseUrl that is not http(s)',
      { platform: 'ai', apiKey: 'sk-something-long', additionalData: { baseUrl: 'ftp://llm.example.com' } },
      API_KEY_MESSAGES.baseUrlInvalid,
    ],
    ['a baseUrl that is not a URL', { platform: 'ai', apiKey: 'sk-something-long', additionalData: { baseUrl: 'localhost' } }, API_KEY_MESSAGES.baseUrlInvalid],
    ['an empty model', { platform: 'ai', apiKey: 'sk-something-long', additionalData: { model: ' ' } }, API_KEY_MESSAGES.modelInvalid],
    ['an unknown field', { platform: 'ai', apiKey: 'sk-something-long', owner: 'someone-else' }, 'Unknown fields: owner'],
    ['an unknown setting', { platform: 'ai', apiKey: 'sk-something-long', additionalData: { temperature: '2' } }, 'Unknown fields: temperature'],
    ['a twilio setting on the ai key', { platform: 'ai', apiKey: 'sk-something-long', additionalData: { accountSid: 'AC1' } }, 'Unknown fields: accountSid'],
  ])('answers 400 with a readable message to %s, saving nothing', async (_label, body, message) => {
    const { agent, user } = await subscribedAgent(app);
    const res = await agent.put('/api/user-api-keys').send(body).expect(400);
    expect(res.body.message).toBe(message);
    expect(await ApiKeyModel.countDocuments({ userId: user.id })).toBe(0);
  });
});

describe('GET /api/user-api-keys', () => {
  it("lists the user's keys masked, and only theirs", async () => {
    const me = await subscribedAgent(app);
    const other = await subscribedAgent(app);
    const [mine, theirs, myTwilio] = [remember(aiKey()), remember(aiKey()), remember(twilioToken())];
    await me.agent.put('/api/user-api-keys').send({ platform: 'ai', apiKey: mine }).expect(200);
    await me.agent.put('/api/user-api-keys').send({ platform: 'twilio', apiKey: myTwilio }).expect(200);
    await other.agent.put('/api/user-api-keys').send({ platform: 'ai', apiKey: theirs }).expect(200);

    const res = await me.agent.get('/api/user-api-keys').expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toEqual({
      keys: [
        { platform: 'ai', maskedKey: `••••${mine.slice(-4)}`, additionalData: {}, updatedAt: expect.any(String) },
        { platform: 'twilio', maskedKey: `••••${myTwilio.slice(-4)}`, additionalData: {}, updatedAt: expect.any(String) },
      ],
    });
    expect((await other.agent.get('/api/user-api-keys').expect(200)).body.keys).toEqual([
      { platform: 'ai', maskedKey: `••••${theirs.slice(-4)}`, additionalData: {}, updatedAt: expect.any(String) },
    ]);
    expect(await getAiProvider(other.user.id)).toMatchObject({ apiKey: theirs });
    expect(await getAiProvider(me.user.id)).toMatchObject({ apiKey: mine });
  });

  it('is an empty list for a user without keys', async () => {
    const { agent } = await subscribedAgent(app);
    expect((await agent.get('/api/user-api-keys').expect(200)).body).toEqual({ keys: [] });
  });
});

describe('DELETE /api/user-api-keys/{platform}', () => {
  it("removes that platform's key only", async () => {
    const { agent, user } = await subscribedAgent(app);
    await agent
      .put('/api/user-api-keys')
      .send({ platform: 'ai', apiKey: remember(aiKey()) })
      .expect(200);
    await agent
      .put('/api/user-api-keys')
      .send({ platform: 'twilio', apiKey: remember(twilioToken()) })
      .expect(200);
    await agent.delete('/api/user-api-keys/ai').expect(204);
    expect((await agent.get('/api/user-api-keys').expect(200)).body.keys.map((k: { platform: string }) => k.platform)).toEqual(['twilio']);
    expect(await getAiProvider(user.id)).toBeNull();
    // Already gone: still 204, the key is gone either way.
    await agent.delete('/api/user-api-keys/ai').expect(204);
  });

  it("cannot remove another user's key", async () => {
    const me = await subscribedAgent(app);
    const other = await subscribedAgent(app);
    const theirs = remember(aiKey());
    await other.agent.put('/api/user-api-keys').send({ platform: 'ai', apiKey: theirs }).expect(200);
    await me.agent.delete('/api/user-api-keys/ai').expect(204);
    expect((await getAiProvider(other.user.id))?.apiKey).toBe(theirs);
  });

  it('answers 400 to an unknown platform', async () => {
    const { agent } = await subscribedAgent(app);
    expect((await agent.delete('/api/user-api-keys/openai').expect(400)).body.message).toBe(API_KEY_MESSAGES.platformInvalid);
  });
});

describe('without a session', () => {
  it('answers 401 on every route, before looking at the input', async () => {
    const visitor = newAgent(app);
    const before = await ApiKeyModel.countDocuments({});
    await visitor.get('/api/user-api-keys').expect(401);
    await visitor.put('/api/user-api-keys').send({ platform: 'ai', apiKey: 'sk-something-long' }).expect(401);
    await visitor.put('/api/user-api-keys').send({ nonsense: true }).expect(401);
    await visitor.delete('/api/user-api-keys/ai').expect(401);
    await visitor.delete('/api/user-api-keys/nonsense').expect(401);
    expect(await ApiKeyModel.countDocuments({})).toBe(before);
  });
});

describe('at rest', () => {
  it('stores only ciphertext: AES-256-GCM with a fresh IV per save, never the clear key', async () => {
    const { agent, user } = await subscribedAgent(app);
    const key = remember(aiKey());
    const raw = () => mongoose.connection.db!.collection('user_api_keys').findOne({ userId: new mongoose.Types.ObjectId(user.id) });

    await agent.put('/api/user-api-keys').send({ platform: 'ai', apiKey: key }).expect(200);
    const first = await raw();
    const stored = JSON.stringify(first);
    expect(stored).not.toContain(key);
    expect(stored).not.toContain(key.slice(0, -4));
    expect(stored).not.toContain(Buffer.from(key).toString('base64'));
    expect(first?.secret).toEqual({
      v: 1,
      iv: expect.any(String),
      tag: expect.any(String),
      data: expect.any(String),
      kid: expect.stringMatching(/^[0-9a-f]{8}$/),
    });
    expect(Buffer.from(first!.secret.iv, 'base64')).toHaveLength(12);
    expect(Buffer.from(first!.secret.tag, 'base64')).toHaveLength(16);
    expect(Buffer.from(first!.secret.data, 'base64')).toHaveLength(Buffer.byteLength(key));

    // The same key saved again is a different ciphertext (new IV).
    await agent.put('/api/user-api-keys').send({ platform: 'ai', apiKey: key }).expect(200);
    const second = await raw();
    expect(second?.secret.iv).not.toBe(first?.secret.iv);
    expect(second?.secret.data).not.toBe(first?.secret.data);
    expect((await getAiProvider(user.id))?.apiKey).toBe(key);
  });

  it("does not open a ciphertext copied onto another user's record", async () => {
    const me = await subscribedAgent(app);
    const other = await subscribedAgent(app);
    await me.agent
      .put('/api/user-api-keys')
      .send({ platform: 'ai', apiKey: remember(aiKey()) })
      .expect(200);
    await other.agent
      .put('/api/user-api-keys')
      .send({ platform: 'ai', apiKey: remember(aiKey()) })
      .expect(200);
    const mine = await ApiKeyModel.findOne({ userId: me.user.id }).lean();
    await ApiKeyModel.updateOne({ userId: other.user.id }, { $set: { secret: mine!.secret } });
    expect(await getAiProvider(other.user.id)).toBeNull();
    expect(logLines.join('')).toContain('a saved API key cannot be decrypted');
  });
});

describe('getAiProvider', () => {
  it('fills in the default base URL and model', async () => {
    const { agent, user } = await subscribedAgent(app);
    const key = remember(aiKey());
    await agent.put('/api/user-api-keys').send({ platform: 'ai', apiKey: key }).expect(200);
    expect(await getAiProvider(user.id)).toEqual({ apiKey: key, baseUrl: DEFAULT_AI_BASE_URL, model: DEFAULT_AI_MODEL });
  });

  it('uses the saved base URL and model', async () => {
    const { agent, user } = await subscribedAgent(app);
    const key = remember(aiKey());
    await agent
      .put('/api/user-api-keys')
      .send({ platform: 'ai', apiKey: key, additionalData: { baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1' } })
      .expect(200);
    expect(await getAiProvider(user.id)).toEqual({ apiKey: key, baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1' });
  });

  it('is null without an ai key (a twilio key is not one), and for an id that is not one', async () => {
    const { agent, user } = await subscribedAgent(app);
    await agent
      .put('/api/user-api-keys')
      .send({ platform: 'twilio', apiKey: remember(twilioToken()) })
      .expect(200);
    expect(await getAiProvider(user.id)).toBeNull();
    expect(await getAiProvider('not-an-id')).toBeNull();
  });
});

// Last in the file: these build other apps, which reconfigure the module's key.
describe('the secrets key', () => {
  it('is generated once into DATA_DIR/secrets.key (mode 0600) and reused by the next start', async () => {
    const text = fs.readFileSync(keyFile, 'utf8');
    expect(text).toMatch(/^[0-9a-f]{64}\n$/);
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(logLines.join('')).toContain('generated a secrets key');

    const { agent, user } = await subscribedAgent(app);
    const key = remember(aiKey());
    await agent.put('/api/user-api-keys').send({ platform: 'ai', apiKey: key }).expect(200);

    // A restart: a new app on the same DATA_DIR reads the same file and opens the saved key.
    ({ app } = build());
    expect(fs.readFileSync(keyFile, 'utf8')).toBe(text);
    expect((await getAiProvider(user.id))?.apiKey).toBe(key);

    // Another DATA_DIR has another key, under which the saved key does not open.
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'leadnest-api-keys-other-'));
    try {
      build({ env: { DATA_DIR: elsewhere } });
      expect(fs.readFileSync(path.join(elsewhere, 'secrets.key'), 'utf8')).not.toBe(text);
      expect(await getAiProvider(user.id)).toBeNull();
    } finally {
      ({ app } = build());
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
    expect((await getAiProvider(user.id))?.apiKey).toBe(key);
  });

  it('comes from SECRETS_KEY when set, and then no file is written', async () => {
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'leadnest-api-keys-env-'));
    try {
      const secretsKey = Buffer.alloc(32, 7);
      const withEnvKey = build({ env: { DATA_DIR: elsewhere, SECRETS_KEY: secretsKey } }).app;
      const { agent, user } = await subscribedAgent(withEnvKey);
      const key = remember(aiKey());
      await agent.put('/api/user-api-keys').send({ platform: 'ai', apiKey: key }).expect(200);
      expect(fs.readdirSync(elsewhere)).toEqual([]);
      expect((await getAiProvider(user.id))?.apiKey).toBe(key);
      build({ env: { DATA_DIR: elsewhere, SECRETS_KEY: Buffer.alloc(32, 8) } });
      expect(await getAiProvider(user.id)).toBeNull();
    } finally {
      ({ app } = build());
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('stops with a message naming the file when the file holds no key', () => {
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'leadnest-api-keys-bad-'));
    try {
      fs.writeFileSync(path.join(elsewhere, 'secrets.key'), 'not a key\n');
      expect(() => build({ env: { DATA_DIR: elsewhere } })).toThrow(
        new RegExp(`secrets key file ${path.join(elsewhere, 'secrets.key')} does not hold a 32-byte key`),
      );
    } finally {
      ({ app } = build());
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
