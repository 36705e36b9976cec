import { Router } from '@koa/router';
import mongoose from 'mongoose';

import { declareAccess } from '../billing/route-access.js';
import type { ModuleDeps } from '../types.js';

export type DatabaseState = 'disconnected' | 'connected' | 'connecting' | 'disconnecting' | 'uninitialized';

export interface HealthResponse {
  /** 'degraded' (with status 503) while the database refuses writes. */
  status: 'ok' | 'degraded';
  uptimeSeconds: number;
  database: 'embedded' | 'external';
  databaseState: DatabaseState;
  databaseWritable: boolean;
  /** Why writes are refused and since when (the embedded server, after a failed write or flush, until restart). */
  databaseFailure?: { at: string; reason: string };
}

const STATES: Record<number, DatabaseState> = {
  0: 'disconnected',
  1: 'connected',
  2: 'connecting',
  3: 'disconnecting',
  99: 'uninitialized',
};

/**
 * GET /api/health: the process and the database's state for whoever watches
 * them. 200 while all is well; 503 'degraded' once the embedded database
 * refuses writes (a full disk or a failed flush), which only a restart after
 * the disk is fixed ends. Deliberately no database round trip, so a slow
 * database does not make the probe time out.
 */
export function healthRouter({ env, database }: ModuleDeps): Router {
  const router = new Router();
  router.get('/health', (ctx) => {
    const storage = database?.storage() ?? { writable: true };
    const body: HealthResponse = {
      status: storage.writable ? 'ok' : 'degraded',
      uptimeSeconds: Math.round(process.uptime()),
      database: env.MONGODB_URI ? 'external' : 'embedded',
      databaseState: STATES[mongoose.connection.readyState] ?? 'uninitialized',
      databaseWritable: storage.writable,
      ...(storage.failure && { databaseFailure: storage.failure }),
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.status = storage.writable ? 200 : 503;
    ctx.body = body;
  });
  return declareAccess(router, { default: 'public' });
}
