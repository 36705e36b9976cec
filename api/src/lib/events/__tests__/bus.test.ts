import { describe, expect, it } from 'vitest';

import { InProcessEventBus } from '../bus.js';

type Events = { 'thing.changed': { id: string } };

describe('the in-process event bus', () => {
  it('runs awaited subscribers in order before publish resolves, and after ones once they are done, without waiting for them', async () => {
    const bus = new InProcessEventBus<Events>();
    const seen: string[] = [];
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    bus.subscribe('thing.changed', {
      name: 'late',
      delivery: 'after',
      handle: async ({ id }) => {
        seen.push(`after ${id}`);
        await slow;
        seen.push('after done');
      },
    });
    bus.subscribe('thing.changed', { name: 'one', delivery: 'awaited', handle: async ({ id }) => void seen.push(`one ${id}`) });
    bus.subscribe('thing.changed', { name: 'two', delivery: 'awaited', handle: ({ id }) => void seen.push(`two ${id}`) });
    await bus.publish('thing.changed', { id: 'a' });
    expect(seen.slice(0, 2)).toEqual(['one a', 'two a']);
    expect(seen).not.toContain('after done');
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual(['one a', 'two a', 'after a', 'after done']);
  });

  it('reports a failing subscriber and goes on: the publisher never sees the failure', async () => {
    const failures: string[] = [];
    const bus = new InProcessEventBus<Events>((_err, event, name) => failures.push(`${event} ${name}`));
    const seen: string[] = [];
    bus.subscribe('thing.changed', { name: 'broken', delivery: 'awaited', handle: () => Promise.reject(new Error('down')) });
    bus.subscribe('thing.changed', { name: 'fine', delivery: 'awaited', handle: ({ id }) => void seen.push(id) });
    await expect(bus.publish('thing.changed', { id: 'b' })).resolves.toBeUndefined();
    expect(seen).toEqual(['b']);
    expect(failures).toEqual(['thing.changed broken']);
  });

  it('replaces a subscriber of the same name, and unsubscribes', async () => {
    const bus = new InProcessEventBus<Events>();
    const seen: string[] = [];
    bus.subscribe('thing.changed', { name: 'x', delivery: 'awaited', handle: () => void seen.push('first') });
    const off = bus.subscribe('thing.changed', { name: 'x', delivery: 'awaited', handle: () => void seen.push('second') });
    await bus.publish('thing.changed', { id: 'c' });
    expect(seen).toEqual(['second']);
    expect(bus.subscribers()).toEqual([{ event: 'thing.changed', name: 'x', delivery: 'awaited' }]);
    off();
    await bus.publish('thing.changed', { id: 'd' });
    expect(seen).toEqual(['second']);
  });
});
