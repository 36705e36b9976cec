import {
  CONTENT_PAGES,
  type ContentAuthor,
  type ContentPage,
  type ContentVersionResponse,
  type ContentVersionsResponse,
  type DraftContentResponse,
  isContentPage,
  type PublishContentResponse,
  type PublishedContentResponse,
} from '@leadnest/contracts/marketing-content';
import mongoose, { Types } from 'mongoose';

import { domainEvents } from '../../lib/events/domain-events.js';
import { ReadCache } from '../../lib/read-cache.js';
import { cancelJob, scheduleJob } from '../jobs/jobs.service.js';
import { toDraftResponse, toStoredAuthor, toSummary, toVersionResponse, type VersionRow } from './content.dto.js';
import {
  NoDraftError,
  NotScheduledError,
  PastPublishTimeError,
  UnknownContentPageError,
  UnknownContentVersionError,
  VersionRaceError,
} from './content.errors.js';
import { ContentDraftModel, type ContentVersion, ContentVersionModel } from './content.model.js';
import { parseContent } from './content-validation.js';

/*
 * The public pages' copy as versioned data (docs/decisions/0039-marketing-content.md).
 * - Every publish, scheduled publish and rollback is a new version, made in
 *   one insert; a version's content never changes.
 * - What visitors see (the live version) is the published version with the
 *   latest publishAt not in the future (ties: the higher number).
 * - A scheduled version is a durable job at its time that publishes it once.
 * - Visitors' reads come from a per-process cache, dropped in every API
 *   process by the `content.published` event.
 */

/** `at` within this much of now publishes now; further in the past is refused, further ahead is scheduled. */
export const PUBLISH_NOW_WINDOW_MS = 5_000;
/** The job that publishes a scheduled version at its time. */
export const CONTENT_PUBLISH_JOB = 'content.publish-scheduled';
/** The history shows at most this many of a page's newest versions. */
const HISTORY_LIMIT = 500;
/** Tries at the page's next number when publishes race (the unique index decides each). */
const NUMBER_TRIES = 5;
/**
 * The published answer of each page, per process. Correct by invalidation
 * (the `content.published` event, heard by every process); the TTL only
 * bounds a hand edit of the database.
 */
const publishedCache = new ReadCache<PublishedContentResponse>('content.published', 60_000, CONTENT_PAGES.length);

const SUMMARY_FIELDS = { content: 0 } as const;

/** The page named in a path, or 404 naming the pages there are. */
export function contentPage(value: string): ContentPage {
  if (!isContentPage(value)) throw new UnknownContentPageError();
  return value;
}

const publishJobKey = (versionId: Types.ObjectId | string) => `content.publish:${String(versionId)}`;

async function liveRow(page: ContentPage, now: Date): Promise<VersionRow | null> {
  return ContentVersionModel.findOne({ page, status: 'published', publishAt: { $lte: now } }, SUMMARY_FIELDS)
    .sort({ publishAt: -1, version: -1 })
    .lean<VersionRow>();
}

/**
 * What visitors see of `page` now: its live version's copy, or `content:
 * null` and version 0 before anything was published (the page then shows
 * the copy it was released with). One indexed read per page and process
 * until the next publish; the answer is shared, never to be changed by the caller.
 * For the web module's server rendering and GET /api/content/{page}.
 */
export async function publishedContent<P extends ContentPage>(page: P): Promise<PublishedContentResponse<P>> {
  const cached = publishedCache.get(page);
  if (cached) return cached as PublishedContentResponse<P>;
  const ticket = publishedCache.ticket();
  const live = await ContentVersionModel.findOne({ page, status: 'published', publishAt: { $lte: new Date() } })
    .sort({ publishAt: -1, version: -1 })
    .lean<ContentVersion>();
  const answer: PublishedContentResponse<P> = {
    page,
    version: live?.version ?? 0,
    content: (live?.content ?? null) as PublishedContentResponse<P>['content'],
    publishedAt: live ? live.publishAt.toISOString() : null,
  };
  publishedCache.set(page, answer, ticket);
  return answer;
}

