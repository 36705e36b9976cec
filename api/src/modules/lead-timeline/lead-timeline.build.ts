import type { ConsentBadgeDto, TimelineItemDto } from '@leadnest/contracts';

import type { LeadTimelineFacts } from '../leads/leads.service.js';

/**
 * The lead record's own part of the timeline: its activity (a note is
 * listed once, from the notes with their ids; an 'appointment' activity is
 * the showing, which comes from the appointments module with its details)
 * and the consent badge. Pure: the service reads, this shapes.
 */
export function leadItems(lead: LeadTimelineFacts, agentName: string): TimelineItemDto[] {
  const items: TimelineItemDto[] = lead.notes.map((n) => ({ id: `note-${String(n._id)}`, kind: 'note', at: n.createdAt.toISOString(), text: n.text }));
  lead.activities.forEach((a, i) => {
    const base = { id: `activity-${i}`, at: a.at.toISOString(), text: a.text ?? null };
    switch (a.type) {
      case 'note':
      case 'appointment':
        return;
      case 'stage':
        // Only the owner changes a stage by hand; the assistant's changes say so ('AI assistant').
        items.push({ ...base, kind: 'stage', from: a.from, to: a.to, by: a.text || agentName, text: null });
        return;
      case 'message':
        items.push({ ...base, kind: 'message', channel: 'form', role: 'lead' });
        return;
      case 'consent':
        // When it was given, if that was before it was recorded (an agent's attestation, a campaign's record).
        items.push({ ...base, kind: 'consent', ...(a.givenAt && a.at.getTime() - a.givenAt.getTime() > 60_000 ? { givenAt: a.givenAt.toISOString() } : {}) });
        return;
      default:
        items.push({ ...base, kind: a.type });
    }
  });
  return items;
}

/** The badge: withdrawn while opted out; given when a form's box was ticked; otherwise none, saying why. */
export function consentBadge(lead: LeadTimelineFacts, pageTitle: string | null): ConsentBadgeDto {
  if (lead.optedOutAt) {
    const last = [...lead.activities].reverse().find((a) => a.type === 'optOut');
    return { state: 'withdrawn', what: last?.text ?? 'Opted out of texts and calls', at: lead.optedOutAt.toISOString(), where: channelOf(last?.text) };
  }
  const consent = lead.consent;
  if (!consent) return { state: 'none', what: null, at: null, where: null };
  const where = pageTitle ? `Capture page: ${pageTitle}` : consent.pageId ? 'A capture page since deleted' : (consent.where ?? 'Entered by agent');
  if (!consent.given) return { state: 'none', what: 'The consent box was left unticked', at: consent.at.toISOString(), where };
  return { state: 'given', what: consent.text, at: consent.at.toISOString(), where };
}

/** "Opted out in SMS" → "SMS". */
function channelOf(text: string | null | undefined): string | null {
  const match = /(?:in|by) (.+)$/.exec(text ?? '');
  return match?.[1] ?? null;
}
