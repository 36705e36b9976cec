import { Router } from '@koa/router';
import { AssistantPreviewInput } from '@leadnest/contracts';

import { currentUser, requireUser } from '../../lib/auth.js';
import { NotFoundError } from '../../lib/errors.js';
import { noStore } from '../../lib/no-store.js';
import { validate, validated } from '../../lib/validate.js';
import { loadAgentSettings } from '../agent-settings/agent-settings.service.js';
import { declareAccess } from '../billing/route-access.js';
import type { ModuleDeps } from '../types.js';
import { previewTurn } from './preview.js';

const preview = { body: AssistantPreviewInput };

/** POST /api/assistant/preview: "Try your assistant"; nothing is stored. */
export function assistantRouter(deps: ModuleDeps): Router {
  const router = new Router();

  router.post('/assistant/preview', requireUser, noStore, validate(preview), async (ctx) => {
    const { body } = validated(ctx, preview);
    const settings = await loadAgentSettings(currentUser(ctx).id);
    if (!settings) throw new NotFoundError('User not found');
    ctx.body = await previewTurn(settings, body, deps.logger);
  });

  return declareAccess(router, { default: 'plan' });
}
