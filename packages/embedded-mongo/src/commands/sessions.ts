import { UUID } from 'bson';

import { MongoError } from '../errors.js';
import type { Handler } from './context.js';

/** Sessions are accepted and forgotten; transactions fail as on a standalone mongod. */
const noTransactions: Handler = () => {
  throw new MongoError(20, 'Transaction numbers are only allowed on a replica set member or mongos');
};

export const sessionCommands: Record<string, Handler> = {
  endSessions: () => ({ ok: 1 }),
  killAllSessions: () => ({ ok: 1 }),
  killAllSessionsByPattern: () => ({ ok: 1 }),
  killSessions: () => ({ ok: 1 }),
  refreshSessions: () => ({ ok: 1 }),
  startSession: () => ({ id: { id: new UUID() }, timeoutMinutes: 30, ok: 1 }),
  commitTransaction: noTransactions,
  abortTransaction: noTransactions,
};
