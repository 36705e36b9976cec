import mongoose from 'mongoose';
import { afterEach, describe, expect, it } from 'vitest';

import { withTestDatabase } from '../../../test-support/index.js';
import { InProcessEventBus } from '../bus.js';
import { EVENT_LOG_COLLECTION, EventLog, joinEventLog } from '../event-log.js';

withTestDatabase();

interface Events {
  'conversation.changed': { userId: string; conversationId: string };
  'lead.changed': { userId: string };
}

const opened: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((stop) => stop()));
});

/** A process: its own bus joined to the shared log. */
async function processJoined(name: string) {
  const bus = new InProcessEventBus<Events>(undefined, new Set(['conversation.changed']));
  const heard: { event: string; payload: unknown }[] = [];
  bus.subscribe('conversation.changed', {
    name: `${name}.stream`,
    delivery: 'everywhere',
    handle: (p) => void heard.push({ event: 'conversation.changed', payload: p }),
  });
  const membership = await joinEventLog(bus, mongoose.connection.db!, (err) => {
    throw err;
  });
  opened.push(membership.leave);
  return { bus, heard, membership };
}

/** A bare log tailing under `origin`, with the ids of the events it delivered. */
async function tailingLog(origin: string) {
  const heard: string[] = [];
  const log = new EventLog({ db: mongoose.connection.db!, deliver: (_e, p) => void heard.push((p as { id: string }).id), onError: () => undefined, origin });
  await log.open();
  await log.startTailing();
  opened.push(() => log.stop());
  return { log, heard };
}

/** Waits for a condition the tail makes true (real I/O with the database, polled briefly). */
async function until(check: () => boolean, timeoutMs = 3_000): Promise<number> {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setImmediate(resolve));
  }
  return performance.now() - started;
}

