import { theme } from '@leadnest/ui';
import { Link } from 'react-router-dom';

import type { ReplyRule } from '../lib/reply-window';

/** Meta's rule for the next reply, in words; a page to reconnect links to API Settings, where its card has Reconnect. */
export function ReplyWindowNote({ rule }: { rule: ReplyRule }) {
  return (
    <span data-testid="reply-window" style={rule.blocked ? { color: theme.colors.text } : undefined}>
      {rule.note}
      {rule.reconnect ? (
        <>
          {' '}
          <Link to="/api-settings">Go to API Settings</Link>
        </>
      ) : null}
    </span>
  );
}
