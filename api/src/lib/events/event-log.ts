import { randomUUID } from 'node:crypto';

import mongoose from 'mongoose';

/*
 * Carries domain events between API processes through the database
 * (docs/decisions/0031-many-api-processes.md): each process appends the
 * events that cross processes to one capped collection and tails it with an
 * awaiting cursor, handing other processes' events to its bus. The same on
 * the embedded server, a standalone mongod and a replica set (change
 * streams would need a replica set).
 */

type Db = mongoose.mongo.Db;
type ObjectId = mongoose.mongo.ObjectId;
const { ObjectId } = mongoose.mongo;

export const EVENT_LOG_COLLECTION = 'event_log';
/** The log keeps the newest 32 MB (hours of events); a process only ever reads the last second or so. */
export const EVENT_LOG_BYTES = 32 * 1024 * 1024;
/** How long a getMore on the tail waits for a new event before asking again. */
const AWAIT_MS = 300;
/** After the tail's cursor dies (a restarted server, a dropped connection), the wait before reading on. */
const RETRY_MS = 250;
/** How long caughtUp() waits for the tail to reach the newest record before saying it could not. */
const CATCH_UP_MS = 1_000;
/** How far back (by id time) the first read scans to find the newest record: generous, for clocks of other machines. */
const FIRST_READ_WINDOW_S = 300;
/** Ids delivered lately: a re-opened tail starts a second early and skips these. */
const REMEMBERED = 2_000;

interface LoggedEvent {
  _id: ObjectId;
  event: string;
  payload: unknown;
  /** The process that appended it (it heard its own event in-process already). */
  origin: string;
  at: Date;
}

export interface EventLogOptions {
  db: Db;
  /** Called for each event another process appended, in the log's order. */
  deliver(event: string, payload: unknown): void;
  onError(err: unknown, what: string): void;
  /** Tests give two logs in one process different names. */
  origin?: string;
}

export class EventLog {
  readonly origin: string;
  private readonly db: Db;
  private stopped = false;
  private cursor: mongoose.mongo.FindCursor<LoggedEvent> | undefined;
  private tailing: Promise<void> | undefined;
  private readonly recent = new Set<string>();
  /** Callers of caughtUp() waiting for an id to be read, by id. */
  private readonly waiting = new Map<string, (() => void)[]>();

  constructor(private readonly options: EventLogOptions) {
    this.origin = options.origin ?? randomUUID();
    this.db = options.db;
  }

  private get collection() {
    return this.db.collection<LoggedEvent>(EVENT_LOG_COLLECTION);
  }

  /**
   * Creates the capped collection unless it exists (every process races
   * for it at start; one wins) and writes an opening record, so a tail
   * never starts on an empty collection (where a tailable cursor dies at once).
   */
  async open(): Promise<void> {
    try {
      await this.db.createCollection(EVENT_LOG_COLLECTION, { capped: true, size: EVENT_LOG_BYTES });
    } catch (err) {
      // 48 NamespaceExists: another process (or an earlier run) created it.
      if ((err as { code?: unknown }).code !== 48) throw err;
    }
    const options = await this.collection.options();
    if (!options.capped) throw new Error(`${EVENT_LOG_COLLECTION} exists but is not a capped collection; drop it so the API can create it`);
    await this.append('log.opened', {});
  }

  /** Appends one event for the other processes. Never throws: a lost event costs a live update, and the failure is reported. */
  async append(event: string, payload: unknown): Promise<void> {
    try {
      await this.collection.insertOne({ _id: new ObjectId(), event, payload, origin: this.origin, at: new Date() });
    } catch (err) {
      this.options.onError(err, 'append');
    }
  }

  /** Starts reading other processes' events: every one appended after this resolves is delivered. */
  async startTailing(): Promise<void> {
    if (this.tailing) return;
    const since = new Date();
    const newest = await this.collection
      .find({}, { projection: { _id: 1 } })
      .sort({ $natural: -1 })
      .limit(1)
      .next();
    this.tailing = this.tail(newest?._id, since);
  }

  private async tail(newest: ObjectId | undefined, since: Date): Promise<void> {
    try {
      await this.readOn(newest, since);
    } catch (err) {
      if (!this.stopped) this.options.onError(err, 'tail');
    }
  }

