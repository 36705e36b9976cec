import { Router } from '@koa/router';
import mongoose from 'mongoose';
import type { ModuleDeps } from '../types.js';

export type DatabaseState = 'disconnected' | 'connected' | 'connecting' | 'disconnecting' | 'uninitialized';

export interface HealthResponse {
  status: 'ok';
  uptimeSeconds: number;
  database: 'embedded' | 'external';
  databaseState: DatabaseState;
}

const STATES: Record<number, DatabaseState> = {
  0: 'disconnected',
  1: 'connected',
  2: 'connecting',
  3: 'disconnecting',
  99: 'uninitialized',
};

/**
 * GET /api/health: liveness of the process (always 200 while it can answer),
 * plus the database's state for whoever watches it. Deliberately no
 * database round trip, so a slow database does not make the probe time out.
 */
export function healthRouter({ env }: ModuleDeps): Router {
  const router = new Router();
  router.get('/health', (ctx) => {
    const body: HealthResponse = {
      status: 'ok',
      uptimeSeconds: Math.round(process.uptime()),
      database: env.MONGODB_URI ? 'external' : 'embedded',
      databaseState: STATES[mongoose.connection.readyState] ?? 'uninitialized',
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });
  return router;
}
