import type { Router } from '@koa/router';

import type { Env } from '../config/env.js';
import type { Database } from '../lib/db.js';
import type { AppLogger } from '../lib/logger.js';
import type { Outbox } from './outbox/outbox.service.js';

/** What every API module is given when the app is assembled. */
export interface ModuleDeps {
  env: Env;
  logger: AppLogger;
  /** The connected database, when the app runs with one (tests often build the app without). */
  database?: Pick<Database, 'storage'>;
  /** The app's one mail outbox (created, and its delivery job registered, where the app is assembled). */
  outbox: Outbox;
}

/**
 * An API module: builds its router from the app's dependencies. Paths are
 * relative to `/api` (the health module's `/health` is `GET /api/health`).
 */
export type ApiModule = (deps: ModuleDeps) => Router;
