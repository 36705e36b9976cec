import { type CallAttempt, CallAttemptModel } from './call-attempt.model.js';
import { callLists } from './call-list-store.js';
import { dialStateOf } from './dial-state.js';
import { dialerNow } from './dialer-clock.js';
import { MAX_ATTEMPTS } from './dialer-decision.js';

/**
 * A campaign or Call Now call has ended: its attempt, its
 * contact and its list's counters are settled at once. The voice module's
 * status callback calls settleCampaignCall, so the Outbound Campaigns tab
 * shows the call counted without waiting for the dialer's next pass; the
 * dialer settles the same way any call whose callback never came. The
 * phone module publishes call.ended; the composition root subscribes this
 * (api/src/compose.ts). The contact and its list's counters are the
 * campaigns module's, written through its store (call-list-store.ts).
 */
export interface EndedCall {
  callSid: string;
  /** Twilio's final status (completed, busy, no-answer, failed, canceled). */
  status: string;
  duration: number;
  /** The call log's outcome (appointment_booked, lead_qualified, ...), when known. */
  outcome: string | null;
}

const SUCCESS = new Set(['appointment_booked', 'lead_qualified']);
export const isMachine = (answeredBy: string | null | undefined) => Boolean(answeredBy && /^(machine|fax)/.test(answeredBy));

/** What the call came to: a person reached (and how it went), voicemail, or Twilio's status. */
function outcomeOf(call: EndedCall, answeredBy: string | null | undefined): { outcome: string; reached: boolean } {
  if (isMachine(answeredBy)) return { outcome: 'voicemail', reached: false };
  const reached = call.status === 'completed' && call.duration > 0;
  return { outcome: reached ? (call.outcome ?? 'completed') : call.status, reached };
}

/** Settles the call once (a second callback changes nothing); answers whether it was a campaign's or Call Now's call. */
export async function settleCampaignCall(call: EndedCall, now = dialerNow()): Promise<boolean> {
  const attempt = await CallAttemptModel.findOne({ callSid: call.callSid, kind: 'call', settledAt: null }).lean<CallAttempt>();
  if (!attempt) return false;
  const { outcome, reached } = outcomeOf(call, attempt.answeredBy);
  const claimed = await CallAttemptModel.updateOne(
    { _id: attempt._id, settledAt: null },
    { $set: { status: call.status, outcome, settledAt: now, successful: reached && SUCCESS.has(outcome) } },
  );
  if (claimed.modifiedCount === 0 || !attempt.callListId) return true;
  const store = callLists();
  const contact = await store.contactInCall(attempt.callListId, call.callSid);
  if (contact) {
    const status = reached ? 'called' : contact.callAttempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
    await store.writeContact({
      contactId: contact._id,
      when: { activeCallSid: call.callSid },
      set: { status, lastOutcome: outcome, ...dialStateOf({ status }) },
      endCall: true,
    });
  }
  await store.refreshCounters(attempt.callListId);
  return true;
}
