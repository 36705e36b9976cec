import { Types } from 'mongoose';

import type { CallListStore, ContactDialWrite, DialList, DialRow } from '../dialer/call-list-store.js';
import { type CallList, CallListModel } from './call-list.model.js';
import { type CallListContact, CallListContactModel, DIAL_INDEX } from './call-list-contact.model.js';
import { listZones } from './call-list-zones.js';
import { maxConcurrentCalls } from './campaign-settings.service.js';
import { refreshCounters } from './counters.service.js';

/**
 * The campaigns module's side of the dialer's port (dialer/call-list-store.ts):
 * every read and write the dialer makes of call lists, their contacts and
 * the campaign settings, registered in api/src/compose.ts. The contact
 * reads of a pass go through the dial index { callListId, dialState,
 * nextDialAt } with a hint and no sort: the index yields them in
 * nextDialAt order, and the hint keeps a real MongoDB on it.
 */
const DIAL_FIELDS = { phone: 1, status: 1, 'consent.method': 1, callAttempts: 1, lastCalledAt: 1, timeZone: 1, activeCallSid: 1, lastSkipReason: 1 };

/** One dialer write as a MongoDB update: the filter it holds to, its $set, $inc and $unset. */
function updateOf(write: ContactDialWrite) {
  const filter: Record<string, unknown> = { _id: write.contactId, ...write.when };
  const update: Record<string, unknown> = { $set: write.set };
  if (write.countAttempt) update.$inc = { callAttempts: 1 };
  if (write.endCall) update.$unset = { activeCallSid: 1 };
  return { filter, update };
}

export const dialerStore: CallListStore = {
  findList: (listId) => CallListModel.findById(listId).lean<CallList>(),
  listState: (listId) => CallListModel.findById(listId, { status: 1, dialing: 1 }).lean<Pick<CallList, 'status' | 'dialing'>>(),
  otherRunningLists: (userId, exceptId) =>
    CallListModel.find({ userId, dialing: true, status: 'active', _id: { $ne: exceptId } }, { priority: 1, nextTickAt: 1, createdAt: 1, timeZones: 1 }).lean<
      CallList[]
    >(),
  async setNextTick(listId, at) {
    await CallListModel.updateOne({ _id: listId }, { $set: { nextTickAt: at } });
  },
  async setQuietUntil(listId, until) {
    await CallListModel.updateOne({ _id: listId }, { $set: { quietUntil: until } });
  },
  async stopDialing(listId) {
    await CallListModel.updateOne({ _id: listId }, { $set: { dialing: false, nextTickAt: null } });
  },
  async pause(listId, reason) {
    await CallListModel.updateOne({ _id: listId }, { $set: { status: 'paused', dialing: false, pauseReason: reason } });
  },
  async refreshCounters(listId) {
    await refreshCounters(listId);
  },
  zonesOf: (list: Pick<DialList, '_id' | 'timeZones'>) => listZones(list),
  maxConcurrentCalls,

  readDueBatch(listId, now, limit, exclude) {
    const filter: Record<string, unknown> = { callListId: listId, dialState: 'due', nextDialAt: { $lte: now } };
    if (exclude.length) filter._id = { $nin: exclude };
    return CallListContactModel.find(filter, DIAL_FIELDS).hint(DIAL_INDEX).limit(limit).lean<DialRow[]>();
  },
  async nextDueAt(listId, now) {
    const [next] = await CallListContactModel.find({ callListId: listId, dialState: 'due', nextDialAt: { $gt: now } }, { nextDialAt: 1 })
      .hint(DIAL_INDEX)
      .limit(1)
      .lean<Pick<CallListContact, 'nextDialAt'>[]>();
    return next?.nextDialAt ?? null;
  },
  callsInFlight: (userId) => CallListContactModel.countDocuments({ userId, activeCallSid: { $nin: [null, ''] } }),
  contactsInCall: (listId, placing) =>
    CallListContactModel.find({ callListId: listId, activeCallSid: { $nin: [null, '', placing] } }, { activeCallSid: 1 }).lean<
      { _id: Types.ObjectId; activeCallSid: string }[]
    >(),
  contactInCall: (listId, callSid) =>
    CallListContactModel.findOne({ callListId: listId, activeCallSid: callSid }, { callAttempts: 1 }).lean<{ _id: Types.ObjectId; callAttempts: number }>(),
  async callDetails(listId, contactId) {
    const [list, contact] = await Promise.all([
      listId ? CallListModel.findById(listId, { script: 1 }).lean<Pick<CallList, 'script'>>() : null,
      contactId ? CallListContactModel.findById(contactId, { name: 1 }).lean<Pick<CallListContact, 'name'>>() : null,
    ]);
    return { script: list?.script ?? null, contactName: contact?.name ?? null };
  },
  claimContact: (contactId, placing) =>
    CallListContactModel.findOneAndUpdate(
      { _id: contactId, status: 'pending', $or: [{ activeCallSid: null }, { activeCallSid: { $exists: false } }] },
      { $set: { activeCallSid: placing, dialState: 'off' } },
      { returnDocument: 'after' },
    ).lean<CallListContact>(),
  async optOutContacts(listId, phones, set) {
    await CallListContactModel.updateMany(
      { callListId: listId, status: { $in: ['called', 'pending'] }, activeCallSid: null, phone: { $in: phones } },
      { $set: set },
    );
  },
  async writeContact(write) {
    const { filter, update } = updateOf(write);
    await CallListContactModel.updateOne(filter, update);
  },
  async writeContacts(writes) {
    if (!writes.length) return;
    await CallListContactModel.bulkWrite(
      writes.map((w) => ({ updateOne: updateOf(w) })),
      { ordered: false },
    );
  },
  contactsWithoutDialState: (limit) =>
    CallListContactModel.find({ dialState: { $exists: false } }, { status: 1, activeCallSid: 1 })
      .limit(limit)
      .lean<{ _id: Types.ObjectId; status: CallListContact['status']; activeCallSid?: string | null }[]>(),
  async setMissingDialStates(rows) {
    await CallListContactModel.bulkWrite(
      rows.map((r) => ({ updateOne: { filter: { _id: r.contactId, dialState: { $exists: false } }, update: { $set: r.set }, timestamps: false } })),
      { ordered: false },
    );
  },
  async warmDialIndex() {
    // After mongoose has built the indexes: a read before the index exists warms nothing.
    await CallListContactModel.init();
    await CallListContactModel.find({ callListId: new Types.ObjectId(), dialState: 'due', nextDialAt: { $lte: new Date() } }, { _id: 1 })
      .hint(DIAL_INDEX)
      .limit(1)
      .lean();
  },
};
