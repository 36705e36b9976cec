import { MongoError } from '../errors.js';
import type { Handler } from './context.js';

/**
 * mapReduce runs JavaScript on the server, which the embedded server never
 * does (as a mongod with --noscripting): it answers what mongod 7.0 answers
 * there when the map function is first run (the $_internalJsEmit stage).
 */
export const serverSideJsCommands: Record<string, Handler> = {
  mapReduce: () => {
    throw new MongoError(31246, 'Cannot run server-side javascript without the javascript engine enabled');
  },
};
