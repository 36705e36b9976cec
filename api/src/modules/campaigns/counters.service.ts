import { Types } from 'mongoose';

import { listCallCounts } from '../dialer/call-attempts.service.js';
import { type CallList, CallListModel } from './call-list.model.js';
import { CallListContactModel } from './call-list-contact.model.js';

/**
 * Recounts a list's counters from what is stored: contacts on it, calls
 * that ended, and calls that qualified the lead or booked a showing
 * (the same success as the /ai-phone Overview's; the calls are the dialer's
 * log of attempts, counted by its service).
 */
export async function refreshCounters(listId: Types.ObjectId | string): Promise<CallList | null> {
  const callListId = new Types.ObjectId(String(listId));
  const [totalContacts, calls] = await Promise.all([CallListContactModel.countDocuments({ callListId }), listCallCounts(callListId)]);
  return CallListModel.findOneAndUpdate({ _id: callListId }, { $set: { totalContacts, ...calls } }, { returnDocument: 'after' }).lean<CallList>();
}
