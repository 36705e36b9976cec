import { publishNotification, serverMessage } from '@leadnest/session';
import { useEffect } from 'react';

/** One destructive toast when a read fails (the shell shows it), with the server's message when it sent one. */
export function useErrorToast(error: unknown, title: string): void {
  useEffect(() => {
    if (error) publishNotification({ title, description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
  }, [error, title]);
}
