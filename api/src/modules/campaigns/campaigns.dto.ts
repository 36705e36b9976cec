import type { CallListContactDto, CallListDto } from '@leadnest/contracts';

import type { CallList } from './call-list.model.js';
import type { CallListContact } from './call-list-contact.model.js';

export const toCallListDto = (l: CallList): CallListDto => ({
  id: String(l._id),
  userId: String(l.userId),
  name: l.name,
  description: l.description ?? null,
  script: l.script,
  status: l.status,
  priority: l.priority,
  dialing: l.dialing,
  pauseReason: l.pauseReason ?? null,
  quietUntil: l.dialing && l.status === 'active' && l.quietUntil ? l.quietUntil.toISOString() : null,
  totalContacts: l.totalContacts,
  completedCalls: l.completedCalls,
  successfulCalls: l.successfulCalls,
  createdAt: l.createdAt.toISOString(),
});

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export const toContactDto = (c: CallListContact): CallListContactDto => ({
  id: String(c._id),
  callListId: String(c.callListId),
  name: c.name,
  phone: c.phone,
  email: c.email ?? null,
  address: c.address ?? null,
  notes: c.notes ?? null,
  callAttempts: c.callAttempts,
  status: c.status,
  consent: c.consent ? { method: c.consent.method, at: c.consent.at.toISOString(), source: c.consent.source ?? null } : null,
  timeZone: c.timeZone,
  timeZoneSource: c.timeZoneSource,
  lastCalledAt: iso(c.lastCalledAt),
  lastOutcome: c.lastOutcome ?? null,
  lastSkipReason: c.lastSkipReason ?? null,
  lastSkipAt: iso(c.lastSkipAt),
  createdAt: c.createdAt.toISOString(),
});
