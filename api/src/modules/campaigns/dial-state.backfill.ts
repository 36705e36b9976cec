import type { ContactStatus } from '@leadnest/contracts';
import type { Types } from 'mongoose';
import { CallListContactModel } from './call-list-contact.model.js';
import { dialStateOf } from './dial-state.js';

const BATCH = 1000;

type Row = { _id: Types.ObjectId; status: ContactStatus; activeCallSid?: string | null };

/**
 * One-time migration for the dialer's index (issue 18), run at start-up:
 * contacts stored before dialState/nextDialAt existed get them from their
 * status (pending or opted out with no call running: due at once, so the
 * next pass decides them; anything else: off). Batched; idempotent, as a
 * contact it has done has a dialState and is no longer found. updatedAt is
 * left as it was. Returns how many contacts it changed.
 */
export async function backfillDialStates(): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await CallListContactModel.find({ dialState: { $exists: false } }, { status: 1, activeCallSid: 1 }).limit(BATCH).lean<Row[]>();
    if (batch.length === 0) return done;
    await CallListContactModel.bulkWrite(
      batch.map((c) => ({ updateOne: { filter: { _id: c._id, dialState: { $exists: false } }, update: { $set: dialStateOf(c) }, timestamps: false } })),
      { ordered: false },
    );
    done += batch.length;
  }
}
