import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { domainEvents } from '../../../lib/events/domain-events.js';
import { EventLog, joinEventLog } from '../../../lib/events/event-log.js';
import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { ContentVersionModel } from '../content.model.js';
import { forgetPublishedContent, publishedContent } from '../content.service.js';
import { footerContent } from './fixtures.js';

/*
 * The published copy is cached per API process and dropped in every process
 * by the `content.published` event carried through the event log
 * (docs/decisions/0031-many-api-processes.md,
 * docs/decisions/0039-marketing-content.md). This process is joined to the
 * log as start.ts joins it; the other process is a second log under its own
 * origin that stores a version and announces it, as its publish would.
 */

withTestDatabase();
createTestApp();

let leave: () => Promise<void>;
let otherProcess: EventLog;

beforeAll(async () => {
  ({ leave } = await joinEventLog(domainEvents, mongoose.connection.db!, () => undefined));
  otherProcess = new EventLog({ db: mongoose.connection.db!, deliver: () => undefined, onError: () => undefined, origin: 'other-api-process' });
  await otherProcess.open();
});
afterAll(async () => {
  await otherProcess?.stop();
  await leave?.();
});

const author = { id: new mongoose.Types.ObjectId(), email: 'editor@example.com' };

describe('the published cache across API processes', () => {
  it('keeps serving its copy until another process announces a publish, then reads the new one', async () => {
    forgetPublishedContent({ page: 'footer' });
    await ContentVersionModel.create({
      page: 'footer',
      version: 1,
      content: footerContent('First'),
      status: 'published',
      publishAt: new Date(),
      createdBy: author,
    });
    expect(await publishedContent('footer')).toMatchObject({ version: 1, content: footerContent('First') });

    // The other process publishes version 2: stored, but this process has not heard of it yet, so its cache still answers.
    await ContentVersionModel.create({
      page: 'footer',
      version: 2,
      content: footerContent('Second'),
      status: 'published',
      publishAt: new Date(),
      createdBy: author,
    });
    expect((await publishedContent('footer')).version).toBe(1);

    await otherProcess.append('content.published', { page: 'footer', version: 2 });
    await expect.poll(async () => (await publishedContent('footer')).version, { timeout: 2_000, interval: 10 }).toBe(2);
    expect((await publishedContent('footer')).content).toEqual(footerContent('Second'));
  });

  it('drops only the page named', async () => {
    forgetPublishedContent({ page: 'about' });
    forgetPublishedContent({ page: 'terms' });
    expect((await publishedContent('about')).version).toBe(0);
    expect((await publishedContent('terms')).version).toBe(0);
    const terms = {
      meta: { description: 'Terms.' },
      effectiveDate: '2030-01-01',
      intro: 'Read these.',
      sections: [{ heading: 'Use', paragraphs: ['Be fair.'] }],
      plansHeading: 'Plans',
      plansIntro: 'Prices.',
    };
    await ContentVersionModel.create({ page: 'terms', version: 1, content: terms, status: 'published', publishAt: new Date(), createdBy: author });
    await ContentVersionModel.create({
      page: 'about',
      version: 1,
      content: { never: 'read' },
      status: 'published',
      publishAt: new Date(),
      createdBy: author,
    });
    await otherProcess.append('content.published', { page: 'terms', version: 1 });
    await expect.poll(async () => (await publishedContent('terms')).version, { timeout: 2_000, interval: 10 }).toBe(1);
    expect((await publishedContent('about')).version).toBe(0);
  });
});
