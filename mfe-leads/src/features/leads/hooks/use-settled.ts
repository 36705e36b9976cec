import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms` (the first value at once):
 * what follows the agent's typing at a slower pace than the typing itself.
 */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  return settled;
}
