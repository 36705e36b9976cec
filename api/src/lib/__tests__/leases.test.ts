import { describe, expect, it } from 'vitest';

import { withTestDatabase } from '../../test-support/index.js';
import { DatabaseLock, LEASE_MS, LeaseModel } from '../leases.js';

const db = withTestDatabase();
/** Waits between tries without real time: the next turn of the event loop. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('DatabaseLock (a lease per key in the database)', () => {
  it('runs the tasks of one key alone even when two processes (two locks) take it at once', async () => {
    await db.clear();
    const processA = new DatabaseLock('test', nextTurn);
    const processB = new DatabaseLock('test', nextTurn);
    let running = 0;
    let most = 0;
    const order: string[] = [];
    const task = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      for (let i = 0; i < 5; i++) await nextTurn();
      order.push(name);
      running -= 1;
      return name;
    };
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? processB : processA).run('conversation-1', task(`t${i}`))));
    expect(most).toBe(1);
    expect(results).toEqual(['t0', 't1', 't2', 't3', 't4', 't5']);
    expect(order).toHaveLength(6);
    expect(await LeaseModel.countDocuments()).toBe(0);
  });

  it('lets different keys run side by side', async () => {
    await db.clear();
    const lock = new DatabaseLock('test', nextTurn);
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      for (let i = 0; i < 3; i++) await nextTurn();
      running -= 1;
    };
    await Promise.all([lock.run('a', task), lock.run('b', task)]);
    expect(most).toBe(2);
  });

  it('waits for a live lease of another process, and takes over one whose holder died once it runs out', async () => {
    await db.clear();
    // A process holds the lease; it died, so nobody renews it.
    await LeaseModel.create({ _id: 'test:c2', holder: 'dead', expiresAt: new Date(Date.now() + LEASE_MS) });
    let tries = 0;
    const lock = new DatabaseLock('test', async () => {
      tries += 1;
      // The lease runs out while we wait.
      if (tries === 3) await LeaseModel.updateOne({ _id: 'test:c2' }, { $set: { expiresAt: new Date(Date.now() - 1) } });
    });
    let ran = false;
    await lock.run('c2', async () => void (ran = true));
    expect(ran).toBe(true);
    expect(tries).toBe(3);
  });

  it('frees the key when the task fails', async () => {
    await db.clear();
    const lock = new DatabaseLock('test', nextTurn);
    await expect(lock.run('c3', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await LeaseModel.countDocuments()).toBe(0);
    expect(await lock.run('c3', async () => 'next')).toBe('next');
  });
});
