import { subscribeNotifications } from '@leadnest/session';
import { useEffect, useRef } from 'react';
import { Toaster } from 'react-hot-toast';

import { NOTIFICATION_DURATION_MS, notify } from '../notify';

/** The key that moves focus to the notification area (spec part 1 §9). */
export const NOTIFICATIONS_HOTKEY = 'F8';

/**
 * The shell's one notification area: react-hot-toast's Toaster, top right,
 * inside a focusable region that F8 jumps to (so keyboard users can reach a
 * toast's close button). It also shows what remotes publish through the
 * session package's bridge, so every toast is rendered here.
 */
export function Notifications() {
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => subscribeNotifications(notify), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== NOTIFICATIONS_HOTKEY) return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section ref={regionRef} role="region" aria-label={`Notifications (${NOTIFICATIONS_HOTKEY})`} tabIndex={-1}>
      <Toaster position="top-right" toastOptions={{ duration: NOTIFICATION_DURATION_MS }} />
    </section>
  );
}
