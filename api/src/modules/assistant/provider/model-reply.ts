import { channelMax, truncate } from '@leadnest/assistant-engine';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { pino } from 'pino';
import { z } from 'zod';

import { chatMessages, REPLY_SCHEMA_NAME, replyJsonSchema } from './prompt.js';
import type { ModelFailure, ModelReply, ModelReplyInput } from './types.js';

/** The issue's budget for a model reply; past it the engine's own reply is sent. */
export const MODEL_TIMEOUT_MS = 4000;

export interface ModelReplyOptions {
  /** Whole-call deadline (connect, answer, body): default MODEL_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Instead of the global fetch (tests, proxies). */
  fetch?: typeof fetch;
  /** Gives up early when aborted (the lead left, the server is stopping). */
  signal?: AbortSignal;
  /** Where the warning goes when the model's reply cannot be used; pass the app's logger. */
  logger?: WarnLogger;
}

/** The one thing modelReply does with a logger (the app's pino logger is one). */
export interface WarnLogger {
  warn(fields: Record<string, unknown>, message: string): void;
}

/** The answer as the schema asks for it; checked here because not every OpenAI-compatible server enforces schemas. */
const ModelAnswer = z.object({
  reply: z.string(),
  action: z.object({
    kind: z.enum(['reply', 'book', 'handoff']),
    slot: z.string().nullish(),
  }),
});

/** Used only when a caller passes no logger; the app's own logger is the one to pass. */
let fallbackLogger: WarnLogger | undefined;
const defaultLogger = (): WarnLogger => (fallbackLogger ??= pino({ level: 'warn', base: { service: 'api', module: 'assistant-provider' } }));

class Unusable extends Error {
  constructor(
    readonly failure: ModelFailure,
    detail?: string,
  ) {
    super(detail ?? failure);
  }
}

/**
 * Asks the agent's OpenAI-compatible model (POST {baseUrl}/chat/completions)
 * to word the reply to the lead's newest message and choose an action, in a
 * strict JSON schema. The deterministic engine has already run: its facts
 * and suggested move are in `input`, and its own wording is what the caller
 * sends when this returns null.
 *
 * Null on a timeout (default 4 s, for the whole call), an abort, an HTTP or
 * network error, content that is not the schema's JSON, an empty reply, or
 * a booking of a slot that is not in `bookableSlots`; each with a warning in
 * the log that never contains the key. Never throws. The reply is trimmed
 * and cut to `maxLength` (SMS: at most 320) at a sentence or word boundary.
 *
 * Uses the official `openai` client (6.x, the last major that runs on Node
 * 20) with retries off (a retry would not fit the budget) and every
 * credential it would otherwise read from process.env set explicitly, so an
 * operator's OPENAI_* variables never reach an agent's endpoint.
 */
export async function modelReply(input: ModelReplyInput, options: ModelReplyOptions = {}): Promise<ModelReply | null> {
  const timeoutMs = options.timeoutMs ?? MODEL_TIMEOUT_MS;
  const logger = options.logger ?? defaultLogger();
  const started = performance.now();
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (options.signal?.aborted) abort();
  options.signal?.addEventListener('abort', abort, { once: true });

  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<{ failure: ModelFailure }>((resolve) => {
    timer = setTimeout(() => {
      abort();
      resolve({ failure: 'timeout' });
    }, timeoutMs);
  });
  // Settles, never rejects: a late failure after the deadline is not left unhandled.
  const work = ask(input, controller.signal, timeoutMs, options.fetch).then(
    (reply) => ({ reply }),
    (err: unknown) => ({ failure: failureOf(err, options.signal), detail: detailOf(err, input.provider.apiKey) }),
  );

  try {
    const outcome = await Promise.race([work, deadline]);
    if ('reply' in outcome) return outcome.reply;
    warnSafely(
      logger,
      {
        failure: outcome.failure,
        ...('detail' in outcome ? { detail: outcome.detail } : {}),
        model: input.provider.model,
        host: hostOf(input.provider.baseUrl),
        ms: Math.round(performance.now() - started),
      },
      "the AI provider's reply could not be used; the engine's reply is sent instead",
    );
    return null;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abort);
  }
}

