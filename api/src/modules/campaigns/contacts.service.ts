import { type CallListContactDto, ConsentInput, ContactInput, type ContactUpdateInput, type ImportRowError } from '@leadnest/contracts';
import { formatPhoneForDisplay, toE164 } from '@leadnest/contracts/phone-number';
import { Types } from 'mongoose';
import type { z } from 'zod';

import type { SessionUser } from '../../lib/auth.js';
import { loadAgentSettings } from '../agent-settings/agent-settings.service.js';
import { dialStateOf } from '../dialer/dial-state.js';
import type { CallList } from './call-list.model.js';
import { type CallListContact, CallListContactModel, type ContactConsent } from './call-list-contact.model.js';
import { noteContactZones } from './call-list-zones.js';
import { toContactDto } from './campaigns.dto.js';
import { ContactNotFoundError, DuplicateContactError, InvalidContactPhoneError, NotYourCallListError } from './campaigns.errors.js';
import { contactTimeZone } from './contact-time-zone.js';
import { bulkToE164 } from './fast-e164.js';

/**
 * A call list's contacts: any phone format in, E.164 stored
 * (toE164), unique per list; the time zone worked out once when the
 * contact is saved (contact-time-zone.ts).
 */
const DEFAULT_ZONE = 'America/New_York';

async function agentZone(userId: string): Promise<string> {
  return (await loadAgentSettings(userId))?.availability.timeZone ?? DEFAULT_ZONE;
}

export function consentOf(input: z.output<typeof ConsentInput> | null | undefined, now = new Date()): ContactConsent | null {
  if (!input) return null;
  return { method: input.method, at: input.at ? new Date(input.at) : now, source: input.source?.trim() || null };
}

export async function listContacts(list: CallList, limit = 5000): Promise<CallListContactDto[]> {
  const rows = await CallListContactModel.find({ callListId: list._id }).sort({ _id: 1 }).limit(limit).lean<CallListContact[]>();
  return rows.map(toContactDto);
}

const isDuplicate = (err: unknown) => (err as { code?: number }).code === 11000;

export async function addContact(list: CallList, input: z.output<typeof ContactInput>): Promise<CallListContactDto> {
  const phone = toE164(input.phone);
  if (!phone) throw new InvalidContactPhoneError(input.phone);
  const zone = contactTimeZone(input.address, phone, await agentZone(String(list.userId)));
  try {
    const created = await CallListContactModel.create({
      userId: list.userId,
      callListId: list._id,
      name: input.name,
      phone,
      email: input.email ?? null,
      address: input.address ?? null,
      notes: input.notes ?? null,
      consent: consentOf(input.consent),
      ...zone,
    });
    await noteContactZones(list._id, [zone.timeZone]);
    return toContactDto(created.toObject());
  } catch (err) {
    if (isDuplicate(err)) throw new DuplicateContactError();
    throw err;
  }
}

/** The contact, for the owner of its list: 404 when it does not exist, 403 when it is someone else's. */
export async function ownContact(user: SessionUser, id: string): Promise<CallListContact> {
  const contact = Types.ObjectId.isValid(id) ? await CallListContactModel.findById(id).lean<CallListContact>() : null;
  if (!contact) throw new ContactNotFoundError();
  if (String(contact.userId) !== user.id) throw new NotYourCallListError();
  return contact;
}

export async function updateContact(user: SessionUser, id: string, input: z.output<typeof ContactUpdateInput>): Promise<CallListContactDto> {
  const contact = await ownContact(user, id);
  const set: Record<string, unknown> = {};
  for (const field of ['name', 'email', 'address', 'notes'] as const) if (input[field] !== undefined) set[field] = input[field];
  const phone = input.phone !== undefined ? toE164(input.phone) : contact.phone;
  if (!phone) throw new InvalidContactPhoneError(input.phone!);
  if (input.phone !== undefined || input.address !== undefined) {
    set.phone = phone;
    Object.assign(set, contactTimeZone(input.address !== undefined ? input.address : contact.address, phone, await agentZone(user.id)));
  }
  if (input.consent !== undefined) set.consent = consentOf(input.consent);
  if (input.status) set.status = input.status;
  // Consent, status or time zone may have changed whether it can be called: the next pass decides it again.
  Object.assign(set, dialStateOf({ status: input.status ?? contact.status, activeCallSid: contact.activeCallSid }));
  try {
    const saved = await CallListContactModel.findOneAndUpdate({ _id: contact._id }, { $set: set }, { returnDocument: 'after' }).lean<CallListContact>();
    if (saved!.timeZone !== contact.timeZone) await noteContactZones(contact.callListId, [saved!.timeZone]);
    return toContactDto(saved!);
  } catch (err) {
    if (isDuplicate(err)) throw new DuplicateContactError();
    throw err;
  }
}

