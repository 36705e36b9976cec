/** For tests and tools; the browser bundle's entry is main.ts. */
export { ChatError, createApi, GENERIC_MESSAGE, NETWORK_MESSAGE, VISITOR_TOKEN_HEADER, type ChatApi, type ChatMessage } from './api';
export { createStorage, storageKey, type ChatStorage, type SavedChat } from './storage';
export { findConfig, type WidgetConfig } from './script';
export { ChatWidget, DEFAULT_POLL_MS, MAX_POLL_MS, type WidgetOptions } from './widget';
