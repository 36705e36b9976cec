import { Router } from '@koa/router';
import { UploadKindParams } from '@leadnest/contracts';

import { currentUser, requireUser } from '../../lib/auth.js';
import { validate, validated } from '../../lib/validate.js';
import { declareAccess } from '../billing/route-access.js';
import type { ModuleDeps } from '../types.js';
import { InvalidUploadError } from './uploads.errors.js';
import { openUpload, readLimited, saveUpload } from './uploads.service.js';

const uploadInput = { params: UploadKindParams };

/**
 * POST /api/user/uploads/{photo|logo}: the image itself is the request body
 * (any Content-Type but JSON, form or multipart; see @leadnest/contracts
 * uploads.ts). PNG, JPEG or WebP by content, 5 MB at most. 201 UploadResponse.
 *
 * GET /api/uploads/{id}: the image, to its owner (and admins) only.
 */
export function uploadsRouter(_deps: ModuleDeps): Router {
  const router = new Router();

  router.post('/user/uploads/:kind', requireUser, validate(uploadInput), async (ctx) => {
    const { params } = validated(ctx, uploadInput);
    if (ctx.is('multipart/*')) throw new InvalidUploadError('multipart');
    // The body parser already consumed JSON and form bodies; neither is an image.
    if (ctx.request.body !== undefined && ctx.is('json', 'urlencoded')) throw new InvalidUploadError('wrongType');
    const declared = ctx.request.length;
    const data = await readLimited(ctx.req, Number.isFinite(declared) ? declared : undefined);
    ctx.status = 201;
    ctx.body = await saveUpload(currentUser(ctx).id, params.kind, data);
  });

  router.get('/uploads/:id', requireUser, async (ctx) => {
    const upload = await openUpload(ctx.params.id ?? '', currentUser(ctx));
    ctx.set('Cache-Control', 'private, max-age=86400');
    // The stored type was sniffed from the bytes; never let the browser guess another.
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Disposition', 'inline');
    ctx.type = upload.contentType;
    ctx.length = upload.length;
    ctx.body = upload.stream;
  });

  return declareAccess(router, { default: 'signedIn' });
}
