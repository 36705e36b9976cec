import { publishNotification, serverMessage, useLogout } from '@leadnest/session';
import { useCallback } from 'react';

export const LOGOUT_FALLBACK_ERROR = 'Failed to log out. Please try again.';

/**
 * Log out with the spec's toasts (part 1 §4 and §8). The session package
 * only signs out; the shell decides what the user is told, and shows it
 * through the notification bridge so the one Notifications area renders it.
 *
 * `mutateAsync` rather than `mutate`'s callbacks: on success the user menu
 * unmounts (the user is gone), and per-call callbacks of an unmounted
 * observer never fire, so the toast would be lost.
 */
export function useLogoutAction() {
  const { mutateAsync, isPending } = useLogout();
  const logOut = useCallback(() => {
    mutateAsync().then(
      () => publishNotification({ title: 'Logged Out', description: "You've been successfully logged out." }),
      (error: unknown) =>
        publishNotification({
          title: 'Logout Failed',
          description: serverMessage(error) ?? LOGOUT_FALLBACK_ERROR,
          variant: 'destructive',
        }),
    );
  }, [mutateAsync]);
  return { logOut, isLoggingOut: isPending };
}
