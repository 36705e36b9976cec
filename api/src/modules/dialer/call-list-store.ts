import type { CampaignPriority, ConsentMethod, ContactStatus, SkipReason } from '@leadnest/contracts';
import type { Types } from 'mongoose';

/**
 * What the dialer reads and writes of the campaigns module's collections
 * (call lists, their contacts, the agent's campaign settings): a port the
 * campaigns module implements and the composition root registers
 * (api/src/compose.ts), as each collection has one owner
 * (docs/decisions/0003-one-owner-per-collection.md) and campaigns already
 * uses the dialer (its rules, dial states, Call Now), so the dialer cannot
 * import campaigns back (docs/decisions/0029-domain-events.md, "Ports").
 * The dialer decides what to write; the owner keeps its index hints.
 */
export type DialState = 'due' | 'off';
export type ListId = Types.ObjectId | string;

/** A campaign as the dialer reads it. */
export interface DialList {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  name: string;
  script: string;
  status: 'active' | 'paused';
  priority: CampaignPriority;
  dialing: boolean;
  nextTickAt?: Date | null;
  /** The zones its contacts are in; absent on lists stored before the field existed. */
  timeZones?: string[];
  quietUntil?: Date | null;
  createdAt: Date;
}

/** A contact as a pass reads it to decide it (dialer-decision.ts). */
export interface DialRow {
  _id: Types.ObjectId;
  phone: string;
  status: ContactStatus;
  consent?: { method: ConsentMethod } | null;
  callAttempts: number;
  lastCalledAt?: Date | null;
  timeZone: string;
  activeCallSid?: string | null;
  lastSkipReason?: SkipReason | null;
}

/** A contact claimed for a call: with what carries to its lead (details and consent). */
export interface ClaimedContact {
  _id: Types.ObjectId;
  name: string;
  phone: string;
  email?: string | null;
  address?: string | null;
  notes?: string | null;
  consent?: { method: ConsentMethod; at: Date; source?: string | null } | null;
  callAttempts: number;
  leadId?: Types.ObjectId | null;
}

/** The contact fields the dialer writes: its index fields and what a call or a skip records. */
export interface ContactDialFields {
  status?: ContactStatus;
  dialState?: DialState;
  nextDialAt?: Date;
  lastSkipReason?: SkipReason | null;
  lastSkipAt?: Date;
  lastCalledAt?: Date;
  lastOutcome?: string;
  leadId?: Types.ObjectId;
  activeCallSid?: string;
}

export interface ContactDialWrite {
  contactId: Types.ObjectId;
  /** Written only while the contact still is due (a skip) or still holds this call (a settling). */
  when?: { dialState?: 'due'; activeCallSid?: string };
  set: ContactDialFields;
  /** One more call attempt counted. */
  countAttempt?: boolean;
  /** Its call is over: activeCallSid removed. */
  endCall?: boolean;
}

export interface CallListStore {
  findList(listId: ListId): Promise<DialList | null>;
  /** Read again before every call, so a Pause stops new calls at once. */
  listState(listId: ListId): Promise<Pick<DialList, 'status' | 'dialing'> | null>;
  /** The agent's other running campaigns, for priority between them. */
  otherRunningLists(userId: Types.ObjectId, exceptId: Types.ObjectId): Promise<Pick<DialList, '_id' | 'priority' | 'nextTickAt' | 'createdAt' | 'timeZones'>[]>;
  setNextTick(listId: ListId, at: Date): Promise<void>;
  setQuietUntil(listId: ListId, until: Date | null): Promise<void>;
  /** Nothing left to call: the list stops dialing. */
  stopDialing(listId: ListId): Promise<void>;
  /** The dialer pauses the list itself, with the reason shown on the campaign. */
  pause(listId: ListId, reason: string | null): Promise<void>;
  refreshCounters(listId: ListId): Promise<void>;
  /** Every zone the list's contacts are in, worked out once for a list stored before the field existed. */
  zonesOf(list: Pick<DialList, '_id' | 'timeZones'>): Promise<string[]>;
  maxConcurrentCalls(userId: string): Promise<number>;

  /** The list's due contacts whose time has come, through the dial index, at most `limit`, none of `exclude`. */
  readDueBatch(listId: Types.ObjectId, now: Date, limit: number, exclude: Types.ObjectId[]): Promise<DialRow[]>;
  /** When the list's next waiting contact is due, through the dial index. */
  nextDueAt(listId: Types.ObjectId, now: Date): Promise<Date | null>;
  /** The agent's contacts in a call now, across their lists. */
  callsInFlight(userId: Types.ObjectId): Promise<number>;
  /** The list's contacts in a call (not those being placed). */
  contactsInCall(listId: Types.ObjectId, placing: string): Promise<{ _id: Types.ObjectId; activeCallSid: string }[]>;
  /** The list's contact holding this call. */
  contactInCall(listId: Types.ObjectId, callSid: string): Promise<{ _id: Types.ObjectId; callAttempts: number } | null>;
  /** What a placed call's greeting needs: the list's script and the contact's name. */
  callDetails(listId: Types.ObjectId | null, contactId: Types.ObjectId | null): Promise<{ script: string | null; contactName: string | null }>;
  /** Claims a pending contact with no call for a call (`placing`), so two passes never call one person twice. */
  claimContact(contactId: Types.ObjectId, placing: string): Promise<ClaimedContact | null>;
  /** Contacts of the list with these numbers, pending or called and in no call, opted out. */
  optOutContacts(listId: Types.ObjectId, phones: string[], set: ContactDialFields): Promise<void>;
  writeContact(write: ContactDialWrite): Promise<void>;
  /** Many writes at once (unordered). */
  writeContacts(writes: ContactDialWrite[]): Promise<void>;
  /** Contacts stored before dialState existed, at most `limit` (the backfill, dial-state.backfill.ts). */
  contactsWithoutDialState(limit: number): Promise<{ _id: Types.ObjectId; status: ContactStatus; activeCallSid?: string | null }[]>;
  /** Gives those contacts their dial state, updatedAt left as it was. */
  setMissingDialStates(rows: { contactId: Types.ObjectId; set: { dialState: DialState; nextDialAt: Date } }[]): Promise<void>;
  /** One range read on the dial index, so the embedded database builds it before the first pass. */
  warmDialIndex(): Promise<void>;
}

let store: CallListStore | null = null;

/** Registers the campaigns module's store and returns the one it replaces (registered in api/src/compose.ts). */
export function registerCallListStore(next: CallListStore | null): CallListStore | null {
  const previous = store;
  store = next;
  return previous;
}

export function callLists(): CallListStore {
  if (!store) throw new Error('No call-list store is registered: the composition root (api/src/compose.ts) registers the campaigns module’s.');
  return store;
}