describe('the event log between API processes', () => {
  it('is a capped collection', async () => {
    await processJoined('a');
    const options = await mongoose.connection.db!.collection(EVENT_LOG_COLLECTION).options();
    expect(options.capped).toBe(true);
  });

  it('carries an event published in process A to the everywhere-subscribers of process B, once, within a second', async () => {
    const a = await processJoined('a');
    const b = await processJoined('b');
    const payload = { userId: 'u1', conversationId: 'c1' };
    await a.bus.publish('conversation.changed', payload);
    const took = await until(() => b.heard.length > 0);
    expect(took).toBeLessThan(1_000);
    expect(b.heard).toEqual([{ event: 'conversation.changed', payload }]);
    // A heard its own event in-process, and not a second time through the log.
    await until(() => a.heard.length > 0);
    await b.bus.publish('conversation.changed', { userId: 'u2', conversationId: 'c2' });
    await until(() => a.heard.length > 1);
    expect(a.heard.map((h) => (h.payload as { conversationId: string }).conversationId)).toEqual(['c1', 'c2']);
    expect(b.heard.map((h) => (h.payload as { conversationId: string }).conversationId)).toEqual(['c1', 'c2']);
  });

  it('keeps other events in the process that published them', async () => {
    const a = await processJoined('a');
    const b = await processJoined('b');
    const onB: unknown[] = [];
    b.bus.subscribe('lead.changed', { name: 'b.awaited', delivery: 'awaited', handle: (p) => void onB.push(p) });
    await a.bus.publish('lead.changed', { userId: 'u1' });
    // A marker that does cross, published after: once B has it, B would have had the first one too.
    await a.bus.publish('conversation.changed', { userId: 'u1', conversationId: 'after' });
    await until(() => b.heard.length > 0);
    expect(onB).toEqual([]);
  });

  it('refuses an everywhere-subscriber for an event that does not cross processes', () => {
    const bus = new InProcessEventBus<Events>(undefined, new Set(['conversation.changed']));
    expect(() => bus.subscribe('lead.changed', { name: 'x', delivery: 'everywhere', handle: () => undefined })).toThrow(/not carried to other processes/);
  });

  it('reads on after its cursor dies, without delivering twice', async () => {
    const { log: b, heard } = await tailingLog('b');
    const a = new EventLog({ db: mongoose.connection.db!, deliver: () => undefined, onError: () => undefined, origin: 'a' });
    await a.append('conversation.changed', { id: 'one' });
    await until(() => heard.length === 1);
    // What a restarted server or a dropped connection does to an open cursor: B reads on from a second before the last id it saw.
    await (b as unknown as { cursor: { close(): Promise<void> } }).cursor.close();
    await a.append('conversation.changed', { id: 'two' });
    await until(() => heard.length === 2);
    await a.append('conversation.changed', { id: 'three' });
    await until(() => heard.length === 3);
    expect(heard).toEqual(['one', 'two', 'three']);
  });

  it('delivers a record appended after the tail started even when its id sorts before the newest one then (another process, the same second)', async () => {
    const { log: b, heard } = await tailingLog('b');
    const log = mongoose.connection.db!.collection(EVENT_LOG_COLLECTION);
    const newest = (await log.find({}).sort({ $natural: -1 }).limit(1).next())!;
    // Same second as B's newest record, the lowest id that second can have: as another process's random part can make it.
    const lower = mongoose.mongo.ObjectId.createFromTime(Math.floor(newest._id.getTimestamp().getTime() / 1000));
    expect(lower.toHexString() < newest._id.toHexString()).toBe(true);
    await log.insertOne({ _id: lower, event: 'conversation.changed', payload: { id: 'sorts-lower' }, origin: 'a', at: new Date() });
    await until(() => heard.length === 1);
    expect(heard).toEqual(['sorts-lower']);
    expect(await b.caughtUp()).toBe(true);
  });

  it('leaving the log stops only its own forwarding: an app joined later in the same process keeps carrying events', async () => {
    const bus = new InProcessEventBus<Events>(undefined, new Set(['conversation.changed']));
    const first = await joinEventLog(bus, mongoose.connection.db!, () => undefined);
    const second = await joinEventLog(bus, mongoose.connection.db!, () => undefined);
    opened.push(second.leave);
    await first.leave();
    const b = await processJoined('b');
    await bus.publish('conversation.changed', { userId: 'u', conversationId: 'still-carried' });
    await until(() => b.heard.length > 0);
    expect(b.heard).toEqual([{ event: 'conversation.changed', payload: { userId: 'u', conversationId: 'still-carried' } }]);
  });

  it('a publish resolves once its cross-process event is stored, and a process caught up has read it', async () => {
    const a = await processJoined('a');
    const b = await processJoined('b');
    await a.bus.publish('conversation.changed', { userId: 'u', conversationId: 'stored' });
    const stored = await mongoose.connection.db!.collection(EVENT_LOG_COLLECTION).countDocuments({ 'payload.conversationId': 'stored' });
    expect(stored).toBe(1);
    // No polling: caught up means heard.
    expect(await b.membership.caughtUp()).toBe(true);
    expect(b.heard.map((h) => (h.payload as { conversationId: string }).conversationId)).toEqual(['stored']);
  });

  it('a log that is not reading says it is not caught up, rather than guess', async () => {
    const b = await processJoined('b');
    const log = new EventLog({ db: mongoose.connection.db!, deliver: () => undefined, onError: () => undefined, origin: 'never-tails' });
    await log.append('conversation.changed', { userId: 'u', conversationId: 'unread' });
    // Not tailing: it can never have read it.
    expect(await log.caughtUp(50)).toBe(false);
    await log.startTailing();
    await log.append('conversation.changed', { userId: 'u', conversationId: 'read' });
    expect(await log.caughtUp()).toBe(true);
    await log.stop();
    expect(await log.caughtUp()).toBe(false);
    expect(await b.membership.caughtUp()).toBe(true);
  });
});
