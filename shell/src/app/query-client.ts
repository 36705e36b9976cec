import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient, profileQueryKey, type UserProfile } from '@leadnest/session';

/**
 * The shell's one query client (the session lives in it). `profile`, the
 * signed-in user the server inlined into the page, seeds the session query,
 * so the guard and the header need no round trip; without it (a visitor)
 * the session query asks the API.
 */
export function createShellQueryClient(profile?: UserProfile): QueryClient {
  const client = createQueryClient();
  if (profile) client.setQueryData(profileQueryKey, profile);
  return client;
}
