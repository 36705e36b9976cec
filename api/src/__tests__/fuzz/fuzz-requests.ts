import fc from 'fast-check';

/**
 * Generators of bad requests for the fuzz test (fuzz.test.ts): every value
 * comes from fast-check's seeded generator, so a seed names one run exactly.
 */

/** A route as the routers declare it, e.g. `POST /api/leads/:id/notes`. */
export interface RouteUnderTest {
  method: string;
  path: string;
}

/** Values for a route's `:params`: real ones of the signed-in agent, and bad ones. */
export interface ParamPool {
  real: string[];
}

export type SessionKind = 'none' | 'agent' | 'no-plan' | 'admin';

export interface FuzzRequest {
  /** The declared route it was built from (`METHOD /path/:param`). */
  route: string;
  method: string;
  path: string;
  session: SessionKind;
  headers: Record<string, string>;
  body?: Buffer;
  /** What was sent, for the failure report. */
  description: string;
}

/** Field names the API's bodies and queries use, so generated values reach the validators and beyond. */
const KEYS = [
  'email',
  'password',
  'firstName',
  'lastName',
  'name',
  'phone',
  'title',
  'text',
  'message',
  'stage',
  'status',
  'source',
  'userId',
  'fields',
  'isActive',
  'slot',
  'scheduledAt',
  'date',
  'time',
  'timeZone',
  'notes',
  'limit',
  'after',
  'search',
  'q',
  'sort',
  'page',
  'from',
  'to',
  'plan',
  'planTier',
  'passcode',
  'token',
  'consent',
  'website',
  'startedAt',
  'formStamp',
  'pageUrl',
  'address',
  'provider',
  'apiKey',
  'baseUrl',
  'model',
  'personality',
  'brokerage',
  'serviceArea',
  'companyName',
  'description',
  'buttonText',
  'buttonColor',
  'backgroundImage',
  'appointmentType',
  'clientName',
  'clientEmail',
  'clientPhone',
  'duration',
  'availability',
  'days',
  'start',
  'end',
  '__proto__',
  'constructor',
  '$where',
  '',
  'a.b',
  'key',
];

const NUL = '\u0000';
const huge = (n: number) => 'x'.repeat(n);

/** A bad value: wrong types, operators, NUL, huge, deep, odd numbers. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    NUL,
    `a${NUL}b`,
    '$gt',
    '{"$gt":""}',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '2026-02-30T25:61:00Z',
    'NaN',
    '-1',
    '1e309',
    '0x10',
    'null',
    'true',
    '😀'.repeat(50),
    '\uD800',
    'a@b',
    '+1 (555) 010-0000',
  ),
  fc.constantFrom(huge(5_000), huge(5_000), huge(5_000), huge(120_000)),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom({ $gt: '' }, { $ne: null }, { $where: 'sleep(1000)' }, { $regex: '.*' }, { $in: [] }, { $exists: true }),
  fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant({ $gt: '' })), { maxLength: 5 }),
  fc.constant(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}')),
  fc.constant(Array.from({ length: 60 }).reduce<unknown>((inner) => ({ a: inner }), 'deep')),
);

const jsonObject = fc.dictionary(fc.constantFrom(...KEYS), badValue, { maxKeys: 6 });

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=bogus',
  'application/x-www-form-urlencoded',
  'text/plain',
  'text/html',
  'application/xml',
  'multipart/form-data; boundary=----x',
  'multipart/form-data',
  'application/octet-stream',
  '',
  '*/*',
  'application/vnd.api+json',
];

/** A form field's part, percent-encoded; a lone surrogate becomes bytes that are not UTF-8 at all. */
function formPart(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** Body text for a content type: usually the kind it claims, sometimes not. */
const bodyText: fc.Arbitrary<string> = fc.oneof(
  jsonObject.map((o) => JSON.stringify(o)),
  jsonObject.map((o) => JSON.stringify(o)),
  fc.anything({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'undefined'),
  fc.constantFrom(
    '{',
    '{"email":',
    '[',
    'null',
    '""',
    '0',
    'true',
    '{"a":1}garbage',
    '\u0000',
    '{"email":"a\u0000@b.c"}',
    '%',
    'a=%zz&b',
    'email[$gt]=&password[$ne]=x',
    'a[b][c][d][e][f][g]=1',
  ),
  fc.string({ maxLength: 200 }),
  jsonObject.map((o) =>
    Object.entries(o)
      .map(([k, v]) => `${formPart(k)}=${formPart(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`)
      .join('&'),
  ),
  fc.constant('------x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n------x--\r\n'),
);

/** Rarely, a body past the 1 MB limit (413); often, it is the cost of the run. */
const bodyOrHuge: fc.Arbitrary<string> = fc.oneof({ weight: 60, arbitrary: bodyText }, { weight: 1, arbitrary: fc.constant(`{"text":"${huge(1_200_000)}"}`) });

const PARAM_BAD = [
  'zzz',
  '0',
  '-1',
  '%00',
  'a%00b',
  '%24gt',
  '%7B%22%24gt%22%3A%22%22%7D',
  huge(3_000),
  '..',
  '%2e%2e%2f%2e%2e',
  '%E0%A4%A',
  '%',
  'null',
  'undefined',
  '000000000000000000000000',
  'ffffffffffffffffffffffff',
  '%F0%9F%98%80',
  'constructor',
  '__proto__',
  '%20',
];

const QUERY_VALUES = ['', '%00', '-5', '1e9', 'abc', '%7B%22%24gt%22%3A%22%22%7D', huge(2_000), 'all', 'true', '2026-13-45', '%zz', '[]', 'x&x=y'];

const ORIGINS = [...Array<string>(12).fill(''), 'null', 'https://evil.example', 'not a url'];
const ENCODINGS = ['', '', '', '', '', 'gzip', 'deflate', 'br', 'identity', 'zstd', 'bogus', 'gzip, gzip'];
const METHODS_ELSE = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];
const SESSIONS: SessionKind[] = ['none', 'agent', 'agent', 'no-plan', 'admin'];

/** Null six times in seven: a value that changes a request's nature (its method, a token) should not drown the rest. */
const rarely = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | null> => fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: arb });

