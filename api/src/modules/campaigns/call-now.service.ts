import { type CallNowResponse, CAMPAIGN_MESSAGES as M, LEAD_MESSAGES, PHONE_MESSAGES, SKIP_REASONS } from '@leadnest/contracts';
import { formatPhoneForDisplay, toE164 } from '@leadnest/contracts/phone-number';
import { PLAN_ALLOWANCES, type PlanTier } from '@leadnest/plans';
import { Types } from 'mongoose';

import { accountOfUser, type SessionUser } from '../../lib/auth.js';
import { AppError } from '../../lib/errors.js';
import { twilioReason } from '../../lib/twilio-client.js';
import { loadAgentSettings } from '../agent-settings/agent-settings.service.js';
import { findUser } from '../agent-settings/profile.service.js';
import { recordCallNowCall } from '../dialer/call-attempts.service.js';
import { callsThisMonth, dialerNow, dialFacts } from '../dialer/dialer.service.js';
import { decide } from '../dialer/dialer-decision.js';
import { leadCallFacts } from '../leads/lead-call-facts.js';
import { LeadNotFoundError } from '../leads/leads.errors.js';
import { listNumbers } from '../numbers/phone-numbers.service.js';
import { type OutboundNotReady, outboundReadiness, placeOutboundCall } from '../voice/outbound-call.js';
import { contactTimeZone } from './contact-time-zone.js';

/**
 * POST /api/leads/{id}/call, Call Now: one AI call to the lead
 * now, under the campaign rules: consent (a capture form with its consent
 * box ticked counts), no opt-out on any channel, 8 am–9 pm in the lead's
 * zone, not reached in the last 24 h, the plan's allowance. When calling is
 * not set up the answer is 409 CALLING_NOT_CONFIGURED, which the screen
 * shows as 'Setup Required: Configure Twilio in API Settings to enable
 * calling' (spec §8); other refusals say why, AI calling switched off too.
 */
export class CallNotAllowedError extends AppError {
  constructor(message: string, code: string) {
    super(409, message, { code });
  }
}

const REFUSAL: Record<string, string> = {
  'no-consent': 'This lead has not given consent to AI calls. Record their consent first (FCC 24-17).',
  'opted-out': 'This lead opted out of calls and texts.',
  'called-recently': 'This lead was already reached by a call in the last 24 hours.',
  'quiet-hours': 'It is outside 8 am–9 pm where this lead lives. Try again in their morning.',
};

/**
 * Why calls cannot be placed. An agent who has a number but switched AI calling (or every
 * number's outbound calls) off hears that, and where the switch is: "Configure Twilio" would
 * send them to a setup that already works. Without a number, setting one up comes first.
 */
async function notReadyError(reason: OutboundNotReady, account: string): Promise<CallNotAllowedError> {
  const hasNumber = reason !== 'no-account' && (await listNumbers(account)).length > 0;
  if (hasNumber && reason === 'calling-off') return new CallNotAllowedError(PHONE_MESSAGES.aiCallingOff, 'AI_CALLING_OFF');
  if (hasNumber && reason === 'no-number') return new CallNotAllowedError(PHONE_MESSAGES.outboundOff, 'OUTBOUND_CALLS_OFF');
  return new CallNotAllowedError(LEAD_MESSAGES.callingNotConfigured, 'CALLING_NOT_CONFIGURED');
}

export async function callLeadNow(user: SessionUser, leadId: string): Promise<CallNowResponse> {
  const lead = Types.ObjectId.isValid(leadId) ? await leadCallFacts(user, leadId) : null;
  if (!lead) throw new LeadNotFoundError();
  // The team's numbers, settings, plan and caps: a member calls from the account they work in (docs/decisions/0034-teams.md).
  const account = accountOfUser(user);
  const ready = await outboundReadiness(account);
  if ('notReady' in ready) throw await notReadyError(ready.notReady, account);
  const phone = toE164(lead.phone);
  if (!phone) throw new CallNotAllowedError('This lead has no phone number we can call.', 'NO_PHONE');
  const now = dialerNow();
  const [agent, owner] = await Promise.all([loadAgentSettings(account), findUser(account)]);
  const zone = contactTimeZone(lead.address, phone, agent?.availability.timeZone ?? 'America/New_York').timeZone;
  const facts = await dialFacts(account, now);
  const decision = decide(
    {
      phone,
      status: lead.optedOut ? 'opted-out' : 'pending',
      hasConsent: Boolean(lead.consent),
      callAttempts: 0,
      lastCalledAt: null,
      timeZone: zone,
      inFlight: false,
    },
    facts,
  );
  if (decision.kind !== 'call') {
    const reason = decision.kind === 'skip' ? decision.reason : 'opted-out';
    throw new CallNotAllowedError(REFUSAL[reason] ?? SKIP_REASONS[reason as keyof typeof SKIP_REASONS], `CALL_${reason.toUpperCase().replace(/-/g, '_')}`);
  }
  const limit = owner?.plan ? PLAN_ALLOWANCES[owner.plan as PlanTier]?.outboundCalls : 0;
  if (limit !== null && limit !== undefined && (await callsThisMonth(account, zone, now)) >= limit) {
    throw new CallNotAllowedError(limit === 0 ? M.planRequired : M.allowanceReached(limit).replace(/^Paused: /, ''), 'CALL_ALLOWANCE_REACHED');
  }
  try {
    const { callSid } = await placeOutboundCall({ userId: account, to: phone, contactName: lead.name, opening: '', leadId });
    await recordCallNowCall({ userId: account, phone, contactName: lead.name, callSid, at: now });
    return { success: true, name: lead.name, phone: formatPhoneForDisplay(phone), callSid };
  } catch (err) {
    throw new CallNotAllowedError(`Twilio could not place the call: ${twilioReason(err)}`, 'CALL_REFUSED_BY_TWILIO');
  }
}
