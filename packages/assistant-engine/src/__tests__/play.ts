import type { LeadStage, Understood } from '@leadnest/contracts';

import { type EngineMemory, respond, type RespondInput, type RespondOutput } from '..';

/** Monday 23 November 2026, 10:00 in New York. */
export const MONDAY_10AM = new Date('2026-11-23T15:00:00Z');

/**
 * Plays a conversation the way a channel would: each turn a minute after the
 * last, storing what it returns (facts, memory, stage) and handing it back.
 */
export function play(
  messages: string[],
  options: { start?: Date; channel?: RespondInput['channel'] } & Partial<Pick<RespondInput, 'brandName' | 'previous'>> = {},
): RespondOutput[] {
  const start = options.start ?? MONDAY_10AM;
  let previous: Understood | undefined = options.previous;
  let memory: EngineMemory | undefined;
  let stage: LeadStage = 'new';
  return messages.map((message, turn) => {
    const out = respond({
      message,
      now: new Date(start.getTime() + turn * 60_000),
      channel: options.channel ?? 'chat',
      turn,
      previous,
      memory,
      stage,
      agentName: 'Maya',
      brandName: options.brandName,
      serviceAreas: ['Decatur'],
    });
    ({ understood: previous, memory, stage } = out);
    return out;
  });
}
