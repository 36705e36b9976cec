import { Router } from '@koa/router';
import { OAuthPlatformParams } from '@leadnest/contracts';

import { assertSelfOrAdmin, currentUser, requireUser } from '../../lib/auth.js';
import { AppError } from '../../lib/errors.js';
import { noStore } from '../../lib/no-store.js';
import { validate, validated } from '../../lib/validate.js';
import { declareAccess } from '../billing/route-access.js';
import type { ModuleDeps } from '../types.js';
import { disconnect, finishConnect, listIntegrations, startConnect } from './integrations.service.js';
import { mailchimpRouter } from './mailchimp/mailchimp.router.js';
import { messagingEvents } from './meta/messaging/messaging-events.js';
import { receiveMessaging } from './meta/messaging/receive.js';
import { finishMetaConnect, queueLeadgenChanges } from './meta/meta.service.js';
import { leadgenChanges, verifySignature, verifySubscription } from './meta/meta-webhook.js';
import { finishOutlookConnect } from './outlook/outlook.service.js';

const oauth = { params: OAuthPlatformParams };

/** Where the OAuth window lands: /api-settings tells the page that opened it, then closes (or, opened in the tab itself, shows a toast). */
const settingsUrl = (platform: string, outcome: 'connected' | 'failed', message?: string) =>
  `/api-settings?integration=${platform}&status=${outcome}${message ? `&message=${encodeURIComponent(message)}` : ''}`;

/**
 * Integrations (spec part 2: /api-settings): GET /api/integrations,
 * GET /api/integrations/{platform}/connect → {authUrl}, the authorization
 * window /api/integrations/google-calendar/auth (a redirect to Google), its
 * callbacks (Google, Outlook, Meta), and DELETE /api/integrations/{platform} (revokes). Connected
 * calendars add their busy times to the slot finder, and appointments
 * follow into them as events through a durable job (calendar-sync.ts; both
 * wired in api/src/compose.ts).
 */
export function integrationsRouter(deps: ModuleDeps): Router {
  const { env, logger } = deps;
  const router = new Router();
  // Mailchimp's own routes first: /integrations/mailchimp/… would otherwise meet /integrations/:platform/… below.
  router.use(mailchimpRouter(deps).routes());

  router.get('/integrations', requireUser, noStore, async (ctx) => {
    ctx.body = { integrations: await listIntegrations(env, currentUser(ctx).id) };
  });

  router.get('/integrations/:platform/connect', requireUser, noStore, validate(oauth), async (ctx) => {
    const { params } = validated(ctx, oauth);
    ctx.body = { authUrl: await startConnect(env, currentUser(ctx), params.platform) };
  });

  // The spec's authorization window: opened at this address, it goes on to Google.
  router.get('/integrations/google-calendar/auth', requireUser, noStore, async (ctx) => {
    const userId = typeof ctx.query.userId === 'string' ? ctx.query.userId : undefined;
    if (userId) assertSelfOrAdmin(ctx, userId);
    ctx.redirect(await startConnect(env, currentUser(ctx), 'google_calendar'));
  });

  router.get('/integrations/google-calendar/callback', requireUser, noStore, async (ctx) => {
    const q = ctx.query as Record<string, string | undefined>;
    try {
      await finishConnect(env, currentUser(ctx), 'google_calendar', { state: q.state, code: q.code, error: q.error });
      ctx.redirect(settingsUrl('google_calendar', 'connected'));
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) logger.warn({ err }, 'google calendar connect failed');
      // A refused state is answered as such (400), so a forged callback cannot pass for a failed connection.
      if (err instanceof AppError && err.code === 'OAUTH_STATE_MISMATCH') throw err;
      ctx.redirect(settingsUrl('google_calendar', 'failed', err instanceof AppError && err.expose ? err.message : undefined));
    }
  });

  // Outlook: Microsoft's sign-in comes back here.
  router.get('/integrations/outlook-calendar/callback', requireUser, noStore, async (ctx) => {
    const q = ctx.query as Record<string, string | undefined>;
    try {
      await finishOutlookConnect(env, currentUser(ctx), { state: q.state, code: q.code, error: q.error });
      ctx.redirect(settingsUrl('outlook_calendar', 'connected'));
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) logger.warn({ err }, 'outlook calendar connect failed');
      if (err instanceof AppError && err.code === 'OAUTH_STATE_MISMATCH') throw err;
      ctx.redirect(settingsUrl('outlook_calendar', 'failed', err instanceof AppError && err.expose ? err.message : undefined));
    }
  });

  // Facebook & Instagram lead ads: Meta's login dialog comes back here.
  router.get('/integrations/facebook/callback', requireUser, noStore, async (ctx) => {
    const q = ctx.query as Record<string, string | undefined>;
    try {
      await finishMetaConnect(env, currentUser(ctx), { state: q.state, code: q.code, error: q.error });
      ctx.redirect(settingsUrl('facebook', 'connected'));
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) logger.warn({ err }, 'facebook connect failed');
      if (err instanceof AppError && err.code === 'OAUTH_STATE_MISMATCH') throw err;
      ctx.redirect(settingsUrl('facebook', 'failed', err instanceof AppError && err.expose ? err.message : undefined));
    }
  });

  // Meta's webhook: the subscription check, then signed notifications (server to server: no session) of new leads,
  // and of Messenger and Instagram messages, each stored once and answered by a durable job after this answers
  // (docs/decisions/0035-meta-direct-messages.md).
  router.get('/integrations/facebook/webhook', noStore, (ctx) => {
    ctx.type = 'text/plain';
    ctx.body = verifySubscription(env, ctx.query);
  });
  router.post('/integrations/facebook/webhook', async (ctx) => {
    verifySignature(env, (ctx.request as { rawBody?: string }).rawBody, ctx.get('X-Hub-Signature-256') || undefined);
    const body: unknown = ctx.request.body;
    const queued = await queueLeadgenChanges(leadgenChanges(body));
    ctx.body = { received: true, queued, messages: await receiveMessaging(env, logger, messagingEvents(body)) };
  });

  router.delete('/integrations/:platform', requireUser, noStore, validate(oauth), async (ctx) => {
    const { params } = validated(ctx, oauth);
    await disconnect(env, currentUser(ctx).id, params.platform, logger);
    ctx.status = 204;
  });

  return declareAccess(router, {
    default: 'plan',
    // Meta's webhook is server to server, signed by Meta.
    routes: { 'GET /integrations/facebook/webhook': 'public', 'POST /integrations/facebook/webhook': 'public' },
  });
}
