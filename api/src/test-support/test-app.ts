import os from 'node:os';
import path from 'node:path';

import type Koa from 'koa';
import supertest from 'supertest';

import { type AppDeps, createApp } from '../app.js';
import { type Env, loadEnv } from '../config/env.js';
import { type AppLogger, createLogger } from '../lib/logger.js';
import type { ApiModule } from '../modules/index.js';

/**
 * A valid environment for tests: nothing read from the real process.env.
 * AI_ALLOW_PRIVATE_HOSTS is set explicitly (it is never on by default): the
 * tests' fake model servers listen on 127.0.0.1. SIGNUPS_PER_IP_PER_HOUR is
 * high: a test file signs up its agents from one address (the cap's own
 * tests set it back to its default).
 */
export function testEnv(overrides: Partial<Env> = {}): Env {
  const base = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'leadnest-api-test'),
    DEMO_DATA: 'false',
    LOG_LEVEL: process.env.LOG_LEVEL,
    AI_ALLOW_PRIVATE_HOSTS: 'true',
    SIGNUPS_PER_IP_PER_HOUR: '100000',
  });
  return { ...base, ...overrides };
}

export interface TestAppOptions {
  env?: Partial<Env>;
  logger?: AppLogger;
  web?: Koa.Middleware;
  /** Mount only these modules (e.g. a throwaway router a test defines); default: all. */
  modules?: readonly ApiModule[];
  /** The database's storage state as the health probe reads it (default: none connected). */
  database?: AppDeps['database'];
}

export interface TestApp {
  app: Koa;
  env: Env;
  /** A supertest agent: keeps cookies between calls, like a browser session. */
  request: ReturnType<typeof supertest.agent>;
}

/**
 * The app in-process, without listening and without connecting a database:
 * pair it with withTestDatabase() in files that touch models.
 */
export function createTestApp(options: TestAppOptions = {}): TestApp {
  const env = testEnv(options.env);
  const logger = options.logger ?? createLogger(env);
  const app = createApp({ env, logger, web: options.web, modules: options.modules, database: options.database });
  return { app, env, request: supertest.agent(app.callback()) };
}
