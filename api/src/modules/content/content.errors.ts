import { CONTENT_MESSAGES } from '@leadnest/contracts/marketing-content';

import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';

export class UnknownContentPageError extends NotFoundError {
  constructor() {
    super(CONTENT_MESSAGES.unknownPage, { code: 'UNKNOWN_CONTENT_PAGE' });
  }
}

export class UnknownContentVersionError extends NotFoundError {
  constructor() {
    super(CONTENT_MESSAGES.unknownVersion, { code: 'UNKNOWN_CONTENT_VERSION' });
  }
}

/** Signed in without the marketing role (a visitor gets the 401 first). */
export class NotContentEditorError extends ForbiddenError {
  constructor() {
    super(CONTENT_MESSAGES.notEditor, { code: 'NOT_CONTENT_EDITOR' });
  }
}

export class NoDraftError extends BadRequestError {
  constructor() {
    super(CONTENT_MESSAGES.noDraft, undefined, { code: 'NO_DRAFT' });
  }
}

export class PastPublishTimeError extends BadRequestError {
  constructor() {
    super(CONTENT_MESSAGES.pastTime, { at: CONTENT_MESSAGES.pastTime }, { code: 'PAST_PUBLISH_TIME' });
  }
}

/** DELETE of a version that is not waiting to go live (already published, or cancelled). */
export class NotScheduledError extends ConflictError {
  constructor() {
    super('Only a scheduled version can be cancelled: this one is not waiting to go live.', { code: 'NOT_SCHEDULED' });
  }
}

/** Publishes racing for the page's next number kept colliding (never seen but under a flood). */
export class VersionRaceError extends ConflictError {
  constructor() {
    super('Someone else published this page at the same moment. Please try again.', { code: 'VERSION_RACE' });
  }
}

/** PUT /api/admin/content-editors for an email no account has. */
export class NoAccountWithEmailError extends NotFoundError {
  constructor() {
    super('No account with that email', { code: 'NO_ACCOUNT' });
  }
}
