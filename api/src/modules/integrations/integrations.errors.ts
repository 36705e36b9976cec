import { INTEGRATION_MESSAGES, INTEGRATION_NAMES, type IntegrationPlatform } from '@leadnest/contracts';

import { BadRequestError, ConflictError } from '../../lib/errors.js';

/** The server has no OAuth client for it: a 4xx the card shows, never a broken popup. */
export class IntegrationNotConfiguredError extends ConflictError {
  constructor(platform: IntegrationPlatform) {
    super(INTEGRATION_MESSAGES.notConfigured(INTEGRATION_NAMES[platform]), { code: 'INTEGRATION_NOT_CONFIGURED' });
  }
}

/** The callback's state is unknown, used, expired, or was started by another session. */
export class OAuthStateError extends BadRequestError {
  constructor() {
    super(INTEGRATION_MESSAGES.stateMismatch, undefined, { code: 'OAUTH_STATE_MISMATCH' });
  }
}

export class OAuthRefusedError extends BadRequestError {
  constructor() {
    super(INTEGRATION_MESSAGES.providerRefused, undefined, { code: 'OAUTH_REFUSED' });
  }
}

/** Meta granted access but no page was shared: lead ads arrive per page. */
export class MetaNoPagesError extends BadRequestError {
  constructor() {
    super('No Facebook page was shared. Please connect again and choose the pages whose lead ads you run.', undefined, { code: 'META_NO_PAGES' });
  }
}
