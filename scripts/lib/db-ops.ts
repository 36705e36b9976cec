import mongoose from 'mongoose';

/** Database operations the API in this process asked for, by `collection.method` (mongoose's debug hook sees every model's call). */
export interface DbOpCounter {
  total(): number;
  byOperation(): [string, number][];
  reset(): void;
}

/** Starts counting every operation mongoose sends (the in-process API's): the load-independent cost of a request. */
export function countDbOps(): DbOpCounter {
  const counts = new Map<string, number>();
  mongoose.set('debug', (collection: string, method: string) => {
    const key = `${collection}.${method}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  return {
    total: () => [...counts.values()].reduce((a, b) => a + b, 0),
    byOperation: () => [...counts.entries()].sort((a, b) => b[1] - a[1]),
    reset: () => counts.clear(),
  };
}
