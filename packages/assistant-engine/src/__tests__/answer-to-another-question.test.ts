import { describe, expect, it } from 'vitest';

import { play } from './play';

/**
 * A lead who answers a different question than the one asked (docs/decisions/0038-whole-conversations.md):
 * the answer is kept, the question asked is not repeated word for word, and
 * nothing the lead already said is asked again.
 */

describe('an answer to another question', () => {
  it('asked the budget, told the timeline: the timeline is kept and the budget question is not said again word for word', () => {
    const t = play(['Hi', 'We want to buy a 3 bed house', 'we hope to move in the spring']);
    expect(t[1]?.memory.asked.at(-1)).toBe('budget');
    expect(t[2]?.understood.timeline).toBe('3-6m');
    expect(t[2]?.reply).not.toBe(t[1]?.reply);
    // Whatever it asks next, it is not the timeline it was just told.
    expect(t[2]?.memory.asked.at(-1)).not.toBe('timeline');
  });

  it('asked the areas, told the name and a new budget: both are kept and neither is asked for', () => {
    const t = play(['Hi', 'buying a condo', 'between 300 and 350k', 'in 2 months', 'cash', "I'm Priya, and we could go to 375k"]);
    const last = t.at(-1)!;
    expect(last.understood.contact.name).toBe('Priya');
    expect(last.understood.budget).toEqual({ max: 375_000 });
    // It may still ask how to reach them (a name is no phone or email), never for the name or the budget again.
    expect(last.memory.asked.at(-1)).not.toBe('budget');
    expect(last.reply).not.toMatch(/\bname\b|budget|price range/i);
    expect(last.reply).not.toBe(t.at(-2)?.reply);
  });

  it('asked a time, told only a day: the day is kept, and the question that follows asks for a time on that day, not the same words', () => {
    const t = play(["Hi, I'm Dana, cash buyer for a condo in Decatur under 350k, moving asap", 'can I see one on Friday?']);
    expect(t[1]?.understood.showingDay).toBe('2026-11-27');
    expect(t[1]?.understood.showingRequest).toBeUndefined();
    expect(t[1]?.reply).not.toBe(t[0]?.reply);
  });
});
