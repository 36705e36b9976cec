/**
 * @leadnest/api's public entry (package.json "exports" "."): what tools
 * outside the API (scripts/: start, benchmarks) may use. They import this,
 * never a file under api/src, so the API's modules stay free to move; each
 * collection is still reached through its owner's service. Helpers that
 * exist only for the benchmarks are in ./bench.ts (@leadnest/api/bench), the
 * fakes of outside services in test-support/testing.ts (@leadnest/api/testing).
 */
export { startServer, type RunningServer, type StartOptions } from './start.js';
export { loadEnv, type Env } from './config/env.js';
export { createWebMiddleware } from './modules/web/index.js';
export { SESSION_COOKIE } from './modules/sessions/session.cookie.js';
export { ensureLeadIndexes, insertLeadsInBulk } from './modules/leads/leads.service.js';
export { setPlan } from './modules/agent-settings/settings.service.js';
export { ensureConversationIndexes, insertConversationsInBulk } from './modules/conversations/conversations.service.js';
export { dashboardMetrics } from './modules/dashboard/dashboard.service.js';
export { insertAppointmentsInBulk } from './modules/appointments/appointments.service.js';
export { rebuildAgentRollups } from './modules/analytics/rollups/rollup-build.js';