  private async readOn(newest: ObjectId | undefined, since: Date): Promise<void> {
    // The first read passes over the records up to the newest one when the
    // tail started, by the log's order: ids do not sort by insertion (each
    // process draws its own random part), so an id filter alone would skip
    // another process's record appended later in the same second. The id
    // filter only bounds how much of the log the first read scans.
    let passedNewest = newest === undefined;
    let from = newest ?? new ObjectId();
    let first = true;
    while (!this.stopped) {
      // A re-opened read starts a second before the last id it read (ids of
      // two processes in one second do not sort by insertion), skipping what
      // it already read and what was appended before this tail started.
      const filter = first
        ? { _id: { $gte: ObjectId.createFromTime(from.getTimestamp().getTime() / 1000 - FIRST_READ_WINDOW_S) } }
        : { _id: { $gte: ObjectId.createFromTime(from.getTimestamp().getTime() / 1000 - 1) }, at: { $gte: since } };
      first = false;
      this.cursor = this.collection.find(filter, { tailable: true, awaitData: true, maxAwaitTimeMS: AWAIT_MS });
      try {
        for await (const record of this.cursor) {
          if (!passedNewest) {
            // Appended before the tail started: read (so caughtUp() can say so), not delivered.
            this.remember(record._id.toHexString());
            passedNewest = record._id.equals(newest!);
            continue;
          }
          from = record._id;
          const id = record._id.toHexString();
          if (this.recent.has(id)) continue;
          this.remember(id);
          if (record.origin !== this.origin && record.event !== 'log.opened') this.options.deliver(record.event, record.payload);
        }
      } catch (err) {
        if (!this.stopped) this.options.onError(err, 'tail');
      }
      // A re-opened read filters by time instead.
      passedNewest = true;
      if (!this.stopped) await new Promise((resolve) => setTimeout(resolve, RETRY_MS).unref());
    }
  }

  private remember(id: string): void {
    this.recent.add(id);
    if (this.recent.size > REMEMBERED) this.recent.delete(this.recent.values().next().value as string);
    const waiters = this.waiting.get(id);
    this.waiting.delete(id);
    for (const wake of waiters ?? []) wake();
  }

  /**
   * True once this tail has read every event appended before the call (it
   * reads in the log's order, so reaching the newest record is enough);
   * false if that takes longer than `timeoutMs`, or the tail is stopped.
   * One read of the newest record, then usually no wait: the tail is a few
   * milliseconds behind.
   */
  async caughtUp(timeoutMs = CATCH_UP_MS): Promise<boolean> {
    if (!this.tailing || this.stopped) return false;
    const newest = await this.collection
      .find({}, { projection: { _id: 1 } })
      .sort({ $natural: -1 })
      .limit(1)
      .next();
    if (!newest) return true;
    const id = newest._id.toHexString();
    if (this.recent.has(id)) return true;
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        const left = (this.waiting.get(id) ?? []).filter((w) => w !== wake);
        if (left.length) this.waiting.set(id, left);
        else this.waiting.delete(id);
        resolve(false);
      }, timeoutMs).unref();
      const wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.waiting.set(id, [...(this.waiting.get(id) ?? []), wake]);
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.cursor?.close().catch(() => undefined);
    await this.tailing?.catch(() => undefined);
  }
}

/** What the bus needs of the log: where its cross-process events go, and where other processes' come in. */
export interface ForwardingBus {
  forwardTo(forward: (event: string, payload: unknown) => Promise<void>): void;
  stopForwardingTo(forward: (event: string, payload: unknown) => Promise<void>): void;
  receive(event: string, payload: unknown): void;
}

/** A process's place in the event log. */
export interface EventLogMembership {
  /** See EventLog.caughtUp. */
  caughtUp(): Promise<boolean>;
  leave(): Promise<void>;
}

/**
 * Joins this process to the event log: the bus's cross-process events are
 * appended to it, and other processes' come back through `bus.receive`.
 */
export async function joinEventLog(bus: ForwardingBus, db: Db, onError: EventLogOptions['onError']): Promise<EventLogMembership> {
  const log = new EventLog({ db, deliver: (event, payload) => bus.receive(event, payload), onError });
  await log.open();
  const forward = (event: string, payload: unknown) => log.append(event, payload);
  bus.forwardTo(forward);
  await log.startTailing();
  return {
    caughtUp: () => log.caughtUp(),
    async leave() {
      // Only its own: a process that joined again meanwhile (tests start several apps in one process) keeps forwarding.
      bus.stopForwardingTo(forward);
      await log.stop();
    },
  };
}
