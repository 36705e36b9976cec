import { channelsText, consentMethodText, type LeadConsentRecordInput, type LeadDetailDto } from '@leadnest/contracts';
import { Types } from 'mongoose';
import type { z } from 'zod';

import type { SessionUser } from '../../../lib/auth.js';
import { findUser } from '../../agent-settings/profile.service.js';
import { announceLeadUpdated } from '../hooks/lead-hooks.js';
import { type LeadConsent, LeadModel } from '../lead.model.js';
import { leadAccessFilter } from '../lead-access.js';
import { toLeadDetailDto } from '../leads.dto.js';
import { LeadNotFoundError } from '../leads.errors.js';
import { consentToKeep } from './consent-precedence.js';

type RecordInput = z.output<typeof LeadConsentRecordInput>;

/**
 * POST /api/leads/{id}/consent, "Record consent": the agent attests
 * that the person agreed to calls and/or texts, how and when. Kept with who
 * recorded it and when, so the record answers FCC 24-17's when, where and
 * how; Call Now reads it like any other consent (lead-call-facts.ts). It
 * never lifts an opt-out: only the person's START does
 * (docs/decisions/0009-opt-out-keywords.md). A consent older than the
 * record on file goes on the timeline only (consent-precedence.ts).
 */
export async function recordConsent(user: SessionUser, id: string, input: RecordInput): Promise<LeadDetailDto> {
  const lead = await LeadModel.findOne({ _id: id, ...leadAccessFilter(user) });
  if (!lead) throw new LeadNotFoundError();
  const recorder = await findUser(user.id);
  const name = [recorder?.firstName, recorder?.lastName].filter(Boolean).join(' ') || recorder?.email || 'Agent';
  const now = new Date();
  const givenAt = new Date(input.at);
  const how = consentMethodText(input.method, input.detail);
  const record: LeadConsent = {
    given: true,
    at: givenAt,
    pageId: null,
    text: `Agreed to ${channelsText(input.channels)}: ${how}`,
    channels: input.channels,
    method: input.method,
    where: `Recorded by ${name}`,
    recordedBy: new Types.ObjectId(user.id),
    recordedByName: name,
    recordedAt: now,
  };
  const kept = consentToKeep(lead.consent, record);
  if (kept) lead.consent = kept;
  const note = kept ? '' : '; a newer record stays on file';
  lead.activities.push({ type: 'consent', at: now, text: `Consent recorded by ${name}: ${how} (${channelsText(input.channels)}${note})`, givenAt });
  await lead.save();
  const dto = toLeadDetailDto(lead.toObject());
  await announceLeadUpdated(String(lead.userId), dto);
  return dto;
}
