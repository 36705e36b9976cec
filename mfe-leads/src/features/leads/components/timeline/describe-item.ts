import type { ConversationPlatform, TimelineItemDto } from '@leadnest/contracts';

import { formatDateTime } from '../../lib/lead-time';
import { stageBadge } from '../../lib/stages';

/** Every conversation platform (a new one fails the typecheck here until named), and the capture form. */
const CHANNELS: Record<ConversationPlatform | 'form', string> = {
  website: 'Website chat',
  sms: 'SMS',
  voice: 'Phone call',
  form: 'Capture form',
  facebook: 'Messenger',
  instagram: 'Instagram',
};
const ROLES: Record<string, string> = { lead: 'Lead', assistant: 'AI assistant', agent: 'You' };

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** What the timeline says of an item: a heading (what happened, on which channel, by whom) and its body, times in the agent's zone. */
export function describeItem(item: TimelineItemDto, timeZone: string | undefined): { heading: string; body: string | null } {
  switch (item.kind) {
    case 'message':
      return { heading: `${ROLES[item.role ?? 'lead'] ?? 'Lead'} · ${(item.channel && CHANNELS[item.channel]) || 'Message'}`, body: item.text };
    case 'call': {
      const call = item.call;
      const heading = `${call?.direction === 'inbound' ? 'Inbound' : 'Outbound'} call${call ? ` · ${minutes(call.duration)}` : ''}`;
      return { heading, body: call?.summary ?? 'No summary' };
    }
    case 'showing': {
      const s = item.showing;
      return {
        heading: s?.status === 'cancelled' ? 'Showing cancelled' : 'Showing booked',
        body: s ? `${s.title} · ${formatDateTime(s.scheduledAt, timeZone)}${s.propertyAddress ? ` · ${s.propertyAddress}` : ''}` : item.text,
      };
    }
    case 'stage':
      return { heading: `Stage changed by ${item.by ?? 'the agent'}`, body: `${stageBadge(item.from ?? '').label} → ${stageBadge(item.to ?? '').label}` };
    case 'note':
      return { heading: 'Note', body: item.text };
    case 'consent':
      // When it was given, if before it was recorded ("…: verbal on a call, Nov 27, 2026, 3:10 PM"), in the agent's zone.
      return { heading: 'Consent', body: item.givenAt ? `${item.text ?? 'Consent'}, ${formatDateTime(item.givenAt, timeZone)}` : item.text };
    case 'optOut':
      return { heading: 'Texts and calls', body: item.text };
    case 'followUp':
      return { heading: item.text ? 'Follow-up scheduled' : 'Follow-up cleared', body: item.text ? formatDateTime(item.text, timeZone) : null };
    case 'reminder':
      return { heading: 'Follow-up reminder sent', body: item.text ? `Due ${formatDateTime(item.text, timeZone)}` : null };
    case 'created':
      return { heading: 'Lead created', body: item.text };
    case 'merged':
      return { heading: 'Merged', body: item.text };
    case 'updated':
      return { heading: 'Details updated', body: item.text };
    default:
      return { heading: 'Activity', body: item.text };
  }
}
