import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';

import { composeApi } from './compose.js';
import type { Env } from './config/env.js';
import { apiFallback } from './lib/api-fallback.js';
import { appErrorLog } from './lib/app-error-log.js';
import { bodyParseError } from './lib/body-errors.js';
import { errorHandler } from './lib/error-handler.js';
import type { AppLogger } from './lib/logger.js';
import { readYourWrites } from './lib/read-your-writes.js';
import { requestId } from './lib/request-id.js';
import { requestLog } from './lib/request-log.js';
import { securityHeaders } from './lib/security-headers.js';
import { publicAppointmentRouter } from './modules/appointments/public-appointment.router.js';
import type { ApiModule } from './modules/index.js';
import { PUBLIC_CHAT_PREFIX } from './modules/public-chat/public-chat.router.js';
import { widgetRouter } from './modules/public-chat/widget.router.js';
import { publicPageRouter } from './modules/public-pages/public-page.router.js';
import { sameOrigin } from './modules/sessions/same-origin.js';
import { sessionMiddleware } from './modules/sessions/session.middleware.js';
import { accountSettingsGuard } from './modules/teams/account-settings-guard.js';
import { teamContext } from './modules/teams/team-context.js';
import type { ModuleDeps } from './modules/types.js';

export interface AppDeps {
  env: Env;
  logger: AppLogger;
  /** Serves the shell, remotes and manifest for every path outside /api. */
  web?: Koa.Middleware;
  /** The API modules to mount; all of them unless a test picks its own. */
  modules?: readonly ApiModule[];
  /** The connected database (the health probe reports whether it accepts writes). */
  database?: ModuleDeps['database'];
}

export const BODY_LIMIT = '1mb';

/** The methods whose bodies are parsed; the parser is told the same list. DELETE: removing a team member names who takes their leads. */
const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
const HAS_BODY = new Set(BODY_METHODS);

/** Calls `parser` only where it would parse: reads, most of the traffic, skip its async frame. */
function withBody(parser: Koa.Middleware): Koa.Middleware {
  return (ctx, next) => (HAS_BODY.has(ctx.method) ? parser(ctx, next) : next());
}

/**
 * Builds the Koa app without listening or connecting anything, so tests run
 * it in-process (supertest(app.callback())) and start.ts wraps it in a server.
 */
export function createApp(deps: AppDeps): Koa {
  const { env, logger, database } = deps;
  // Behind our proxy only the address it appended (the last X-Forwarded-For entry) is the client's: the
  // ones before it are whatever the client wrote, and per-IP caps must not trust them.
  const app = new Koa({ proxy: env.TRUST_PROXY, maxIpsCount: 1 });
  app.on('error', appErrorLog(logger));

  // The composition root: every module's services, job handlers, event
  // subscribers and routers (compose.ts). A later app in the same process,
  // as in tests, replaces the earlier one's registrations.
  const { deps: moduleDeps, api } = composeApi({ env, logger, database, modules: deps.modules });

  // 1. Request id first, so every later line (log, error body) can carry it.
  app.use(requestId());
  // 2. The request log wraps the error middleware, so it records the status
  //    the client actually got, even when a handler threw.
  app.use(requestLog(logger));
  //    Security headers on every answer: outside the error middleware, so
  //    they are put back on the error answers it writes (security-headers.ts).
  app.use(securityHeaders(env));
  //    Read-your-writes across API processes: outside the error middleware,
  //    so a failed write that cleared a cache still marks the browser.
  app.use(readYourWrites({ secure: env.PUBLIC_BASE_URL.startsWith('https:') }));
  // 3. The one error middleware: everything below it that throws is answered here.
  app.use(errorHandler(logger));
  // 4. Cross-site state-changing requests are refused before any work (CSRF),
  //    except the chat widget's public calls, made from agents' own sites
  //    and carrying no cookie authority.
  app.use(sameOrigin(env, [PUBLIC_CHAT_PREFIX]));
  // 5. Who is asking: ctx.state.user for the API and for the web module (bucketing).
  app.use(sessionMiddleware({ env, logger }));
  //    And their team: the account they work in and their role there (docs/decisions/0034-teams.md).
  app.use(teamContext);
  //    A member of a team never reaches the account's settings, which its owner manages.
  app.use(accountSettingsGuard);
  // 6. Bodies: JSON, and forms (phone-provider webhooks post forms); 1 MB each
  //    (decompressed: a gzip bomb stops at the limit). A body that is not
  //    what its Content-Encoding says is a 400, not a zlib error.
  const parser = bodyParser({
    parsedMethods: BODY_METHODS,
    enableTypes: ['json', 'form'],
    jsonLimit: BODY_LIMIT,
    formLimit: BODY_LIMIT,
    onError: bodyParseError,
  });
  app.use(withBody(parser));
  // 7. The API.
  app.use(api.routes());
  // 8. Unknown /api paths answer JSON 404 (405 for a known path, wrong method).
  app.use(apiFallback(api));
  // 9. Public lead capture pages (/p/{slug}): server-rendered HTML without the
  //    app shell, so they sit outside /api and before the web module.
  app.use(publicPageRouter().routes());
  //    The lead's page for their appointment (/a/{token}): confirm, cancel, move.
  app.use(publicAppointmentRouter(moduleDeps).routes());
  //    The website chat script (/widget.js) that agents embed on any site.
  app.use(widgetRouter().routes());
  // 10. Everything else is the web front end.
  if (deps.web) app.use(deps.web);

  return app;
}
