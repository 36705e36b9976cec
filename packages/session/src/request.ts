import type { QueryFunction } from '@tanstack/react-query';

import { isSessionEndedAnswer, reportUnauthorized } from './session-end';

/**
 * The one request helper every client call goes through (spec part 1 §7):
 * cookies always travel, a body is JSON only when there is one, and a
 * response that is not ok becomes an `ApiError` whose message reads
 * `status: body` (or `status: statusText` when the body is empty).
 *
 * It never raises toasts or redirects: those are decided by the shell's
 * session layer (STYLE.md, "Not to copy").
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status code of the response. */
  readonly status: number;
  /** The response body as text (may be empty). */
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.body = body;
  }
}

/**
 * Throws an `ApiError` for a response that is not ok; reads the body only in
 * that case. A 401 that means the session is over is also reported to the
 * shell's session layer (session-end.ts), which decides what happens.
 */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  if (isSessionEndedAnswer(res.status, text)) reportUnauthorized();
  throw new ApiError(res.status, res.statusText, text);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sends a request and returns the (ok) response; throws `ApiError` otherwise. */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(res);
  return res;
}

/**
 * Parses a response body as JSON. An empty body (204, or a logout that sends
 * nothing) reads as `null` instead of throwing a SyntaxError.
 */
export async function readJson<T = unknown>(res: Response): Promise<T | null> {
  const text = await res.text();
  return text ? (JSON.parse(text) as T) : null;
}

/**
 * The message a server put in an error response (`{ "message": ... }` from the
 * API's error middleware, or a plain-text body), for toasts that show "the
 * server's error message". Undefined when there is none (network failure,
 * empty body), so callers fall back to their own wording.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const text = error.body.trim();
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message || undefined;
    }
    // JSON without a message (for example `{}`) is not a readable message.
    return typeof parsed === 'string' ? parsed : undefined;
  } catch {
    return text;
  }
}

/** What a screen says when the server, not the user's input, is the problem. */
export const OUTAGE_MESSAGES = {
  unreachable: 'Could not reach the server. Check your connection and try again.',
  serverError: 'The server is having a problem right now. Please try again in a moment.',
} as const;

/**
 * The message for a failure that is the server's, not the user's: no
 * answer at all (fetch rejects with a TypeError) or a 5xx (whose body may
 * be a proxy's HTML page, never worth showing). Undefined for a 4xx, whose
 * message the server wrote for the user (serverMessage). So a sign-in during
 * an outage says so instead of "Invalid email or password".
 */
export function outageMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.status >= 500 ? OUTAGE_MESSAGES.serverError : undefined;
  if (error instanceof TypeError) return OUTAGE_MESSAGES.unreachable;
  return undefined;
}

/** What the default query function does on a 401. */
export type UnauthorizedBehavior = 'throw' | 'returnNull';

export interface GetQueryFnOptions {
  on401: UnauthorizedBehavior;
}

/**
 * The default query function (spec part 1 §7): GET the path formed by joining
 * the query key segments with '/' (`['/api/conversations', id]` →
 * `/api/conversations/<id>`), parsed as JSON. A 401 throws, or yields `null`
 * with `on401: 'returnNull'`.
 */
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: GetQueryFnOptions): QueryFunction<T | null>;
export function getQueryFn<T>({ on401 }: GetQueryFnOptions): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKey.map((segment) => String(segment)).join('/');
    const res = await fetch(url, { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return readJson<T>(res);
  };
}
