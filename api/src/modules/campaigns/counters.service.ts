import { Types } from 'mongoose';

import { CallAttemptModel } from './call-attempt.model.js';
import { type CallList, CallListModel } from './call-list.model.js';
import { CallListContactModel } from './call-list-contact.model.js';

/**
 * Recounts a list's counters from what is stored: contacts on it, calls
 * that ended, and calls that qualified the lead or booked a showing
 * (the same success as the /ai-phone Overview's). Its own file, importing
 * only this module's models, so the voice module's status callback can
 * reach it (through call-outcome.service.ts) without an import cycle.
 */
export async function refreshCounters(listId: Types.ObjectId | string): Promise<CallList | null> {
  const callListId = new Types.ObjectId(String(listId));
  const [totalContacts, completedCalls, successfulCalls] = await Promise.all([
    CallListContactModel.countDocuments({ callListId }),
    CallAttemptModel.countDocuments({ callListId, kind: 'call', settledAt: { $ne: null } }),
    CallAttemptModel.countDocuments({ callListId, kind: 'call', successful: true }),
  ]);
  return CallListModel.findOneAndUpdate(
    { _id: callListId },
    { $set: { totalContacts, completedCalls, successfulCalls } },
    { returnDocument: 'after' },
  ).lean<CallList>();
}
