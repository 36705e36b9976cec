import type { Types } from 'mongoose';

import { type CallList, CallListModel } from './call-list.model.js';
import { CallListContactModel } from './call-list-contact.model.js';

/**
 * The time zones a call list's contacts are in (CallList.timeZones), so
 * the dialer can tell without reading a contact that nobody on the list
 * may be called now (outside 8 am–9 pm in every one of those zones) and
 * sleep until the first zone opens, instead of reading its contacts and
 * moving each to its morning (a night pass over 50,000 contacts
 * read and rewrote them all, a thousand a pass).
 *
 * The set only grows: a zone whose contacts were deleted or edited away
 * stays, which can only make the dialer look at the list when it need not.
 * A set missing a zone would be worse (that zone's contacts waiting while
 * their hours are open), so zones are added only to a set that is already
 * complete: a list stored before the field existed has none, and its first
 * pass works it out from the contacts. A contact written between that read
 * and its write may still be missed until the next edit; it then waits for
 * another zone's hours, never calls outside its own.
 */
export async function noteContactZones(listId: Types.ObjectId, zones: Iterable<string>): Promise<void> {
  const each = [...new Set(zones)];
  if (each.length === 0) return;
  await CallListModel.updateOne({ _id: listId, timeZones: { $exists: true } }, { $addToSet: { timeZones: { $each: each } } });
}

/** The list's zones, worked out from its contacts (once) when it was stored before the field existed. */
export async function listZones(list: Pick<CallList, '_id' | 'timeZones'>): Promise<string[]> {
  if (list.timeZones) return list.timeZones;
  const zones = (await CallListContactModel.distinct('timeZone', { callListId: list._id })) as string[];
  await CallListModel.updateOne({ _id: list._id, timeZones: { $exists: false } }, { $set: { timeZones: zones } });
  return zones;
}
