import { Router } from '@koa/router';
import { API_KEY_MESSAGES, API_KEY_PLATFORMS, ApiKeyInput } from '@leadnest/contracts';
import { z } from 'zod';

import { currentUser, requireUser } from '../../lib/auth.js';
import { noStore } from '../../lib/no-store.js';
import { validate, validated } from '../../lib/validate.js';
import { declareAccess } from '../billing/route-access.js';
import type { ModuleDeps } from '../types.js';
import { deleteApiKey, listApiKeys, saveApiKey } from './api-keys.service.js';
import { checkApiKey } from './key-check.js';

const PlatformParams = z.object({ platform: z.enum(API_KEY_PLATFORMS, { error: API_KEY_MESSAGES.platformInvalid }) });

const save = { body: ApiKeyInput };
const remove = { params: PlatformParams };

/**
 * The agent's saved API keys (spec part 2: API keys page; encrypted at
 * rest, only ever shown masked: docs/decisions/0006-secrets-sealing.md): PUT /api/user-api-keys saves
 * or replaces the key for a platform, GET lists them, DELETE
 * /api/user-api-keys/{platform} removes one. Always the session's own keys;
 * 401 without a session (checked before validation).
 */
export function apiKeysRouter(deps: ModuleDeps): Router {
  const router = new Router();
  router.use('/user-api-keys', requireUser, noStore);

  router.get('/user-api-keys', async (ctx) => {
    ctx.body = await listApiKeys(currentUser(ctx).id);
  });

  router.put('/user-api-keys', validate(save), async (ctx) => {
    const { body } = validated(ctx, save);
    ctx.body = await saveApiKey(currentUser(ctx).id, body);
  });

  router.delete('/user-api-keys/:platform', validate(remove), async (ctx) => {
    const { params } = validated(ctx, remove);
    await deleteApiKey(currentUser(ctx).id, params.platform);
    ctx.status = 204;
  });

  // The page's Test button: the saved key against its provider.
  router.post('/user-api-keys/:platform/test', validate(remove), async (ctx) => {
    const { params } = validated(ctx, remove);
    ctx.body = await checkApiKey(currentUser(ctx).id, params.platform, deps.env.TWILIO_API_URL);
  });

  return declareAccess(router, { default: 'plan' });
}
