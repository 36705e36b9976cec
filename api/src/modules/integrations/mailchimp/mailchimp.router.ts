import { Router } from '@koa/router';
import { MailchimpAudienceInput } from '@leadnest/contracts';

import { currentUser, requireUser } from '../../../lib/auth.js';
import { AppError } from '../../../lib/errors.js';
import { noStore } from '../../../lib/no-store.js';
import { validate, validated } from '../../../lib/validate.js';
import type { ModuleDeps } from '../../types.js';
import { chooseAudience, disconnectMailchimp, finishMailchimpConnect, listAudiences, startMailchimpConnect } from './mailchimp.service.js';

const audienceBody = { body: MailchimpAudienceInput };

/**
 * Email marketing through Mailchimp: connect (OAuth), the
 * callback, the audiences and the chosen one, disconnect. New leads and
 * stage moves reach the audience through durable jobs. Mounted by the
 * integrations router ahead of its /integrations/:platform routes; the
 * card's generic /integrations/email/connect and DELETE
 * /integrations/email land on the same service.
 */
export function mailchimpRouter({ env, logger }: ModuleDeps): Router {
  const router = new Router();

  router.get('/integrations/mailchimp/connect', requireUser, noStore, async (ctx) => {
    ctx.body = { authUrl: await startMailchimpConnect(env, currentUser(ctx)) };
  });

  router.get('/integrations/mailchimp/callback', requireUser, noStore, async (ctx) => {
    const q = ctx.query as Record<string, string | undefined>;
    try {
      await finishMailchimpConnect(env, currentUser(ctx), { state: q.state, code: q.code, error: q.error });
      ctx.redirect('/api-settings?integration=email&status=connected');
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) logger.warn({ err }, 'mailchimp connect failed');
      // A refused state is answered as such (400), so a forged callback cannot pass for a failed connection.
      if (err instanceof AppError && err.code === 'OAUTH_STATE_MISMATCH') throw err;
      const message = err instanceof AppError && err.expose ? `&message=${encodeURIComponent(err.message)}` : '';
      ctx.redirect(`/api-settings?integration=email&status=failed${message}`);
    }
  });

  router.get('/integrations/mailchimp/audiences', requireUser, noStore, async (ctx) => {
    ctx.body = await listAudiences(env, currentUser(ctx).id);
  });

  router.put('/integrations/mailchimp/audience', requireUser, noStore, validate(audienceBody), async (ctx) => {
    const { body } = validated(ctx, audienceBody);
    ctx.body = { audience: await chooseAudience(env, currentUser(ctx).id, body.audienceId) };
  });

  router.delete('/integrations/mailchimp', requireUser, noStore, async (ctx) => {
    await disconnectMailchimp(currentUser(ctx).id);
    ctx.status = 204;
  });

  return router;
}
