/**
 * Runs tasks one at a time per key, in arrival order, inside this process:
 * two messages of one conversation arriving together are handled one after
 * the other, so the second turn sees the first one's state. Across
 * processes, DatabaseLock (leases.ts) puts a database lease behind it.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const current = previous.then(task, task);
    // The tail never rejects, so one failed task does not fail the next.
    const tail = current.catch(() => undefined);
    this.tails.set(key, tail);
    try {
      return await current;
    } finally {
      // Forget the key once nobody queued behind this task.
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
