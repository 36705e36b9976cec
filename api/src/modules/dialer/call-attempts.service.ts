import { Types } from 'mongoose';

import { CallAttemptModel } from './call-attempt.model.js';

/**
 * What other modules read and write of the call log of attempts (the
 * dialer's collection): a list's call counts for its counters, a deleted
 * list's attempts, and a Call Now call (on no list) placed by the campaigns
 * module.
 */
export interface ListCallCounts {
  /** Calls that ended. */
  completedCalls: number;
  /** Calls that qualified the lead or booked a showing. */
  successfulCalls: number;
}

export async function listCallCounts(listId: Types.ObjectId | string): Promise<ListCallCounts> {
  const callListId = new Types.ObjectId(String(listId));
  const [completedCalls, successfulCalls] = await Promise.all([
    CallAttemptModel.countDocuments({ callListId, kind: 'call', settledAt: { $ne: null } }),
    CallAttemptModel.countDocuments({ callListId, kind: 'call', successful: true }),
  ]);
  return { completedCalls, successfulCalls };
}

export async function deleteListAttempts(listId: Types.ObjectId | string): Promise<void> {
  await CallAttemptModel.deleteMany({ callListId: listId });
}

/** A Call Now call placed: logged like a campaign's, on no list, so its end is settled and counted the same way. */
export async function recordCallNowCall(call: { userId: string; phone: string; contactName: string; callSid: string; at: Date }): Promise<void> {
  await CallAttemptModel.create({
    userId: new Types.ObjectId(call.userId),
    phone: call.phone,
    contactName: call.contactName,
    kind: 'call',
    callSid: call.callSid,
    at: call.at,
  });
}
