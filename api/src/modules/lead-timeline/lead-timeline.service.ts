import { type LeadTimelineDto, TIMELINE_MAX_ITEMS, type TimelineItemDto } from '@leadnest/contracts';

import type { SessionUser } from '../../lib/auth.js';
import { findUser } from '../agent-settings/profile.service.js';
import { showingsOfLead } from '../appointments/lead-showings.service.js';
import { capturePageTitle } from '../capture-pages/capture-pages.service.js';
import { messagesOfLead } from '../conversations/lead-messages.service.js';
import { remindersOfLead } from '../leads/follow-ups/follow-ups.service.js';
import { leadTimelineFacts } from '../leads/leads.service.js';
import { memberIdsOf } from '../teams/team-membership.js';
import { callsOfLead } from '../voice/lead-calls.service.js';
import { consentBadge, leadItems } from './lead-timeline.build.js';

/**
 * GET /api/leads/{id}/timeline: everything that happened
 * with the lead, newest first, asked of each collection's owner (leads,
 * conversations, call logs, appointments, follow-up reminders); this module
 * owns no collection. Access is the lead's (owner or admin); the rest is
 * read for the lead's owner.
 */
export async function leadTimeline(user: SessionUser, leadId: string): Promise<LeadTimelineDto> {
  const lead = await leadTimelineFacts(user, leadId);
  const ownerId = String(lead.userId);
  const [owner, conversations, showings, reminders, pageTitle] = await Promise.all([
    findUser(ownerId),
    messagesOfLead(ownerId, leadId, TIMELINE_MAX_ITEMS),
    memberIdsOf(ownerId).then((calendars) => showingsOfLead(calendars, leadId)),
    remindersOfLead(leadId),
    lead.consent?.pageId ? capturePageTitle(String(lead.consent.pageId)) : Promise.resolve(null),
  ]);
  const calls = await callsOfLead(ownerId, conversations.conversationIds, lead.phone);
  const agentName = [owner?.firstName, owner?.lastName].filter(Boolean).join(' ') || 'Agent';

  const items: TimelineItemDto[] = [
    ...leadItems(lead, agentName),
    ...conversations.messages.map((m): TimelineItemDto => ({
      id: `message-${m.conversationId}-${m.seq}`,
      kind: 'message',
      at: m.at.toISOString(),
      text: m.text,
      channel: m.platform,
      role: m.role,
    })),
    ...calls.map(({ at, ...call }): TimelineItemDto => ({ id: `call-${call.id}`, kind: 'call', at: at.toISOString(), text: call.summary, call })),
    ...showings.map(({ bookedAt, ...showing }): TimelineItemDto => ({
      id: `showing-${showing.id}`,
      kind: 'showing',
      at: bookedAt.toISOString(),
      text: showing.title,
      showing,
    })),
    ...reminders.map((r): TimelineItemDto => ({ id: `reminder-${r.id}`, kind: 'reminder', at: r.at.toISOString(), text: r.followUpDate.toISOString() })),
  ];
  // Newest first; at the same instant, the order they were listed in (stable sort).
  items.sort((a, b) => b.at.localeCompare(a.at));
  return { items: items.slice(0, TIMELINE_MAX_ITEMS), consent: consentBadge(lead, pageTitle), truncated: items.length > TIMELINE_MAX_ITEMS };
}
