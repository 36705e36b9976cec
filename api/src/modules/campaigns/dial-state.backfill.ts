import type { ContactStatus } from '@leadnest/contracts';
import { Types } from 'mongoose';

import { CallListContactModel, DIAL_INDEX } from './call-list-contact.model.js';
import { dialStateOf } from './dial-state.js';

const BATCH = 1000;

type Row = { _id: Types.ObjectId; status: ContactStatus; activeCallSid?: string | null };

/**
 * One-time migration for the dialer's index, run at start-up:
 * contacts stored before dialState/nextDialAt existed get them from their
 * status (pending or opted out with no call running: due at once, so the
 * next pass decides them; anything else: off). Batched; idempotent, as a
 * contact it has done has a dialState and is no longer found. updatedAt is
 * left as it was. Returns how many contacts it changed.
 */
export async function backfillDialStates(): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await CallListContactModel.find({ dialState: { $exists: false } }, { status: 1, activeCallSid: 1 })
      .limit(BATCH)
      .lean<Row[]>();
    if (batch.length === 0) return done;
    await CallListContactModel.bulkWrite(
      batch.map((c) => ({ updateOne: { filter: { _id: c._id, dialState: { $exists: false } }, update: { $set: dialStateOf(c) }, timestamps: false } })),
      { ordered: false },
    );
    done += batch.length;
  }
}

/**
 * Start-up, after the backfill: one range read on the dial index, so the
 * embedded database builds that index's ordered groups now, in the
 * background, rather than in the first dialer pass after a restart (about
 * 300 ms for 50,000 contacts, a cost that grows with every list stored;
 * packages/embedded-mongo keeps them in step on every write from then on).
 * On a real MongoDB it is one empty index read.
 */
export async function warmDialIndex(): Promise<void> {
  // After mongoose has built the indexes: a read before the index exists warms nothing.
  await CallListContactModel.init();
  await CallListContactModel.find({ callListId: new Types.ObjectId(), dialState: 'due', nextDialAt: { $lte: new Date() } }, { _id: 1 })
    .hint(DIAL_INDEX)
    .limit(1)
    .lean();
}