export async function deleteContact(user: SessionUser, id: string): Promise<CallListContact> {
  const contact = await ownContact(user, id);
  await CallListContactModel.deleteOne({ _id: contact._id });
  return contact;
}

/** One row to add: from a CSV line or a pasted number, with its line for error reports. */
export interface NewContactRow {
  row: number;
  name?: string | null;
  phone: string;
  email?: string | null;
  address?: string | null;
  notes?: string | null;
  consent?: ContactConsent | null;
}

export interface RowsAdded {
  added: number;
  duplicates: number;
  errors: ImportRowError[];
}

const BATCH = 2000;

/**
 * A row's fields read by ContactInput, the schema of a contact added by
 * hand (a CSV cell is as much the agent's input as the form is, so the same
 * bounds and the same refusal of control characters in a name hold); the
 * reason of its first issue when the row is refused. A row without a name
 * is named by its number, as before.
 */
function rowFields(row: NewContactRow, phone: string): z.output<typeof ContactInput> | { reason: string } {
  const checked = ContactInput.safeParse({
    name: row.name?.trim() || formatPhoneForDisplay(phone),
    phone: row.phone,
    email: row.email,
    address: row.address,
    notes: row.notes,
  });
  return checked.success ? checked.data : { reason: checked.error.issues[0]!.message };
}

/**
 * Adds many contacts at once (CSV import, pasted numbers): each phone
 * normalised, rows with an unusable number or a cell ContactInput refuses
 * reported with their line and why, numbers already on the list (or twice
 * in the rows) skipped and counted.
 */
export async function addContactRows(list: CallList, rows: NewContactRow[]): Promise<RowsAdded> {
  const zone = await agentZone(String(list.userId));
  const existing = new Set((await CallListContactModel.find({ callListId: list._id }, { phone: 1, _id: 0 }).lean<{ phone: string }[]>()).map((c) => c.phone));
  const errors: ImportRowError[] = [];
  let duplicates = 0;
  const docs: Record<string, unknown>[] = [];
  const now = new Date();
  for (const row of rows) {
    const phone = bulkToE164(row.phone);
    if (!phone) {
      errors.push({ row: row.row, reason: row.phone.trim() ? `“${row.phone.trim().slice(0, 40)}” is not a phone number` : 'No phone number' });
      continue;
    }
    const fields = rowFields(row, phone);
    if ('reason' in fields) {
      errors.push({ row: row.row, reason: fields.reason });
      continue;
    }
    if (existing.has(phone)) {
      duplicates += 1;
      continue;
    }
    existing.add(phone);
    // Only the fields that have a value: smaller documents insert faster, and a missing field reads as null.
    const doc: Record<string, unknown> = {
      userId: list.userId,
      callListId: list._id,
      name: fields.name,
      phone,
      ...contactTimeZone(fields.address, phone, zone),
      // insertMany through the driver skips the schema's defaults and timestamps: set here.
      callAttempts: 0,
      status: 'pending',
      ...dialStateOf({ status: 'pending' }),
      createdAt: now,
      updatedAt: now,
    };
    if (fields.email) doc.email = fields.email;
    if (fields.address) doc.address = fields.address;
    if (fields.notes) doc.notes = fields.notes;
    if (row.consent) doc.consent = row.consent;
    docs.push(doc);
  }
  for (let i = 0; i < docs.length; i += BATCH) {
    await CallListContactModel.collection.insertMany(
      docs.slice(i, i + BATCH).map((d) => ({ _id: new Types.ObjectId(), ...d })),
      { ordered: false },
    );
  }
  await noteContactZones(
    list._id,
    docs.map((d) => d.timeZone as string),
  );
  return { added: docs.length, duplicates, errors };
}

/** Pasted numbers: one per line, or separated by commas or semicolons. */
export function splitPastedNumbers(pasted: string[] | string): string[] {
  const parts = Array.isArray(pasted) ? pasted : pasted.split(/[\n\r,;]+/);
  return parts.map((p) => p.trim()).filter(Boolean);
}

export async function addPastedNumbers(list: CallList, pasted: string[] | string, consent?: z.output<typeof ConsentInput>): Promise<RowsAdded> {
  const numbers = splitPastedNumbers(pasted);
  const given = consentOf(consent);
  return addContactRows(
    list,
    numbers.map((phone, i) => ({ row: i + 1, phone, consent: given })),
  );
}
