import type { AppNotification } from '@leadnest/session';
import toast from 'react-hot-toast';

import { NotificationCard } from './components/NotificationCard';

/** How long a notification stays up (spec part 1 §9). */
export const NOTIFICATION_DURATION_MS = 5000;

export type NotifyOptions = AppNotification;

/**
 * Shows a notification (title, description, and the link to act on it if
 * any) and returns its id. The previous one is removed first, not stacked:
 * the spec allows at most one visible at a time. Removed rather than
 * dismissed, because a dismissed react-hot-toast lingers in the DOM for its
 * exit animation.
 */
export function notify({ title, description, variant = 'default', action }: NotifyOptions): string {
  toast.remove();
  return toast.custom(
    (t) => (
      <NotificationCard title={title} description={description} variant={variant} action={action} visible={t.visible} onClose={() => toast.remove(t.id)} />
    ),
    { duration: NOTIFICATION_DURATION_MS },
  );
}
