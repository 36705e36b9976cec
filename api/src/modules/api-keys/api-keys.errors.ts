import { NotFoundError } from '../../lib/errors.js';

/**
 * The key file is missing its key or cannot be read: a set-up problem of the
 * server, not of a request, so it is not an AppError (a request that runs
 * into it gets the generic 500). Names the file, never its content.
 */
export class SecretsKeyFileError extends Error {
  constructor(
    readonly file: string,
    problem: string,
    cause?: unknown,
  ) {
    super(`The secrets key file ${file} ${problem}. Set SECRETS_KEY, or restore or remove the file (removing it makes saved API keys unreadable).`, {
      cause,
    });
    this.name = 'SecretsKeyFileError';
  }
}

/** The Test button for a platform with no saved key. */
export class ApiKeyNotSavedError extends NotFoundError {
  constructor() {
    super('No key is saved for this provider yet. Save one, then test it.', { code: 'API_KEY_NOT_SAVED' });
  }
}