async function ask(input: ModelReplyInput, signal: AbortSignal, timeoutMs: number, fetchImpl: typeof fetch | undefined): Promise<ModelReply> {
  const client = new OpenAI({
    apiKey: input.provider.apiKey,
    baseURL: input.provider.baseUrl.replace(/\/+$/, ''),
    // Explicit, so nothing is taken from OPENAI_* environment variables.
    adminAPIKey: null,
    organization: null,
    project: null,
    webhookSecret: null,
    maxRetries: 0,
    timeout: timeoutMs,
    logLevel: 'off',
    // A test's fetch, else the provider's own (public addresses only, unless configured otherwise).
    ...((fetchImpl ?? input.provider.fetch) ? { fetch: fetchImpl ?? input.provider.fetch } : {}),
  });
  const completion = await client.chat.completions.create(
    {
      model: input.provider.model,
      messages: chatMessages(input),
      response_format: { type: 'json_schema', json_schema: { name: REPLY_SCHEMA_NAME, strict: true, schema: replyJsonSchema(input.bookableSlots) } },
    },
    { signal },
  );

  const message = completion.choices?.[0]?.message;
  if (message?.refusal) throw new Unusable('refusal');
  if (typeof message?.content !== 'string') throw new Unusable('bad-json', 'no message content');
  let json: unknown;
  try {
    json = JSON.parse(message.content);
  } catch {
    throw new Unusable('bad-json', 'the content is not JSON');
  }
  const parsed = ModelAnswer.safeParse(json);
  if (!parsed.success) throw new Unusable('schema', parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));

  const text = parsed.data.reply.trim();
  if (!text) throw new Unusable('empty-reply');
  const limit = Math.max(1, Math.min(input.maxLength, channelMax(input.channel)));
  const reply = truncate(text, limit);

  const { kind, slot } = parsed.data.action;
  if (kind === 'book') {
    if (!slot || !input.bookableSlots.includes(slot)) throw new Unusable('slot-not-offered');
    return { reply, action: { kind, slot }, model: completion.model || input.provider.model };
  }
  return { reply, action: { kind }, model: completion.model || input.provider.model };
}

function failureOf(err: unknown, callerSignal: AbortSignal | undefined): ModelFailure {
  if (err instanceof Unusable) return err.failure;
  if (err instanceof APIConnectionTimeoutError) return 'timeout';
  if (err instanceof APIUserAbortError) return callerSignal?.aborted ? 'aborted' : 'timeout';
  if (err instanceof APIConnectionError) return 'network-error';
  if (err instanceof APIError) return err.status === undefined ? 'network-error' : 'http-error';
  // The SDK parses the response body itself: a body that is not JSON lands here.
  if (err instanceof SyntaxError) return 'bad-json';
  return 'error';
}

/** What went wrong, for the log: never the key, even when a server echoes it back; bounded. */
function detailOf(err: unknown, apiKey: string): string {
  const status = err instanceof APIError && err.status !== undefined ? `HTTP ${err.status}: ` : '';
  const message = err instanceof Error ? err.message : String(err);
  // The SDK says "Connection error." and keeps the reason (refused, a private address…) as the cause.
  const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
  const text = `${status}${message}${cause}`;
  return (apiKey ? text.split(apiKey).join('[key]') : text).slice(0, 300);
}

/** A logger that throws must not make modelReply throw. */
function warnSafely(logger: WarnLogger, fields: Record<string, unknown>, message: string): void {
  try {
    logger.warn(fields, message);
  } catch {
    // Nothing better to do: the caller still gets null and answers with the engine.
  }
}

function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return 'invalid base URL';
  }
}
