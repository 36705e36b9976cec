import { vi } from 'vitest';

/** One canned answer for the mocked `fetch`. */
export interface CannedResponse {
  status?: number;
  statusText?: string;
  body?: unknown;
}

function toResponse({ status = 200, statusText = '', body }: CannedResponse): Response {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  // A 204 may not carry a body, per the Fetch standard.
  return new Response(status === 204 ? null : text, { status, statusText });
}

/** Replaces global `fetch` with a mock answering `answers` in order (the last one repeats). */
export function mockFetch(...answers: CannedResponse[]) {
  let call = 0;
  const fn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answers[Math.min(call, answers.length - 1)] ?? {};
    call += 1;
    return toResponse(answer);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}
