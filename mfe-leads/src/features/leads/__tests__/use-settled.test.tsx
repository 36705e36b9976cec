import { act, renderHook } from '@testing-library/react';

import { useSettled } from '../hooks/use-settled';

describe('useSettled (the counts follow the search once it rests)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the first value at once, a new one only after it has stayed for the delay', () => {
    const { result, rerender } = renderHook(({ q }) => useSettled(q, 600), { initialProps: { q: '' } });
    expect(result.current).toBe('');
    rerender({ q: 'g' });
    act(() => vi.advanceTimersByTime(400));
    rerender({ q: 'ga' });
    act(() => vi.advanceTimersByTime(400));
    // 'g' never settled: 'ga' came 400 ms after it.
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('ga');
  });
});
