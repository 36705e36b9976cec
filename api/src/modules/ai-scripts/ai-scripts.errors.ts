import { NotFoundError } from '../../lib/errors.js';

/** Missing or another agent's: the same 404. */
export class AiScriptNotFoundError extends NotFoundError {
  constructor() {
    super('That AI script does not exist.', { code: 'AI_SCRIPT_NOT_FOUND' });
  }
}
