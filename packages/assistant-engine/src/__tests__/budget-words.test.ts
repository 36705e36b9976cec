import { budgetWords } from '@leadnest/contracts';
import { describe, expect, it } from 'vitest';

import { respond } from '..';

// A summary quotes the lead's reading of their budget; the search band the
// engine keeps around "around X" is internal (docs/decisions/0038-whole-conversations.md).
const said = (message: string) =>
  budgetWords(respond({ message, now: new Date('2026-11-23T15:00:00Z'), channel: 'voice', turn: 1, agentName: 'Demo' }).understood.budget);

describe('budgetWords: the budget as the lead said it', () => {
  it('quotes "around" as said, not the band around it', () => {
    expect(said('we are buying, budget around 450 thousand')).toBe('around $450k');
    expect(said('buying a house for around 500 thousand')).toBe('around $500k');
    expect(said('looking to buy, about 1.2 million')).toBe('around $1.2M');
  });

  it('says ceilings, floors and ranges as they were given', () => {
    expect(said('buying, budget is 450k')).toBe('up to $450k');
    expect(said('buying, at least 300k')).toBe('from $300k');
    expect(said('buying between 400 and 500 thousand')).toBe('$400k–$500k');
    expect(said('renting, up to 2000 a month')).toBe('up to $2,000');
    expect(budgetWords({})).toBeNull();
  });
});
