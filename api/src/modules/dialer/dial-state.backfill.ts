import { callLists } from './call-list-store.js';
import { dialStateOf } from './dial-state.js';

const BATCH = 1000;

/**
 * One-time migration for the dialer's index, run at start-up:
 * contacts stored before dialState/nextDialAt existed get them from their
 * status (pending or opted out with no call running: due at once, so the
 * next pass decides them; anything else: off). Batched; idempotent, as a
 * contact it has done has a dialState and is no longer found. updatedAt is
 * left as it was. The contacts are the campaigns module's, read and written
 * through its store (call-list-store.ts). Returns how many contacts it changed.
 */
export async function backfillDialStates(): Promise<number> {
  const store = callLists();
  let done = 0;
  for (;;) {
    const batch = await store.contactsWithoutDialState(BATCH);
    if (batch.length === 0) return done;
    await store.setMissingDialStates(batch.map((c) => ({ contactId: c._id, set: dialStateOf(c) })));
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
  await callLists().warmDialIndex();
}
