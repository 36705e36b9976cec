import { Types } from 'mongoose';

import { twilioReason } from '../../lib/twilio-client.js';
import { leadForCampaignContact } from '../leads/campaign-contact-lead.js';
import { createLead, findLeadIdByPhone } from '../leads/leads.service.js';
import { callResults, type OutboundCallOwner, placeOutboundCall } from '../voice/outbound-call.js';
import { type CallAttempt, CallAttemptModel } from './call-attempt.model.js';
import { callLists, type DialList } from './call-list-store.js';
import { settleCampaignCall } from './call-outcome.service.js';
import { dialStateOf } from './dial-state.js';
import { MAX_ATTEMPTS } from './dialer-decision.js';

/**
 * Placing a campaign's call and settling it. A contact is
 * claimed (activeCallSid) before Twilio is asked, so two dialer runs never
 * call one person twice. A call's outcome comes from its call log, which
 * the status callback completes (voice module); until then it counts
 * against the agent's concurrent calls. The contacts and lists are the
 * campaigns module's, read and written through its store (call-list-store.ts).
 */
const PLACING = 'placing';
/** A call whose status callback never came is given up after this (Twilio's own limit is 4 h; ours are short). */
const STALE_CALL_MS = 2 * 3600_000;
/** What a Call Now call opens with (a campaign's call opens with its script). */
export const CALL_NOW_OPENING = 'I’m following up on your interest in buying or selling a home. Do you have a minute to tell me what you’re looking for?';

/**
 * What the voice module asks us of a call we placed (its greeting) and tells
 * us (who answered, AMD): given to setOutboundCallOwner where the app is
 * composed (api/src/compose.ts).
 */
export const campaignCallOwner: OutboundCallOwner = {
  async detailsOf(callSid) {
    const attempt = await CallAttemptModel.findOne({ callSid }, { callListId: 1, contactId: 1, contactName: 1 }).lean<CallAttempt>();
    if (!attempt) return null;
    const { script, contactName } = await callLists().callDetails(attempt.callListId, attempt.contactId);
    return { contactName: contactName ?? attempt.contactName ?? '', opening: script ?? CALL_NOW_OPENING };
  },
  async answered(callSid, answeredBy) {
    await CallAttemptModel.updateOne({ callSid }, { $set: { answeredBy } });
  },
};

/** The lead the call belongs to: the agent's lead with this phone, or a new one (source phone). */
export async function leadForCall(userId: string, name: string, phone: string, origin: string): Promise<Types.ObjectId> {
  const known = await findLeadIdByPhone(userId, phone);
  if (known) return known;
  const created = await createLead(userId, { name, phone, source: 'phone', stage: 'new', origin });
  return new Types.ObjectId(created.id);
}

/** Claims and calls one contact; false when someone else claimed it first or Twilio refused. */
export async function callContact(list: DialList, contactId: Types.ObjectId, now: Date): Promise<boolean> {
  const store = callLists();
  const contact = await store.claimContact(contactId, PLACING);
  if (!contact) return false;
  const userId = String(list.userId);
  // The contact's details and consent carry to its lead on every call (campaign-contact-lead.ts keeps what is newer).
  const leadId = await leadForCampaignContact(userId, contact, list.name);
  try {
    const { callSid } = await placeOutboundCall({ userId, to: contact.phone, contactName: contact.name, opening: list.script, leadId });
    await CallAttemptModel.create({ userId: list.userId, callListId: list._id, contactId: contact._id, phone: contact.phone, kind: 'call', callSid, at: now });
    await store.writeContact({ contactId: contact._id, set: { activeCallSid: callSid, lastCalledAt: now, leadId, lastSkipReason: null }, countAttempt: true });
    return true;
  } catch (err) {
    const attempts = contact.callAttempts + 1;
    const status = attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
    await store.writeContact({
      contactId: contact._id,
      set: { lastCalledAt: now, leadId, lastOutcome: `failed: ${twilioReason(err)}`, status, ...dialStateOf({ status }) },
      countAttempt: true,
      endCall: true,
    });
    return false;
  }
}

/** Settles this list's calls whose logs are complete (the status callback normally did it already), or that went stale. */
export async function settleCalls(list: Pick<DialList, '_id'>, now: Date): Promise<void> {
  const running = await callLists().contactsInCall(list._id, PLACING);
  if (!running.length) return;
  const results = await callResults(running.map((c) => c.activeCallSid));
  for (const contact of running) {
    const callSid = contact.activeCallSid;
    const result = results.get(callSid);
    if (result?.done) {
      await settleCampaignCall({ callSid, status: result.status, duration: result.duration, outcome: result.outcome }, now);
      continue;
    }
    const attempt = await CallAttemptModel.findOne({ callSid }, { at: 1 }).lean<CallAttempt>();
    if (attempt && now.getTime() - attempt.at.getTime() <= STALE_CALL_MS) continue;
    if (!(await settleCampaignCall({ callSid, status: 'failed', duration: 0, outcome: null }, now))) {
      // No attempt to settle: free the contact so it is not held forever.
      const status = 'pending';
      await callLists().writeContact({
        contactId: contact._id,
        when: { activeCallSid: callSid },
        set: { status, lastOutcome: 'failed', ...dialStateOf({ status }) },
        endCall: true,
      });
    }
  }
}

/** Settles Call Now calls (on no list) whose logs are complete, so "called in the last 24 h" sees them. */
export async function settleLooseCalls(userId: string, now: Date): Promise<void> {
  const open = await CallAttemptModel.find({ userId: new Types.ObjectId(userId), kind: 'call', callListId: null, settledAt: null }, { callSid: 1 }).lean<
    CallAttempt[]
  >();
  if (!open.length) return;
  const results = await callResults(open.map((a) => a.callSid!).filter(Boolean));
  for (const [callSid, result] of results) {
    if (result.done) await settleCampaignCall({ callSid, status: result.status, duration: result.duration, outcome: result.outcome }, now);
  }
}
