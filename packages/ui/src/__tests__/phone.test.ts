// @vitest-environment node
// Pure logic: nothing rendered, no DOM, so no jsdom to build.
import { describe, expect, it } from 'vitest';

import { formatPhone } from '../phone';

describe('formatPhone', () => {
  it('shows North American numbers the way agents write them, others as stored', () => {
    expect(formatPhone('+15125550142')).toBe('(512) 555-0142');
    expect(formatPhone('+442071838750')).toBe('+442071838750');
    expect(formatPhone('+1512555014')).toBe('+1512555014');
    expect(formatPhone(null)).toBe('');
  });
});
