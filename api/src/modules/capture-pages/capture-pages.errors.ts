import { CAPTURE_MESSAGES } from '@leadnest/contracts';

import { NotFoundError } from '../../lib/errors.js';

/** Missing, another user's, or (on the public page) inactive: all the same 404. */
export class CapturePageNotFoundError extends NotFoundError {
  constructor() {
    super(CAPTURE_MESSAGES.notFound, { code: 'CAPTURE_PAGE_NOT_FOUND' });
  }
}