function fillPath(path: string, pick: (name: string) => string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => pick(name));
}

/** Everything random about one bad request but its route. */
function requestParts(params: ParamPool) {
  return fc.record({
    otherMethod: rarely(fc.constantFrom(...METHODS_ELSE)),
    session: fc.constantFrom(...SESSIONS),
    paramChoice: fc.array(
      fc.oneof(
        fc.constantFrom(...(params.real.length ? params.real : ['x'])),
        fc.constantFrom(...PARAM_BAD),
        fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 24, maxLength: 24 }),
      ),
      { minLength: 3, maxLength: 3 },
    ),
    query: fc.option(
      fc.array(fc.tuple(fc.constantFrom(...KEYS, 'limit', 'status', 'after', 'userId', 'q[$gt]', 'a[b]'), fc.constantFrom(...QUERY_VALUES)), { maxLength: 4 }),
      { freq: 2 },
    ),
    contentType: fc.constantFrom(...CONTENT_TYPES),
    body: fc.option(bodyOrHuge, { freq: 8 }),
    encoding: fc.constantFrom(...ENCODINGS),
    origin: fc.constantFrom(...ORIGINS),
    visitorToken: rarely(fc.constantFrom('x', huge(43), 'A'.repeat(43), '\\u0000', '%00', 'A'.repeat(42) + '$')),
    ip: fc.integer({ min: 1, max: 60_000 }),
  });
}
type RequestParts = ReturnType<typeof requestParts> extends fc.Arbitrary<infer T> ? T : never;

function buildRequest(route: RouteUnderTest, r: RequestParts): FuzzRequest {
  let i = 0;
  const path = fillPath(route.path, () => r.paramChoice[i++ % r.paramChoice.length]!);
  const query = r.query?.length ? `?${r.query.map(([k, v]) => `${k}=${v}`).join('&')}` : '';
  const method = r.otherMethod ?? route.method;
  const headers: Record<string, string> = { 'x-forwarded-for': `10.${(r.ip >> 16) & 255}.${(r.ip >> 8) & 255}.${r.ip & 255}` };
  const body = r.body === null || method === 'GET' || method === 'HEAD' ? undefined : Buffer.from(r.body, 'utf8');
  if (body) {
    if (r.contentType) headers['content-type'] = r.contentType;
    if (r.encoding) headers['content-encoding'] = r.encoding;
  }
  if (r.origin) headers.origin = r.origin;
  if (r.visitorToken) headers['x-visitor-token'] = r.visitorToken;
  const shownBody = body
    ? ` ${headers['content-type'] ?? '(no type)'}${r.encoding && body ? ` (${r.encoding})` : ''}: ${body.toString('utf8').slice(0, 160)}`
    : '';
  return {
    route: `${route.method} ${route.path}`,
    method,
    path: `${path}${query}`,
    session: r.session,
    headers,
    body,
    description: `${method} ${path.slice(0, 120)}${query.slice(0, 120)} as ${r.session}${shownBody}`,
  };
}

/**
 * `count` requests of one seeded run: every route once first (when count
 * allows), so a short run still reaches each of them, then routes at random.
 */
export function sampleRequests(routes: readonly RouteUnderTest[], params: ParamPool, seed: number, count: number): FuzzRequest[] {
  const parts = fc.sample(requestParts(params), { seed, numRuns: count });
  const randomRoutes = fc.sample(fc.constantFrom(...routes), { seed: seed + 1, numRuns: count });
  return parts.map((r, i) => buildRequest(i < routes.length ? routes[i]! : randomRoutes[i]!, r));
}
