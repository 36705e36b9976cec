import type { ReplyWindowDto } from '@leadnest/contracts';
import { formatAgentTime } from '@leadnest/ui';

/** What the reply box says of Meta's rule for the next reply, and whether it lets the agent write at all. */
export interface ReplyRule {
  note: string;
  /** No reply can go now: the box is disabled (the server would store it and refuse to send it). */
  blocked: boolean;
  /** The page's connection is what stops it: the note links to API Settings. */
  reconnect: boolean;
}

/**
 * Meta's rule for the agent's reply on Messenger and Instagram, as the
 * conversation's detail gives it (docs/decisions/0035-meta-direct-messages.md);
 * null for channels without one. Times in the agent's zone.
 */
export function replyRule(window: ReplyWindowDto | undefined, zone: string | undefined): ReplyRule | null {
  if (!window) return null;
  const until = window.until ? formatAgentTime(window.until, zone) : '';
  switch (window.state) {
    case 'open':
      return {
        note: `Meta allows replies within 24 hours of the person's last message${until ? ` (until ${until})` : ''}.`,
        blocked: false,
        reconnect: false,
      };
    case 'human-agent':
      return {
        note: `Meta allows one reply from a person now (sent with the Human Agent tag)${until ? `, until ${until}` : ''}.`,
        blocked: false,
        reconnect: false,
      };
    case 'closed':
      return { note: "Meta's reply window has closed: the person must write again first.", blocked: true, reconnect: false };
    case 'needs-reconnect':
      return { note: 'Reconnect your Facebook page to reply.', blocked: true, reconnect: true };
    default:
      return null;
  }
}
