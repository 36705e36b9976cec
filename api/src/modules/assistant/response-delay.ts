import type { Channel } from '@leadnest/assistant-engine';

import type { AgentSettings } from '../agent-settings/agent-settings.service.js';

/**
 * AI Settings' responseDelay (seconds, 0–60): how long a chat or SMS lead
 * waits for the assistant's reply, counted from when their message arrived,
 * so a reply never lands faster than a person could type it. Voice never
 * waits: silence on a call reads as a dropped line.
 */
export function replyDelayMs(agent: Pick<AgentSettings, 'responseDelay'>, channel: Channel): number {
  return channel === 'voice' ? 0 : Math.max(0, agent.responseDelay) * 1000;
}

/**
 * Website chat holds its answer in the request itself: the widget is
 * waiting on that request with its typing dots, the reply is already
 * stored on the conversation (a restart loses nothing: the inbox and the
 * widget's poll read it from there), and at most a minute passes. A durable
 * job would add a worker round trip (its poll is 30 s) to a wait of 2 s.
 */
export async function holdUntil(receivedAt: number, delayMs: number): Promise<void> {
  const rest = receivedAt + delayMs - Date.now();
  if (rest > 0) await replyHold.wait(rest);
}

/** The wait itself, an object's method so a test of a whole request can record the hold instead of sitting through it. */
export const replyHold = {
  wait: (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms)),
};
