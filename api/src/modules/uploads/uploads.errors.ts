import { UPLOAD_MESSAGES } from '@leadnest/contracts';

import { BadRequestError, NotFoundError } from '../../lib/errors.js';

/** Every refused upload is a 400 with a message the onboarding form shows as is. */
export class InvalidUploadError extends BadRequestError {
  constructor(reason: keyof typeof UPLOAD_MESSAGES) {
    super(UPLOAD_MESSAGES[reason], { file: UPLOAD_MESSAGES[reason] }, { code: `UPLOAD_${reason.toUpperCase()}` });
  }
}

/** Unknown id, or someone else's file: the same 404, so ids cannot be probed for existence. */
export class UploadNotFoundError extends NotFoundError {
  constructor() {
    super(UPLOAD_MESSAGES.notFound, { code: 'UPLOAD_NOT_FOUND' });
  }
}