/** Every page's live version and when it went live (null: never published), e.g. for the sitemap's lastmod. */
export async function livePublishedVersions(): Promise<{ page: ContentPage; version: number; publishedAt: string | null }[]> {
  const all = await Promise.all(CONTENT_PAGES.map((page) => publishedContent(page)));
  return all.map(({ page, version, publishedAt }) => ({ page, version, publishedAt }));
}

/** The `content.published` subscriber (every process): the page's cached answer is dropped. */
export function forgetPublishedContent({ page }: { page: string }): void {
  publishedCache.deleteHere(page);
}

/** A version went live: dropped here at once, then in every other process through the event log. */
async function announcePublished(page: ContentPage, version: number): Promise<void> {
  publishedCache.deleteHere(page);
  await domainEvents.publish('content.published', { page, version });
}

// ---- Editors' reads ----

export async function draftContent<P extends ContentPage>(page: P): Promise<DraftContentResponse<P>> {
  const [draft, live] = await Promise.all([ContentDraftModel.findOne({ page }).lean(), publishedContent(page)]);
  return toDraftResponse(page, draft, live.version);
}

/** One version with its copy; 404 when the page has no such version. */
export async function versionContent<P extends ContentPage>(page: P, version: number, now = new Date()): Promise<ContentVersionResponse<P>> {
  const [row, live] = await Promise.all([ContentVersionModel.findOne({ page, version }).lean<ContentVersion>(), liveRow(page, now)]);
  if (!row) throw new UnknownContentVersionError();
  return toVersionResponse<P>(row, live?.version ?? 0);
}

/** The page's versions, newest first, with who made each and when, and which one is live. */
export async function contentVersions<P extends ContentPage>(page: P, now = new Date()): Promise<ContentVersionsResponse<P>> {
  const [rows, live] = await Promise.all([
    ContentVersionModel.find({ page }, SUMMARY_FIELDS).sort({ version: -1 }).limit(HISTORY_LIMIT).lean<VersionRow[]>(),
    liveRow(page, now),
  ]);
  return { page, versions: rows.map((row) => toSummary(row, live?.version ?? 0)) };
}

// ---- Editors' writes ----

const isDuplicateKey = (err: unknown) => (err as { code?: unknown } | null)?.code === 11000;

