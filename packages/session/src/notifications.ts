/**
 * A framework-free bridge for notifications (toasts). Remotes publish here;
 * the shell's `Notifications` component is the only subscriber and decides
 * how they look, so toasts are decided in one place while any remote can ask
 * for one. It lives in `@leadnest/session` because that package is a shared
 * singleton: the shell and every remote see the same listener set.
 */
export type NotificationVariant = 'default' | 'destructive';

/** A link in the notification to where the reader can act on it: a path of this app, opened with the shell's router. */
export interface NotificationAction {
  label: string;
  /** An in-app path, with its query if any (`/leads?assigned=unassigned`). */
  href: string;
}

export interface AppNotification {
  title: string;
  description?: string;
  /** `destructive` for failures (spec part 1 §8). Defaults to `default`. */
  variant?: NotificationVariant;
  /** Optional: a notification without one shows none. */
  action?: NotificationAction;
}

export type NotificationListener = (notification: AppNotification) => void;

const listeners = new Set<NotificationListener>();

/**
 * Only the newest notification waiting for a subscriber is kept: the shell
 * shows one at a time anyway, and a remote may publish before the shell's
 * component has mounted.
 */
let waiting: AppNotification | null = null;

export function publishNotification(notification: AppNotification): void {
  if (listeners.size === 0) {
    waiting = notification;
    return;
  }
  for (const listener of listeners) listener(notification);
}

/** Subscribes `listener`; returns the unsubscribe function (fits `useEffect`). */
export function subscribeNotifications(listener: NotificationListener): () => void {
  listeners.add(listener);
  if (waiting) {
    const pending = waiting;
    waiting = null;
    listener(pending);
  }
  return () => {
    listeners.delete(listener);
  };
}
