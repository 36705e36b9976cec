// @vitest-environment node
// Pure logic: nothing rendered, no DOM, so no jsdom to build.
import { scoreTitle } from '../lib/actions';

describe('scoreTitle (the score’s reasons on hover)', () => {
  it('lists what the lead did, one per line, or says there is nothing yet', () => {
    expect(scoreTitle({ score: 35, scoreReasons: ['Gave a phone number (+20)', 'Came through the website (+15)'] })).toBe(
      'Score 35/100 from what the lead did:\nGave a phone number (+20)\nCame through the website (+15)',
    );
    expect(scoreTitle({ score: 0, scoreReasons: [] })).toBe('Score 0/100: the lead has given nothing yet');
  });
});