/** Saves the page's draft (replacing the one there was) once its copy passes the page's schema; 400 naming the field otherwise. */
export async function saveDraft<P extends ContentPage>(page: P, input: unknown, author: ContentAuthor, now = new Date()): Promise<DraftContentResponse<P>> {
  const content = parseContent(page, input);
  const live = await publishedContent(page);
  const save = () =>
    ContentDraftModel.findOneAndUpdate(
      { page },
      { $set: { content, savedAt: now, savedBy: toStoredAuthor(author) }, $setOnInsert: { basedOn: live.version } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
  // Two first saves of a page at once: the unique index lets one insert, and the other then updates.
  const draft = await save().catch((err: unknown) => (isDuplicateKey(err) ? save() : Promise.reject(err)));
  return toDraftResponse(page, draft, live.version);
}

type NewVersion = Omit<ContentVersion, '_id' | 'version' | 'createdAt'>;

/** Stores `fields` as the page's next version, in one insert (the unique page+version index settles a race). */
async function insertVersion(fields: NewVersion, id = new Types.ObjectId()): Promise<ContentVersion> {
  for (let attempt = 0; attempt < NUMBER_TRIES; attempt++) {
    const last = await ContentVersionModel.findOne({ page: fields.page }, { version: 1 }).sort({ version: -1 }).lean();
    try {
      const created = await ContentVersionModel.create({ _id: id, ...fields, version: (last?.version ?? 0) + 1 });
      return created.toObject();
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
  }
  throw new VersionRaceError();
}

/**
 * Publishes the page's draft as its next version: now when `at` is absent
 * or within PUBLISH_NOW_WINDOW_MS of now, at `at` when later (a durable job
 * publishes it then); a time further back is refused. The draft is checked
 * again by the page's schema (nothing partial is ever published) and, once
 * the version is stored, removed, unless a newer save replaced it meanwhile.
 */
export async function publishDraft(page: ContentPage, at: string | undefined, author: ContentAuthor, now = new Date()): Promise<PublishContentResponse> {
  const draft = await ContentDraftModel.findOne({ page }).lean();
  if (!draft) throw new NoDraftError();
  const when = at === undefined ? now : new Date(at);
  // A time zod accepted but Date cannot read (none known) is refused like a past one, never published now by accident.
  if (Number.isNaN(when.getTime()) || when.getTime() < now.getTime() - PUBLISH_NOW_WINDOW_MS) throw new PastPublishTimeError();
  const content = parseContent(page, draft.content);
  const createdBy = toStoredAuthor(author);
  let created: ContentVersion;
  if (when.getTime() > now.getTime() + PUBLISH_NOW_WINDOW_MS) {
    // The job first, under the version's id: a version never waits without one (a job whose version was never stored does nothing).
    const id = new Types.ObjectId();
    await scheduleJob(CONTENT_PUBLISH_JOB, publishJobKey(id), when, { versionId: String(id) });
    created = await insertVersion({ page, content, status: 'scheduled', publishAt: when, createdBy }, id).catch(async (err: unknown) => {
      await cancelJob(publishJobKey(id));
      throw err;
    });
  } else {
    created = await insertVersion({ page, content, status: 'published', publishAt: now, createdBy });
  }
  await ContentDraftModel.deleteOne({ page, savedAt: draft.savedAt });
  if (created.status === 'published') await announcePublished(page, created.version);
  return { page, version: toSummary(created, created.status === 'published' ? created.version : 0) };
}

/** Publishes a copy of an earlier version now, as the next version (the history keeps both). */
export async function rollBack(page: ContentPage, version: number, author: ContentAuthor, now = new Date()): Promise<PublishContentResponse> {
  const source = await ContentVersionModel.findOne({ page, version }).lean<ContentVersion>();
  if (!source) throw new UnknownContentVersionError();
  const content = parseContent(page, source.content);
  const created = await insertVersion({ page, content, status: 'published', publishAt: now, createdBy: toStoredAuthor(author), rolledBackFrom: version });
  await announcePublished(page, created.version);
  return { page, version: toSummary(created, created.version) };
}

/** Cancels a scheduled version: it never goes live (its job finds it cancelled and does nothing). 409 for one that is not scheduled. */
export async function cancelScheduled(page: ContentPage, version: number, author: ContentAuthor, now = new Date()): Promise<PublishContentResponse> {
  const found = await ContentVersionModel.findOne({ page, version }, { _id: 1 }).lean();
  if (!found) throw new UnknownContentVersionError();
  const cancelled = await ContentVersionModel.findOneAndUpdate(
    { _id: found._id, status: 'scheduled' },
    { $set: { status: 'cancelled', cancelledAt: now, cancelledBy: toStoredAuthor(author) } },
    { returnDocument: 'after', projection: SUMMARY_FIELDS },
  ).lean<VersionRow>();
  if (!cancelled) throw new NotScheduledError();
  await cancelJob(publishJobKey(found._id));
  return { page, version: toSummary(cancelled, 0) };
}

/**
 * The CONTENT_PUBLISH_JOB handler: publishes the scheduled version once
 * (a conditional update: a cancel and a second run find nothing to change)
 * and announces it, so every process's cache drops the page. Idempotent: a
 * retry after the update announces again, which only drops a cache entry.
 */
export async function publishScheduledVersion(payload: Record<string, unknown>): Promise<void> {
  const id = String(payload.versionId ?? '');
  if (!mongoose.isValidObjectId(id)) return;
  await ContentVersionModel.updateOne({ _id: id, status: 'scheduled' }, { $set: { status: 'published' } });
  const version = await ContentVersionModel.findById(id, { page: 1, version: 1, status: 1 }).lean();
  if (version?.status === 'published') await announcePublished(version.page, version.version);
}
