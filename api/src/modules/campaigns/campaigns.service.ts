import { type CallListCreateInput, type CallListDto, type CallListUpdateInput, CAMPAIGN_MESSAGES as M, type ContactsAddedResponse } from '@leadnest/contracts';
import { Types } from 'mongoose';
import type { z } from 'zod';

import type { SessionUser } from '../../lib/auth.js';
import { deleteListAttempts } from '../dialer/call-attempts.service.js';
import { dialerNow, scheduleTick } from '../dialer/dialer.service.js';
import { type CallList, CallListModel } from './call-list.model.js';
import { CallListContactModel } from './call-list-contact.model.js';
import { toCallListDto } from './campaigns.dto.js';
import { CallListNotFoundError, NotYourCallListError } from './campaigns.errors.js';
import { addPastedNumbers } from './contacts.service.js';
import { refreshCounters } from './counters.service.js';

export { refreshCounters };

/**
 * Campaigns (call lists) and their counters. A list the dashboard
 * makes from pasted numbers has no script of its own: it is called with
 * DEFAULT_SCRIPT until the agent writes one (the /ai-phone form requires one).
 */
export const DEFAULT_SCRIPT =
  'Introduce yourself, ask whether they are thinking of buying or selling a home, learn their timeline, budget and area, and offer a showing or a call with the agent.';

/** The list, for its owner (admins may read any): 404 when it does not exist, 403 when it is someone else's. */
export async function ownList(user: SessionUser, id: string, access: 'read' | 'write' = 'write'): Promise<CallList> {
  const list = Types.ObjectId.isValid(id) ? await CallListModel.findById(id).lean<CallList>() : null;
  if (!list) throw new CallListNotFoundError();
  if (String(list.userId) !== user.id && !(access === 'read' && user.role === 'admin')) throw new NotYourCallListError();
  return list;
}

export async function listCallLists(ownerId: string): Promise<CallListDto[]> {
  const rows = await CallListModel.find({ userId: ownerId }).sort({ createdAt: -1 }).limit(500).lean<CallList[]>();
  return rows.map(toCallListDto);
}

type CreateBody = z.output<typeof CallListCreateInput>;

/**
 * POST /api/call-lists, either reading (spec §7). Name absent → 'Unnamed
 * Campaign'; a blank one was refused by the schema. /ai-phone's reading
 * (no phoneNumbers) needs a script; pasted numbers become contacts.
 */
export async function createCallList(userId: string, body: CreateBody): Promise<ContactsAddedResponse & { id: string }> {
  const list = await CallListModel.create({
    userId: new Types.ObjectId(userId),
    name: body.name ?? M.unnamedCampaign,
    description: body.description ?? null,
    script: body.script ?? DEFAULT_SCRIPT,
    priority: body.priority ?? 'normal',
    status: 'active',
    timeZones: [],
  });
  const added =
    body.phoneNumbers !== undefined ? await addPastedNumbers(list.toObject(), body.phoneNumbers, body.consent) : { added: 0, duplicates: 0, errors: [] };
  let saved = (await refreshCounters(list._id))!;
  if (body.autoStart) saved = (await CallListModel.findByIdAndUpdate(list._id, { $set: { dialing: true } }, { returnDocument: 'after' }).lean<CallList>())!;
  return { id: String(list._id), callList: toCallListDto(saved), ...added };
}

type UpdateBody = z.output<typeof CallListUpdateInput>;

/** PUT /api/call-lists/{id}: details, or `status: 'paused'`, which stops new calls at once (the dialer re-reads it before each call). */
export async function updateCallList(user: SessionUser, id: string, body: UpdateBody): Promise<CallListDto> {
  const list = await ownList(user, id);
  const set: Partial<CallList> = {};
  for (const field of ['name', 'description', 'script', 'priority'] as const)
    if (body[field] !== undefined) (set as Record<string, unknown>)[field] = body[field];
  if (body.status === 'paused') Object.assign(set, { status: 'paused', dialing: false });
  if (body.status === 'active') Object.assign(set, { status: 'active', pauseReason: null });
  const saved = await CallListModel.findOneAndUpdate({ _id: list._id }, { $set: set }, { returnDocument: 'after' }).lean<CallList>();
  return toCallListDto(saved!);
}

/** POST /api/call-lists/{id}/start: active again, dialing from now (the dialer's first pass is scheduled now). */
export async function startCallList(user: SessionUser, id: string): Promise<CallListDto> {
  const list = await ownList(user, id);
  await CallListModel.updateOne({ _id: list._id }, { $set: { status: 'active', dialing: true, pauseReason: null } });
  await scheduleTick(list._id, dialerNow());
  return toCallListDto((await CallListModel.findById(list._id).lean<CallList>())!);
}

export async function deleteCallList(user: SessionUser, id: string): Promise<void> {
  const list = await ownList(user, id);
  await CallListModel.deleteOne({ _id: list._id });
  await CallListContactModel.deleteMany({ callListId: list._id });
  await deleteListAttempts(list._id);
}
