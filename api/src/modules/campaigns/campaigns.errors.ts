import { CAMPAIGN_MESSAGES as M } from '@leadnest/contracts';

import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors.js';

export class CallListNotFoundError extends NotFoundError {
  constructor() {
    super(M.listNotFound, { code: 'CALL_LIST_NOT_FOUND' });
  }
}

export class ContactNotFoundError extends NotFoundError {
  constructor() {
    super(M.contactNotFound, { code: 'CONTACT_NOT_FOUND' });
  }
}

/** Another agent's campaign or contact: 403, as the dashboard's {userId}/{campaignId} forms answer. */
export class NotYourCallListError extends ForbiddenError {
  constructor() {
    super('This campaign belongs to another account.', { code: 'NOT_YOUR_CALL_LIST' });
  }
}

export class InvalidContactPhoneError extends BadRequestError {
  constructor(phone: string) {
    super(M.phoneInvalid(phone), { phone: M.phoneInvalid(phone) }, { code: 'PHONE_INVALID' });
  }
}

export class DuplicateContactError extends BadRequestError {
  constructor() {
    super('This number is already on the list.', { phone: 'This number is already on the list.' }, { code: 'DUPLICATE_CONTACT' });
  }
}

export class CsvImportError extends BadRequestError {
  constructor(title: string, message: string, code: string) {
    super(message, undefined, { code });
    this.title = title;
  }
  /** The toast's title (spec §8): 'Invalid CSV', 'Missing Phone Column'… */
  readonly title: string;
}
