import { CONTENT_MESSAGES, CONTENT_PAGES } from '@leadnest/contracts/marketing-content';
import { pino } from 'pino';
import supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { domainEvents } from '../../../lib/events/domain-events.js';
import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { signedInAgent } from '../../auth/testing.js';
import { JobModel } from '../../jobs/job.model.js';
import { runDueJobs, startJobRunner } from '../../jobs/jobs.service.js';
import { ContentDraftModel, ContentVersionModel } from '../content.model.js';
import { forgetPublishedContent, livePublishedVersions, publishedContent, publishScheduledVersion } from '../content.service.js';
import { footerContent, homeContent, signedInAdmin, signedInEditor } from './fixtures.js';

const db = withTestDatabase();
const PASSCODE = 'content passcode, long enough';
const { app } = createTestApp({ env: { ADMIN_PASSCODE: PASSCODE } });
const quiet = pino({ level: 'silent' });
const visitor = () => supertest(app.callback());

beforeEach(async () => {
  await db.clear();
  // The published cache is the process's: a cleared database is not a publish.
  for (const page of CONTENT_PAGES) forgetPublishedContent({ page });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('GET /api/content/{page} (visitors)', () => {
  it('answers null and version 0 before any publish, revalidated by browsers; 404 naming the pages for an unknown page', async () => {
    const res = await visitor().get('/api/content/home').expect(200);
    expect(res.body).toEqual({ page: 'home', version: 0, content: null, publishedAt: null });
    expect(res.headers['cache-control']).toBe('no-cache');
    const etag = res.headers.etag as string;
    expect(etag).toBe('"home-0"');
    await visitor().get('/api/content/home').set('If-None-Match', etag).expect(304);

    const unknown = await visitor().get('/api/content/careers').expect(404);
    expect(unknown.body.message).toBe(CONTENT_MESSAGES.unknownPage);
    await visitor().get('/api/content/home?version=latest').expect(400);
  });
});

describe('who may use the editor calls', () => {
  it('a visitor gets 401 and an agent without the role 403 on every editor call; an editor and an admin get through', async () => {
    const { agent: plain } = await signedInAgent(app);
    const { agent: editor } = await signedInEditor(app);
    const admin = await signedInAdmin(app, PASSCODE);
    const calls = (who: supertest.Agent | ReturnType<typeof visitor>) =>
      Object.entries({
        'GET draft': who.get('/api/content/home?version=draft'),
        'GET version': who.get('/api/content/home?version=1'),
        'PUT draft': who.put('/api/content/footer/draft').send(footerContent()),
        'POST publish': who.post('/api/content/footer/publish').send({}),
        'GET versions': who.get('/api/content/footer/versions'),
        'DELETE version': who.delete('/api/content/footer/versions/1'),
        'POST rollback': who.post('/api/content/footer/rollback').send({ version: 1 }),
      });
    for (const [call, sent] of calls(visitor())) expect((await sent).status, call).toBe(401);
    for (const [call, sent] of calls(plain)) {
      const res = await sent;
      expect(res.status, call).toBe(403);
      expect(res.body.message, call).toBe(CONTENT_MESSAGES.notEditor);
    }
    // Nothing the refused calls sent was stored.
    expect(await ContentDraftModel.countDocuments()).toBe(0);

    for (const who of [editor, admin]) {
      await who.put('/api/content/footer/draft').send(footerContent('Company')).expect(200);
      expect((await who.get('/api/content/footer?version=draft').expect(200)).body.content).toEqual(footerContent('Company'));
      expect((await who.get('/api/content/footer/versions').expect(200)).body).toEqual({ page: 'footer', versions: [] });
    }
    // Editors' answers are never kept by a cache.
    expect((await editor.get('/api/content/footer?version=draft')).headers['cache-control']).toBe('private, no-store');
    expect((await editor.get('/api/content/footer/versions')).headers['cache-control']).toBe('private, no-store');
  });
});

describe('drafts', () => {
  it('a draft that fails the page’s schema is a 400 naming the field, and nothing is stored', async () => {
    const { agent } = await signedInEditor(app);
    const missing = homeContent();
    missing.features.cards[0]!.title = '   ';
    const res = await agent.put('/api/content/home/draft').send(missing).expect(400);
    expect(res.body.message).toBe('features.cards.0.title: Required');
    expect(res.body.fields).toEqual({ 'features.cards.0.title': 'Required' });

    const { subtitle: _, ...noSubtitle } = homeContent();
    expect((await agent.put('/api/content/home/draft').send(noSubtitle).expect(400)).body.message).toBe('subtitle: Required');
    const tooLong = { ...homeContent(), heading: 'x'.repeat(121) };
    expect((await agent.put('/api/content/home/draft').send(tooLong).expect(400)).body.message).toBe('heading: At most 120 characters');
    // Unknown keys are refused at any depth, not dropped.
    const extra = { ...homeContent(), features: { ...homeContent().features, cards: [{ title: 'A', text: 'B', icon: 'star' }] } };
    expect((await agent.put('/api/content/home/draft').send(extra).expect(400)).body.message).toBe('features.cards.0.icon: Unknown field');
    expect(
      (
        await agent
          .put('/api/content/home/draft')
          .send({ ...homeContent(), hero: 'x' })
          .expect(400)
      ).body.message,
    ).toBe('hero: Unknown field');
    expect((await agent.put('/api/content/home/draft').send([1, 2]).expect(400)).body.message).toMatch(/JSON object/);
    const badLink = await agent.put('/api/content/footer/draft').send({ companyLinks: [{ label: 'Us', href: 'javascript:alert(1)' }] });
    expect(badLink.status).toBe(400);
    expect(badLink.body.message).toMatch(/^companyLinks\.0\.href: A path such as \/about/);
    expect(await ContentDraftModel.countDocuments()).toBe(0);
  });

  it('saves and overwrites the page’s one draft (trimmed as the schema says), which visitors never see', async () => {
    const { agent, user } = await signedInEditor(app);
    const saved = await agent
      .put('/api/content/home/draft')
      .send({ ...homeContent(), heading: '  First words  ' })
      .expect(200);
    expect(saved.body).toMatchObject({ page: 'home', basedOn: 0, savedBy: { id: user.id, email: user.email, name: 'Mara Keting' } });
    expect(saved.body.content.heading).toBe('First words');
    await agent.put('/api/content/home/draft').send(homeContent('Second words')).expect(200);
    expect(await ContentDraftModel.countDocuments({ page: 'home' })).toBe(1);
    expect((await agent.get('/api/content/home?version=draft').expect(200)).body.content.heading).toBe('Second words');
    expect((await visitor().get('/api/content/home').expect(200)).body.content).toBeNull();
    // Another page has no draft.
    expect((await agent.get('/api/content/about?version=draft').expect(200)).body).toEqual({
      page: 'about',
      content: null,
      savedAt: null,
      savedBy: null,
      basedOn: 0,
    });
  });
});

describe('publishing', () => {
  it('publishes the draft now as version 1: visitors see it, the draft is gone, the next draft is based on it', async () => {
    const { agent, user } = await signedInEditor(app);
    await agent
      .post('/api/content/home/publish')
      .send({})
      .expect(400, /There is no draft to publish/);
    await agent.put('/api/content/home/draft').send(homeContent('Hello visitors')).expect(200);
    const published = await agent.post('/api/content/home/publish').send({}).expect(201);
    expect(published.body).toMatchObject({ page: 'home', version: { version: 1, status: 'published', live: true, createdBy: { id: user.id } } });

    const seen = (await visitor().get('/api/content/home').expect(200)).body;
    expect(seen).toMatchObject({ page: 'home', version: 1, publishedAt: published.body.version.publishAt });
    expect(seen.content.heading).toBe('Hello visitors');
    expect(await ContentDraftModel.countDocuments()).toBe(0);
    expect((await agent.get('/api/content/home?version=draft').expect(200)).body).toMatchObject({ content: null, basedOn: 1 });
    await agent.put('/api/content/home/draft').send(homeContent('Next')).expect(200);
    expect((await agent.get('/api/content/home?version=draft').expect(200)).body.basedOn).toBe(1);
    expect(await livePublishedVersions()).toContainEqual({ page: 'home', version: 1, publishedAt: seen.publishedAt });
    expect(await livePublishedVersions()).toContainEqual({ page: 'about', version: 0, publishedAt: null });
  });

  it('a time up to 5 s from now publishes now; further back is refused; a bad time is a 400', async () => {
    const { agent } = await signedInEditor(app);
    await agent.put('/api/content/footer/draft').send(footerContent()).expect(200);
    const past = new Date(Date.now() - 60_000).toISOString();
    expect((await agent.post('/api/content/footer/publish').send({ at: past }).expect(400)).body.message).toBe(CONTENT_MESSAGES.pastTime);
    await agent.post('/api/content/footer/publish').send({ at: 'tomorrow' }).expect(400);
    expect(await ContentVersionModel.countDocuments()).toBe(0);
    const almostNow = new Date(Date.now() + 3_000).toISOString();
    const res = await agent.post('/api/content/footer/publish').send({ at: almostNow }).expect(201);
    expect(res.body.version).toMatchObject({ version: 1, status: 'published', live: true });
    expect((await visitor().get('/api/content/footer').expect(200)).body.version).toBe(1);
  });

  it('publishes nothing when the stored draft no longer passes the schema (nothing partial)', async () => {
    const { agent, user } = await signedInEditor(app);
    // A draft saved under an older schema: one of its cards has no text.
    const stale = homeContent();
    (stale.features.cards[0] as { text?: string }).text = undefined;
    await ContentDraftModel.create({ page: 'home', content: stale, savedAt: new Date(), savedBy: { id: user.id, email: user.email }, basedOn: 0 });
    const res = await agent.post('/api/content/home/publish').send({}).expect(400);
    expect(res.body.message).toBe('features.cards.0.text: Required');
    expect(await ContentVersionModel.countDocuments()).toBe(0);
    expect(await ContentDraftModel.countDocuments()).toBe(1);
    expect((await visitor().get('/api/content/home').expect(200)).body.content).toBeNull();
  });

  it('tells every process: a publish announces content.published with the page and version', async () => {
    const { agent } = await signedInEditor(app);
    const heard: unknown[] = [];
    const stop = domainEvents.subscribe('content.published', { name: 'test.heard', delivery: 'awaited', handle: (p) => void heard.push(p) });
    try {
      await agent.put('/api/content/about/draft').send(aboutContent()).expect(200);
      await agent.post('/api/content/about/publish').send({}).expect(201);
    } finally {
      stop();
    }
    expect(heard).toEqual([{ page: 'about', version: 1 }]);
  });
});

const aboutContent = (subtitle = 'Who we are') => ({
  meta: { description: 'About LeadNest.' },
  subtitle,
  intro: ['We build the assistant agents wish they had.'],
  tiles: [{ value: '24/7', label: 'Answered' }],
  missionHeading: 'Our mission',
  mission: 'No lead left waiting.',
});

describe('history and rollback', () => {
  it('lists versions newest first with who and when and the live one; one version reads with its copy; a rollback republishes old copy as a new version', async () => {
    const { agent, user } = await signedInEditor(app);
    const admin = await signedInAdmin(app, PASSCODE);
    await agent.put('/api/content/about/draft').send(aboutContent('First')).expect(200);
    await agent.post('/api/content/about/publish').send({}).expect(201);
    await admin.put('/api/content/about/draft').send(aboutContent('Second')).expect(200);
    await admin.post('/api/content/about/publish').send({}).expect(201);

    const history = (await agent.get('/api/content/about/versions').expect(200)).body;
    expect(history.versions.map((v: { version: number; status: string; live: boolean }) => [v.version, v.status, v.live])).toEqual([
      [2, 'published', true],
      [1, 'superseded', false],
    ]);
    expect(history.versions[1].createdBy).toEqual({ id: user.id, email: user.email, name: 'Mara Keting' });
    expect(history.versions[0].createdBy).toMatchObject({ email: 'admin', name: 'Admin' });
    expect(Date.parse(history.versions[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(history.versions[1].createdAt));

    const one = (await agent.get('/api/content/about?version=1').expect(200)).body;
    expect(one).toMatchObject({ page: 'about', version: 1, status: 'superseded', live: false, content: aboutContent('First') });
    expect((await agent.get('/api/content/about?version=9').expect(404)).body.message).toBe(CONTENT_MESSAGES.unknownVersion);

    expect((await agent.post('/api/content/about/rollback').send({ version: 7 }).expect(404)).body.message).toBe(CONTENT_MESSAGES.unknownVersion);
    await agent.post('/api/content/about/rollback').send({ version: 'one' }).expect(400);
    const rolled = await agent.post('/api/content/about/rollback').send({ version: 1 }).expect(201);
    expect(rolled.body.version).toMatchObject({ version: 3, status: 'published', live: true, rolledBackFrom: 1 });
    expect((await visitor().get('/api/content/about').expect(200)).body).toMatchObject({ version: 3, content: aboutContent('First') });
    const after = (await agent.get('/api/content/about/versions').expect(200)).body.versions;
    expect(after.map((v: { version: number; status: string }) => `${v.version} ${v.status}`)).toEqual(['3 published', '2 superseded', '1 superseded']);
  });
});

describe('scheduled publishing (a durable job)', () => {
  const T0 = new Date('2030-03-01T09:00:00.000Z');
  const AT = new Date('2030-03-01T10:00:00.000Z');

  async function scheduleHero(heading: string) {
    const { agent } = await signedInEditor(app);
    await agent.put('/api/content/home/draft').send(homeContent('Live now')).expect(200);
    await agent.post('/api/content/home/publish').send({}).expect(201);
    await agent.put('/api/content/home/draft').send(homeContent(heading)).expect(200);
    const res = await agent.post('/api/content/home/publish').send({ at: AT.toISOString() }).expect(201);
    return { agent, scheduled: res.body };
  }

  it('stores the version as scheduled, not live, with its job; the job publishes it once at its time and visitors see it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    const { agent, scheduled } = await scheduleHero('Spring launch');
    expect(scheduled.version).toMatchObject({ version: 2, status: 'scheduled', live: false, publishAt: AT.toISOString() });
    // The draft went with it.
    expect(await ContentDraftModel.countDocuments()).toBe(0);
    expect(await JobModel.countDocuments({ name: 'content.publish-scheduled', status: 'pending', runAt: AT })).toBe(1);
    // Visitors keep the live version until then (and the cache has it now).
    expect((await visitor().get('/api/content/home').expect(200)).body.content.heading).toBe('Live now');

    const contentJob = () => JobModel.findOne({ name: 'content.publish-scheduled' }).lean();
    vi.setSystemTime(new Date(AT.getTime() - 1_000));
    await runDueJobs(quiet);
    expect(await contentJob()).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await visitor().get('/api/content/home').expect(200)).body.content.heading).toBe('Live now');

    vi.setSystemTime(new Date(AT.getTime() + 2_000));
    await runDueJobs(quiet);
    await runDueJobs(quiet);
    const seen = (await visitor().get('/api/content/home').expect(200)).body;
    expect(seen).toMatchObject({ version: 2, publishedAt: AT.toISOString() });
    expect(seen.content.heading).toBe('Spring launch');
    const history = (await agent.get('/api/content/home/versions').expect(200)).body.versions;
    expect(history.map((v: { version: number; status: string; live: boolean }) => [v.version, v.status, v.live])).toEqual([
      [2, 'published', true],
      [1, 'superseded', false],
    ]);
    expect(await contentJob()).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('survives a restart: a fresh app and runner publish what the stopped one scheduled', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    await scheduleHero('After the restart');
    expect((await publishedContent('home')).content?.heading).toBe('Live now');

    // The process restarts after the time: the new one composes its handlers and its runner looks at once.
    const restarted = createTestApp({ env: { ADMIN_PASSCODE: PASSCODE } });
    vi.setSystemTime(new Date(AT.getTime() + 60_000));
    const runner = startJobRunner(quiet, 60_000);
    await runner.stop();
    const seen = (await supertest(restarted.app.callback()).get('/api/content/home').expect(200)).body;
    expect(seen).toMatchObject({ version: 2, content: { heading: 'After the restart' } });
    expect(await JobModel.findOne({ name: 'content.publish-scheduled' }).lean()).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('a scheduled version can be cancelled: it never goes live and its job does nothing; a published one cannot be', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    const { agent } = await scheduleHero('Never shown');
    const cancelled = await agent.delete('/api/content/home/versions/2').expect(200);
    expect(cancelled.body).toEqual({ page: 'home', version: expect.objectContaining({ version: 2, status: 'cancelled', live: false }) });
    await agent.delete('/api/content/home/versions/2').expect(409);
    await agent.delete('/api/content/home/versions/1').expect(409);
    expect((await agent.delete('/api/content/home/versions/5').expect(404)).body.message).toBe(CONTENT_MESSAGES.unknownVersion);
    await agent.delete('/api/content/home/versions/zero').expect(400);

    vi.setSystemTime(new Date(AT.getTime() + 2_000));
    await runDueJobs(quiet);
    expect((await visitor().get('/api/content/home').expect(200)).body).toMatchObject({ version: 1, content: { heading: 'Live now' } });
    expect(await ContentVersionModel.findOne({ page: 'home', version: 2 }).lean()).toMatchObject({ status: 'cancelled' });
    // A job that ran anyway (claimed before the cancel) finds the version cancelled and publishes nothing.
    const version = await ContentVersionModel.findOne({ page: 'home', version: 2 }).lean();
    await publishScheduledVersion({ versionId: String(version!._id) });
    expect(await ContentVersionModel.findOne({ page: 'home', version: 2 }).lean()).toMatchObject({ status: 'cancelled' });
    expect((await visitor().get('/api/content/home').expect(200)).body.version).toBe(1);
  });
});

describe('bad input', () => {
  it('is answered 4xx, never 5xx, and stores nothing', async () => {
    const { agent } = await signedInEditor(app);
    const answers = await Promise.all([
      visitor().get('/api/content/%00'),
      visitor().get('/api/content/home?version=draft&version=1'),
      visitor().get('/api/content/home?version=99999999999'),
      agent.get('/api/content/home?version=0'),
      agent.put('/api/content/home/draft').set('Content-Type', 'application/json').send('{"meta":'),
      agent.put('/api/content/home/draft').send({ meta: { description: { $gt: '' } } }),
      agent.put('/api/content/home/draft').send({ ...homeContent(), heading: 'a\u0000'.repeat(100_000) }),
      agent.put('/api/content/constructor/draft').send(homeContent()),
      agent.put('/api/content/__proto__/draft').send(homeContent()),
      agent.post('/api/content/home/publish').send({ at: { $gt: 1 } }),
      agent.post('/api/content/home/rollback').send({ version: 1.5 }),
      agent.post('/api/content/home/rollback').send({ version: 1e300 }),
      agent.delete('/api/content/home/versions/1e3'),
    ]);
    expect(answers.map((res) => res.status)).toEqual([404, 400, 400, 400, 400, 400, 400, 404, 404, 400, 400, 400, 400]);
    expect(await ContentDraftModel.countDocuments()).toBe(0);
    expect(await ContentVersionModel.countDocuments()).toBe(0);
  });
});
