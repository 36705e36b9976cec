/**
 * Errors the API throws on purpose. Each carries its HTTP status, a stable
 * `code` clients can branch on, and `expose`: whether `message` is safe to
 * send to the browser. The error middleware (error-handler.ts) turns them into
 * responses; anything that is not an AppError becomes a generic 500.
 */
export interface AppErrorOptions {
  /** Overrides the class's default code, e.g. 'EMAIL_TAKEN' for a ConflictError. */
  code?: string;
  /** Defaults to true below 500: client errors are written for the client. */
  expose?: boolean;
  /** Extra response headers (Retry-After, Allow, WWW-Authenticate…). */
  headers?: Record<string, string>;
  cause?: unknown;
}

export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly expose: boolean;
  readonly headers: Record<string, string>;
  /** Per-field messages for forms (`{ email: 'Email is required' }`). */
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, message: string, options: AppErrorOptions & { fields?: Record<string, string> } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.status = status;
    this.code = options.code ?? 'ERROR';
    this.expose = options.expose ?? status < 500;
    this.headers = options.headers ?? {};
    this.fields = options.fields;
  }
}

export class BadRequestError extends AppError {
  constructor(message = 'The request is not valid.', fields?: Record<string, string>, options: AppErrorOptions = {}) {
    super(400, message, { code: 'BAD_REQUEST', ...options, fields });
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in to continue.', options: AppErrorOptions = {}) {
    super(401, message, { code: 'UNAUTHORIZED', ...options });
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have access to this.', options: AppErrorOptions = {}) {
    super(403, message, { code: 'FORBIDDEN', ...options });
  }
}

/** 402: the route needs a subscription plan the account does not have. */
export class PaymentRequiredError extends AppError {
  constructor(message = 'An active subscription plan is required.', options: AppErrorOptions = {}) {
    super(402, message, { code: 'PAYMENT_REQUIRED', ...options });
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found', options: AppErrorOptions = {}) {
    super(404, message, { code: 'NOT_FOUND', ...options });
  }
}

export class MethodNotAllowedError extends AppError {
  constructor(allowed: readonly string[], options: AppErrorOptions = {}) {
    super(405, 'Method not allowed', { code: 'METHOD_NOT_ALLOWED', ...options, headers: { Allow: allowed.join(', '), ...options.headers } });
  }
}

export class ConflictError extends AppError {
  constructor(message = 'This conflicts with existing data.', options: AppErrorOptions = {}) {
    super(409, message, { code: 'CONFLICT', ...options });
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message = 'The request is too large.', options: AppErrorOptions = {}) {
    super(413, message, { code: 'PAYLOAD_TOO_LARGE', ...options });
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message = 'This content type is not supported.', options: AppErrorOptions = {}) {
    super(415, message, { code: 'UNSUPPORTED_MEDIA_TYPE', ...options });
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many attempts. Please wait a moment and try again.',
    options: AppErrorOptions = {},
  ) {
    const retryAfter = String(Math.max(1, Math.ceil(retryAfterSeconds)));
    super(429, message, { code: 'TOO_MANY_REQUESTS', ...options, headers: { 'Retry-After': retryAfter, ...options.headers } });
  }
}

/** A dependency is down (database, phone provider). Its message is ours, so it is shown. */
export class ServiceUnavailableError extends AppError {
  constructor(message = 'The service is temporarily unavailable. Please try again shortly.', options: AppErrorOptions = {}) {
    super(503, message, { code: 'SERVICE_UNAVAILABLE', expose: true, ...options });
  }
}
