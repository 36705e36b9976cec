import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { storedUser } from '../../agent-settings/__tests__/stored-user.js';
import { newAgent, signedInAgent } from '../../auth/testing.js';

withTestDatabase();

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(1024, 2)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(512, 3)]);

const filesCount = () => mongoose.connection.db!.collection('uploads.files').countDocuments();

describe('POST /api/user/uploads/{photo|logo}', () => {
  const { app } = createTestApp();

  it.each([
    ['photo', PNG, 'image/png'],
    ['logo', JPEG, 'image/jpeg'],
    ['photo', WEBP, 'image/webp'],
  ])('stores a %s (%s by its bytes) and serves it back to its owner', async (kind, bytes, type) => {
    const { agent, user } = await signedInAgent(app);
    // The declared type is ignored: the bytes decide.
    const res = await agent.post(`/api/user/uploads/${kind}`).set('Content-Type', 'application/octet-stream').send(bytes).expect(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[a-f0-9]{24}$/), kind, contentType: type, size: bytes.length, url: `/api/uploads/${res.body.id}` });

    const profile = await agent.get('/api/user/profile').expect(200);
    expect(profile.body[`${kind}Url`]).toBe(res.body.url);
    expect(String((await storedUser({ _id: user.id }))?.[kind === 'photo' ? 'photoUploadId' : 'logoUploadId'])).toBe(res.body.id);

    const file = await agent
      .get(res.body.url)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(file.headers['content-type']).toBe(type);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(file.body as Buffer, bytes)).toBe(0);
  });

  it('replaces the previous image of the same kind (the old file is deleted)', async () => {
    const { agent } = await signedInAgent(app);
    const before = await filesCount();
    const first = await agent.post('/api/user/uploads/photo').set('Content-Type', 'image/png').send(PNG).expect(201);
    await agent.post('/api/user/uploads/photo').set('Content-Type', 'image/jpeg').send(JPEG).expect(201);
    expect(await filesCount()).toBe(before + 1);
    await agent.get(first.body.url).expect(404);
  });

  it('refuses what is not a PNG, JPEG or WebP image, whatever it claims to be', async () => {
    const { agent } = await signedInAgent(app);
    const res = await agent
      .post('/api/user/uploads/photo')
      .set('Content-Type', 'image/png')
      .send(Buffer.from('<html><script>alert(1)</script></html>'))
      .expect(400);
    expect(res.body).toMatchObject({
      message: 'Only PNG, JPEG or WebP images can be uploaded.',
      fields: { file: 'Only PNG, JPEG or WebP images can be uploaded.' },
    });
    const gif = Buffer.from('GIF89a0000000000');
    expect((await agent.post('/api/user/uploads/logo').set('Content-Type', 'image/gif').send(gif).expect(400)).body.message).toBe(
      'Only PNG, JPEG or WebP images can be uploaded.',
    );
  });

  it('refuses an image over 5 MB', async () => {
    const { agent } = await signedInAgent(app);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await agent.post('/api/user/uploads/photo').set('Content-Type', 'image/png').send(big).expect(400);
    expect(res.body.message).toBe('The image is too large. The limit is 5 MB.');
    // Exactly 5 MB is fine.
    await agent
      .post('/api/user/uploads/photo')
      .set('Content-Type', 'image/png')
      .send(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]))
      .expect(201);
  });

  it('refuses an empty body, a multipart form and an unknown kind with clear messages', async () => {
    const { agent } = await signedInAgent(app);
    expect((await agent.post('/api/user/uploads/photo').set('Content-Type', 'image/png').send(Buffer.alloc(0)).expect(400)).body.message).toBe(
      'Please choose an image to upload.',
    );
    const multipart = await agent.post('/api/user/uploads/photo').attach('file', PNG, 'me.png').expect(400);
    expect(multipart.body.message).toBe('Send the image file itself as the request body, not a form.');
    expect((await agent.post('/api/user/uploads/avatar').set('Content-Type', 'image/png').send(PNG).expect(400)).body.message).toBe(
      'Upload kind must be photo or logo.',
    );
  });

  it('answers 401 to a visitor', async () => {
    await newAgent(app).post('/api/user/uploads/photo').set('Content-Type', 'image/png').send(PNG).expect(401);
  });
});

describe('GET /api/uploads/{id}', () => {
  const { app } = createTestApp();

  it('serves an image to its owner only: 404 for another user, 401 for a visitor', async () => {
    const { agent } = await signedInAgent(app);
    const { agent: other } = await signedInAgent(app);
    const { body } = await agent.post('/api/user/uploads/logo').set('Content-Type', 'image/png').send(PNG).expect(201);
    const res = await other.get(body.url).expect(404);
    expect(res.body.message).toBe('Upload not found');
    await newAgent(app).get(body.url).expect(401);
    await agent.get('/api/uploads/000000000000000000000000').expect(404);
    await agent.get('/api/uploads/not-an-id').expect(404);
  });
});
