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
export type { SetAsideInCollection } from './storage/set-aside.js';
export { DataDirLockedError, LOCK_FILE } from './storage/lock.js';
export { StorageFailedError, OUT_OF_DISK_SPACE } from './storage/storage-failure.js';
export { nodeJournalFs, type JournalFs } from './storage/journal.js';
export type { StoreHealth } from './storage/store.js';
