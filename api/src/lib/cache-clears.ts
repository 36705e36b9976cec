/** One cache emptied (no key) or one key of it dropped. */
export interface CacheClear {
  name: string;
  key?: string;
}

/**
 * Gathers the caches cleared within `windowMs` into one announcement (a
 * bulk write or an import clears the same cache hundreds of times), so the
 * other processes hear one event per window rather than one per write
 * (docs/decisions/0031-many-api-processes.md).
 */
export function batchCacheClears(announce: (clears: CacheClear[]) => unknown, windowMs = 20): (name: string, key?: string) => void {
  let pending = new Map<string, CacheClear>();
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    const clears = [...pending.values()];
    pending = new Map();
    if (clears.length) announce(clears);
  };
  return (name, key) => {
    // A whole-cache clear already waiting covers every key of that cache.
    if (pending.has(name)) return;
    if (key === undefined) for (const id of pending.keys()) if (pending.get(id)!.name === name) pending.delete(id);
    pending.set(key === undefined ? name : `${name}\u0000${key}`, key === undefined ? { name } : { name, key });
    timer ??= setTimeout(flush, windowMs).unref();
  };
}
