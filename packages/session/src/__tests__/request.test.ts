import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';

import { ApiError, apiRequest, getQueryFn, readJson, serverMessage } from '../request';
import { mockFetch } from './fetch-mock';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('apiRequest', () => {
  it('sends cookies and no body or Content-Type when there is no body', async () => {
    const fetchMock = mockFetch({ status: 200, body: { ok: true } });
    await apiRequest('POST', '/api/auth/logout');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/logout');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toBeUndefined();
  });

  it('sends a JSON body with its Content-Type when there is one', async () => {
    const fetchMock = mockFetch({ status: 200, body: {} });
    await apiRequest('POST', '/api/auth/login', { email: 'a@b.c', password: 'secret' });
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"email":"a@b.c","password":"secret"}');
    expect(init?.credentials).toBe('include');
  });

  it('turns a non-ok response into an ApiError reading `status: body`', async () => {
    mockFetch({ status: 400, statusText: 'Bad Request', body: '{"message":"Email taken"}' });
    const error = await caught(apiRequest('POST', '/api/auth/signup', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"message":"Email taken"}');
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).body).toBe('{"message":"Email taken"}');
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch({ status: 503, statusText: 'Service Unavailable' });
    const error = await caught(apiRequest('GET', '/api/health'));
    expect((error as ApiError).message).toBe('503: Service Unavailable');
    expect((error as ApiError).body).toBe('');
  });
});

describe('readJson', () => {
  it('parses JSON and reads an empty body as null', async () => {
    expect(await readJson(new Response('{"a":1}'))).toEqual({ a: 1 });
    expect(await readJson(new Response(null, { status: 204 }))).toBeNull();
  });
});

describe('serverMessage', () => {
  it('reads the API message, a plain-text body, or nothing', () => {
    expect(serverMessage(new ApiError(500, 'x', '{"message":"Session store down"}'))).toBe('Session store down');
    expect(serverMessage(new ApiError(500, 'x', 'plain words'))).toBe('plain words');
    expect(serverMessage(new ApiError(500, 'Internal Server Error', ''))).toBeUndefined();
    expect(serverMessage(new ApiError(500, 'x', '{}'))).toBeUndefined();
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('getQueryFn', () => {
  const run = (fn: ReturnType<typeof getQueryFn>, queryKey: readonly unknown[]) => new QueryClient().fetchQuery({ queryKey, queryFn: fn, retry: false });

  it('GETs the path joined from the query key segments, with cookies', async () => {
    const fetchMock = mockFetch({ status: 200, body: { total: 3 } });
    const data = await run(getQueryFn({ on401: 'throw' }), ['/api/dashboard/metrics', 'u1']);
    expect(data).toEqual({ total: 3 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/dashboard/metrics/u1');
    expect(init?.credentials).toBe('include');
  });

  it('throws on a 401 by default', async () => {
    mockFetch({ status: 401, statusText: 'Unauthorized', body: '{"message":"Not signed in"}' });
    const error = await caught(run(getQueryFn({ on401: 'throw' }), ['/api/user/profile']));
    expect((error as ApiError).message).toBe('401: {"message":"Not signed in"}');
  });

  it('yields null on a 401 with on401: returnNull, but still throws other errors', async () => {
    mockFetch({ status: 401, statusText: 'Unauthorized' });
    expect(await run(getQueryFn({ on401: 'returnNull' }), ['/api/user/profile'])).toBeNull();
    mockFetch({ status: 500, statusText: 'Internal Server Error' });
    const error = await caught(run(getQueryFn({ on401: 'returnNull' }), ['/api/user/profile']));
    expect((error as ApiError).message).toBe('500: Internal Server Error');
  });
});
