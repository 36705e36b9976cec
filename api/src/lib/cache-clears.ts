/** One cache emptied (no key) or one key of it dropped. */
export interface CacheClear {
  name: string;
  key?: string;
}

/** Takes the clears made here and carries them to the other processes. */
export interface CacheClearAnnouncer {
  add(name: string, key?: string): void;
  /** Announces what waits now; resolves once it and every earlier announcement are stored (a write's answer waits for it). */
  flush(): Promise<void>;
}

/**
 * Gathers the caches cleared within `windowMs` into one announcement (a
 * bulk write or an import clears the same cache hundreds of times), so the
 * other processes hear one event per window rather than one per write
 * (docs/decisions/0031-many-api-processes.md). A write's answer does not
 * wait for the window: it flushes.
 */
export function batchCacheClears(announce: (clears: CacheClear[]) => unknown, windowMs = 20): CacheClearAnnouncer {
  let pending = new Map<string, CacheClear>();
  let timer: NodeJS.Timeout | undefined;
  let announced: Promise<unknown> = Promise.resolve();
  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    const clears = [...pending.values()];
    pending = new Map();
    // A failed announcement is the announcer's to report; later ones must not inherit it.
    if (clears.length) announced = Promise.all([announced, Promise.resolve(announce(clears)).catch(() => undefined)]);
    return announced.then(() => undefined);
  };
  return {
    add(name, key) {
      // A whole-cache clear already waiting covers every key of that cache.
      if (pending.has(name)) return;
      if (key === undefined) for (const id of pending.keys()) if (pending.get(id)!.name === name) pending.delete(id);
      pending.set(key === undefined ? name : `${name}\u0000${key}`, key === undefined ? { name } : { name, key });
      timer ??= setTimeout(() => void flush(), windowMs).unref();
    },
    flush,
  };
}
