import type { LeadCreateInput, LeadDetailDto, LeadPatchInput, LeadSource, LeadStage } from '@leadnest/contracts';
import type { z } from 'zod';
import { Types } from 'mongoose';
import type { SessionUser } from '../../lib/auth.js';
import { LeadModel, sortKeyOf, type LeadConsent, type LeadDocument } from './lead.model.js';
import { digitsOf, scoreOf, toLeadDetailDto } from './leads.dto.js';
import { CallingNotConfiguredError, LeadNotFoundError } from './leads.errors.js';

/** What creating a lead needs, by hand (POST /api/leads) or from a capture page. */
export interface NewLead {
  name: string;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  source: LeadSource;
  stage: LeadStage;
  followUpDate?: string | null;
  capturePageId?: Types.ObjectId;
  consent?: LeadConsent;
  /** Says where it came from in the first activity ('Added by hand', 'Capture page …'). */
  origin: string;
}

export async function createLead(ownerId: string, input: NewLead): Promise<LeadDetailDto> {
  const _id = new Types.ObjectId();
  const now = new Date();
  const lead = new LeadModel({
    _id,
    userId: ownerId,
    name: input.name,
    email: input.email ?? null,
    phone: input.phone ?? null,
    phoneDigits: digitsOf(input.phone),
    address: input.address ?? null,
    source: input.source,
    stage: input.stage,
    followUpDate: input.followUpDate ? new Date(input.followUpDate) : null,
    capturePageId: input.capturePageId ?? null,
    consent: input.consent,
    activities: [{ type: 'created', at: now, to: input.stage, text: input.origin }],
    createdAt: now,
    sortKey: sortKeyOf(now, _id),
  });
  lead.score = scoreOf(lead);
  await lead.save();
  return toLeadDetailDto(lead.toObject());
}

export function createLeadByHand(ownerId: string, input: z.output<typeof LeadCreateInput>): Promise<LeadDetailDto> {
  return createLead(ownerId, { ...input, origin: 'Added by hand' });
}

/**
 * A lead the user may see: their own, or any for an admin (who may read
 * every user's data, DECISIONS.md). Changes are the owner's only. Another
 * user's lead is a 404, the same as a missing one.
 */
async function findLead(user: SessionUser, id: string, access: 'read' | 'write'): Promise<LeadDocument> {
  const filter = access === 'read' && user.role === 'admin' ? { _id: id } : { _id: id, userId: user.id };
  const lead = await LeadModel.findOne(filter);
  if (!lead) throw new LeadNotFoundError();
  return lead;
}

export async function getLead(user: SessionUser, id: string): Promise<LeadDetailDto> {
  return toLeadDetailDto((await findLead(user, id, 'read')).toObject());
}

type PatchBody = z.output<typeof LeadPatchInput>;

/** Applies the fields sent, keeps each stage and follow-up change as activity, recomputes the score. */
export async function patchLead(user: SessionUser, id: string, body: PatchBody): Promise<LeadDetailDto> {
  const lead = await findLead(user, id, 'write');
  const at = new Date();
  if (body.stage && body.stage !== lead.stage) {
    lead.activities.push({ type: 'stage', at, from: lead.stage, to: body.stage });
    lead.stage = body.stage;
  }
  if (body.followUpDate !== undefined) {
    const next = body.followUpDate ? new Date(body.followUpDate) : null;
    if ((next?.getTime() ?? null) !== (lead.followUpDate?.getTime() ?? null)) {
      lead.followUpDate = next;
      lead.activities.push({ type: 'followUp', at, text: next ? next.toISOString() : null });
    }
  }
  const changed: string[] = [];
  for (const field of ['name', 'email', 'phone', 'address', 'source'] as const) {
    const value = body[field];
    if (value === undefined || value === (lead[field] ?? null)) continue;
    lead.set(field, value);
    changed.push(field);
  }
  if (changed.includes('phone')) lead.phoneDigits = digitsOf(lead.phone);
  if (changed.length > 0) lead.activities.push({ type: 'updated', at, text: changed.join(', ') });
  lead.score = scoreOf(lead);
  await lead.save();
  return toLeadDetailDto(lead.toObject());
}

export async function addNote(user: SessionUser, id: string, text: string): Promise<LeadDetailDto> {
  const lead = await findLead(user, id, 'write');
  const at = new Date();
  lead.notes.push({ _id: new Types.ObjectId(), text, createdAt: at });
  lead.activities.push({ type: 'note', at, text });
  lead.score = scoreOf(lead);
  await lead.save();
  return toLeadDetailDto(lead.toObject());
}

/** Calling is a later issue: until the phone module exists, every call needs setup. */
export async function callLead(user: SessionUser, id: string): Promise<never> {
  await findLead(user, id, 'write');
  throw new CallingNotConfiguredError();
}
