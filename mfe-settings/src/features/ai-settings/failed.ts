import { publishNotification, serverMessage } from '@leadnest/session';

/** The spec's failure toasts (part 2 §8): a server message when it has one, else the spec's text. */
export const failed = (title: string, fallback: string) => (error: unknown) =>
  publishNotification({ title, description: serverMessage(error) ?? fallback, variant: 'destructive' });
