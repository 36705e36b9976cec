/**
 * @leadnest/api/bench (package.json "exports" "./bench"): helpers that exist
 * only for the benchmarks in scripts/ (timing a pass A/B, seeding a
 * campaign, explaining a query, holding rollups in their building state).
 * No production code imports this entry or what it exports (a lint zone in
 * eslint.boundaries.js refuses it), so the package's main entry stays what
 * the product runs.
 */
export { measureDialerDecision, measureLegacyDecision, seedBenchCampaign, type DecisionRun } from './modules/campaigns/bench-support.js';
export { explainLeads } from './modules/leads/leads.query.js';
export { holdRollupsBuilding } from './modules/analytics/rollups/rollup-build.js';
export { EventLog } from './lib/events/event-log.js';
export { startEmbeddedProcess } from './lib/embedded-process.js';
export { addBenchMembers } from './modules/teams/bench-support.js';
