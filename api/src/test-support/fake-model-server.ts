import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible chat-completions server for tests, on
 * 127.0.0.1 and a free port: tests of the assistant's model provider talk to
 * it instead of a real model. It records every request (headers and JSON
 * body, so a test can check the key, model, schema and transcript sent) and
 * answers as the test last told it:
 *
 *   const model = await startFakeModelServer();
 *   model.answer({ reply: 'Hi!', action: { kind: 'reply', slot: null } });
 *   model.answer({ ... }, { delayMs: 5000 });   // too slow
 *   model.failWith(500);                        // an HTTP error
 *   model.answerContent('{"reply": ');          // malformed content
 *   // provider: { baseUrl: model.baseUrl, apiKey: 'sk-test', model: 'gpt-test' }
 *   model.requests.at(-1)?.headers.authorization
 *   afterAll(() => model.close());
 *
 * Any path other than POST {baseUrl}/chat/completions answers 404.
 */
export interface RecordedModelRequest {
  method: string;
  /** e.g. '/v1/chat/completions'. */
  path: string;
  /** Lower-case names, as Node gives them. */
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body ({} when it was not a JSON object: see rawBody). */
  body: ChatCompletionRequestBody;
  rawBody: string;
}

/** The parts of a chat-completions request the tests look at. */
export interface ChatCompletionRequestBody {
  model?: string;
  messages?: { role: string; content: string; name?: string }[];
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
  [field: string]: unknown;
}

type Behaviour =
  /** A completion whose message content is `content` (JSON.stringify'd unless already a string). */
  | { kind: 'content'; content: string }
  /** A refusal instead of content. */
  | { kind: 'refusal'; refusal: string }
  /** An HTTP error with an OpenAI-style error body (or `body` as given). */
  | { kind: 'status'; status: number; body?: string }
  /** A 200 whose body is not JSON at all. */
  | { kind: 'raw'; body: string };

export interface AnswerOptions {
  /** Wait this long before answering (headers included), e.g. longer than the client's timeout. */
  delayMs?: number;
}

export interface FakeModelServer {
  /** e.g. http://127.0.0.1:54321/v1: what a provider's baseUrl is set to. */
  readonly baseUrl: string;
  /** Every request, oldest first. */
  readonly requests: RecordedModelRequest[];
  /** Answer every following request with this JSON as the message content. */
  answer(json: unknown, options?: AnswerOptions): void;
  /** Answer with this exact message content (for malformed JSON, prose, an empty string). */
  answerContent(content: string, options?: AnswerOptions): void;
  /** Answer with a refusal (message.content null). */
  refuse(refusal: string, options?: AnswerOptions): void;
  /** Answer with this HTTP status; `body` defaults to an OpenAI-style error. */
  failWith(status: number, body?: string, options?: AnswerOptions): void;
  /** Answer 200 with a body that is not JSON. */
  answerRaw(body: string, options?: AnswerOptions): void;
  /** Back to the default answer, no delay; forgets the recorded requests. */
  reset(): void;
  /** Stops listening and drops open connections (pending delays included). */
  close(): Promise<void>;
}

export const FAKE_MODEL_DEFAULT_ANSWER = { reply: 'Hello from the fake model.', action: { kind: 'reply', slot: null } } as const;

export async function startFakeModelServer(): Promise<FakeModelServer> {
  const requests: RecordedModelRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let behaviour: Behaviour = { kind: 'content', content: JSON.stringify(FAKE_MODEL_DEFAULT_ANSWER) };
  let delayMs = 0;
  let served = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      let body: ChatCompletionRequestBody = {};
      try {
        const parsed: unknown = JSON.parse(rawBody);
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as ChatCompletionRequestBody;
      } catch {
        // Not JSON: body stays {}, rawBody has what was sent.
      }
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body, rawBody });
      if (req.method !== 'POST' || path !== '/v1/chat/completions') {
        send(res, 404, JSON.stringify({ error: { message: `No route ${req.method} ${path}`, type: 'invalid_request_error' } }));
        return;
      }
      const current = behaviour;
      const respond = () => answerWith(res, current, body.model, ++served);
      if (delayMs <= 0) return respond();
      const timer = setTimeout(() => {
        timers.delete(timer);
        respond();
      }, delayMs);
      timers.add(timer);
      // The client gave up (timeout, abort): nothing left to answer.
      res.on('close', () => {
        clearTimeout(timer);
        timers.delete(timer);
      });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const set = (next: Behaviour, options: AnswerOptions = {}) => {
    behaviour = next;
    delayMs = options.delayMs ?? 0;
  };

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answer: (json, options) => set({ kind: 'content', content: JSON.stringify(json) }, options),
    answerContent: (content, options) => set({ kind: 'content', content }, options),
    refuse: (refusal, options) => set({ kind: 'refusal', refusal }, options),
    failWith: (status, body, options) => set({ kind: 'status', status, body }, options),
    answerRaw: (body, options) => set({ kind: 'raw', body }, options),
    reset() {
      set({ kind: 'content', content: JSON.stringify(FAKE_MODEL_DEFAULT_ANSWER) });
      requests.length = 0;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function send(res: http.ServerResponse, status: number, body: string): void {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function answerWith(res: http.ServerResponse, behaviour: Behaviour, requestedModel: string | undefined, serial: number): void {
  switch (behaviour.kind) {
    case 'status':
      send(
        res,
        behaviour.status,
        behaviour.body ?? JSON.stringify({ error: { message: `The fake model answers ${behaviour.status}.`, type: 'server_error', code: null } }),
      );
      return;
    case 'raw':
      send(res, 200, behaviour.body);
      return;
    case 'content':
    case 'refusal': {
      const message =
        behaviour.kind === 'content'
          ? { role: 'assistant', content: behaviour.content, refusal: null }
          : { role: 'assistant', content: null, refusal: behaviour.refusal };
      const completion = {
        id: `chatcmpl-fake-${serial}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        // Like the real API: the dated model that served a request for an alias.
        model: `${requestedModel ?? 'fake-model'}-fake`,
        choices: [{ index: 0, message, finish_reason: 'stop', logprobs: null }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      };
      send(res, 200, JSON.stringify(completion));
      return;
    }
  }
}
