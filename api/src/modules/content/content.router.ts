import { Router } from '@koa/router';
import { type ContentAuthor, ContentEditorGrantInput, PublishContentInput, RollbackContentInput } from '@leadnest/contracts/marketing-content';
import type { Context, Next } from 'koa';
import { z } from 'zod';

import { currentUser, requireAdmin } from '../../lib/auth.js';
import { noStore } from '../../lib/no-store.js';
import { validate, validated } from '../../lib/validate.js';
import { declareAccess } from '../billing/route-access.js';
import type { ModuleDeps } from '../types.js';
import {
  cancelScheduled,
  contentPage,
  contentVersions,
  draftContent,
  publishDraft,
  publishedContent,
  rollBack,
  saveDraft,
  versionContent,
} from './content.service.js';
import { contentEditors, editorOf, grantContentEditor } from './content-editors.service.js';

const VERSION_NUMBER = /^[1-9]\d{0,8}$/;
const VERSION_MESSAGE = 'version must be draft or a version number from the history';

const pageParams = z.object({ page: z.string() });
const readQuery = z.object({
  version: z.union([z.literal('draft'), z.string().regex(VERSION_NUMBER).transform(Number)], { error: VERSION_MESSAGE }).optional(),
});
const read = { params: pageParams, query: readQuery };
const publish = { params: pageParams, body: PublishContentInput };
const rollback = { params: pageParams, body: RollbackContentInput };
const versionParams = { params: z.object({ page: z.string(), version: z.string().regex(VERSION_NUMBER, VERSION_MESSAGE).transform(Number) }) };
const grant = { body: ContentEditorGrantInput };

/** The editor making each request, as forEditors found them. */
const authors = new WeakMap<Context, ContentAuthor>();

/**
 * Before an editor route reads its input: 404 for an unknown page, then
 * 401 signed out, 403 without the marketing role (a bad body from someone
 * who may not edit is refused for who they are, not for the body).
 */
async function forEditors(ctx: Context & { params?: Record<string, string | undefined> }, next: Next): Promise<void> {
  contentPage(ctx.params?.page ?? '');
  authors.set(ctx, await editorOf(currentUser(ctx)));
  await next();
}

const authorOf = (ctx: Context): ContentAuthor => {
  const author = authors.get(ctx);
  if (!author) throw new Error('an editor route without forEditors');
  return author;
};

/**
 * The public pages' copy (docs/decisions/0039-marketing-content.md):
 *
 * - GET /api/content/{page}: what visitors see (public; `no-cache` with an
 *   ETag, so a browser revalidates and usually gets a 304);
 *   `?version=draft` and `?version=N`: the draft and one version, for editors;
 * - PUT /api/content/{page}/draft (the body is the page's copy), POST
 *   …/publish { at? }, GET …/versions, DELETE …/versions/{n} (cancel a
 *   scheduled one), POST …/rollback { version }: editors (the marketing role);
 * - GET and PUT /api/admin/content-editors: who holds the role (admins).
 *
 * Editors' answers are never cached. Signed out: 401; signed in without the role: 403.
 */
export function contentRouter(_deps: ModuleDeps): Router {
  const router = new Router();

  router.get('/content/:page', validate(read), async (ctx) => {
    const { params, query } = validated(ctx, read);
    const page = contentPage(params.page);
    if (query.version === undefined) {
      const answer = await publishedContent(page);
      ctx.set('Cache-Control', 'no-cache');
      ctx.etag = `"${page}-${answer.version}"`;
      ctx.body = answer;
      if (ctx.fresh) ctx.status = 304;
      return;
    }
    await editorOf(currentUser(ctx));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = query.version === 'draft' ? await draftContent(page) : await versionContent(page, query.version);
  });

  router.put('/content/:page/draft', noStore, forEditors, async (ctx) => {
    ctx.body = await saveDraft(contentPage(ctx.params.page!), ctx.request.body, authorOf(ctx));
  });

  router.post('/content/:page/publish', noStore, forEditors, validate(publish), async (ctx) => {
    const { params, body } = validated(ctx, publish);
    ctx.status = 201;
    ctx.body = await publishDraft(contentPage(params.page), body.at, authorOf(ctx));
  });

  router.get('/content/:page/versions', noStore, forEditors, async (ctx) => {
    ctx.body = await contentVersions(contentPage(ctx.params.page!));
  });

  router.delete('/content/:page/versions/:version', noStore, forEditors, validate(versionParams), async (ctx) => {
    const { params } = validated(ctx, versionParams);
    ctx.body = await cancelScheduled(contentPage(params.page), params.version, authorOf(ctx));
  });

  router.post('/content/:page/rollback', noStore, forEditors, validate(rollback), async (ctx) => {
    const { params, body } = validated(ctx, rollback);
    ctx.status = 201;
    ctx.body = await rollBack(contentPage(params.page), body.version, authorOf(ctx));
  });

  router.get('/admin/content-editors', requireAdmin, noStore, async (ctx) => {
    ctx.body = await contentEditors();
  });

  router.put('/admin/content-editors', requireAdmin, noStore, validate(grant), async (ctx) => {
    const { body } = validated(ctx, grant);
    ctx.body = await grantContentEditor(body, currentUser(ctx));
  });

  // Editors need no plan (a marketing team's accounts have none); the role is checked by each route.
  return declareAccess(router, { default: 'signedIn', routes: { 'GET /content/:page': 'public' } });
}
