/**
 * @leadnest/embedded-mongo: a MongoDB wire-protocol server that behaves like
 * a standalone mongod 7.0 for the official driver and mongoose.
 */
export { startServer, defaultDbPath } from './server.js';
export type { StartServerOptions, RunningServer } from './server.js';
export type { Credential } from './auth/scram.js';
export { CREDENTIAL_FILE, uriWithCredential } from './auth/credential.js';
export { DataDamagedError } from './storage/damage.js';
export { repairDataDir, type RepairReport } from './storage/repair.js';
