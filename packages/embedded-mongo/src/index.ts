/**
 * @leadnest/embedded-mongo: a MongoDB wire-protocol server that behaves like
 * a standalone mongod 7.0 for the official driver and mongoose.
 */
export { startServer, defaultDbPath } from './server.js';
export type { StartServerOptions, RunningServer } from './server.js';
