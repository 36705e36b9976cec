/**
 * Replies from the agent's own OpenAI-compatible model
 * (docs/decisions/0024-one-conversation-engine.md). The deterministic engine always runs first and decides the
 * facts; when the agent saved an `ai` key (api-keys' getAiProvider), the
 * model words the reply and may choose to book or hand off. On any failure
 * modelReply returns null and the engine's reply is used.
 */
export { modelReply, MODEL_TIMEOUT_MS, type ModelReplyOptions, type WarnLogger } from './model-reply.js';
export { chatMessages, systemPrompt, replyJsonSchema, MAX_TRANSCRIPT_MESSAGES, REPLY_SCHEMA_NAME } from './prompt.js';
export type { ModelAction, ModelFailure, ModelReply, ModelReplyInput } from './types.js';
