import { hasActivePlan, profileQueryKey, type UserProfile } from '@leadnest/session';
import type { QueryClient } from '@tanstack/react-query';

import { metricsQueryOptions } from './metrics';

/**
 * The first request of /dashboard (the figures of the stat cards), under
 * the key the page reads, so it is in flight while the page's own code
 * still loads: it waited behind the page's chunk and first render. Only
 * for a signed-in user with a plan (the shell seeded the session from the
 * page); anyone else is the guard's to send on, and the page asks itself.
 */
export function prefetchDashboardPage(queryClient: QueryClient): void {
  const user = queryClient.getQueryData<UserProfile | null>(profileQueryKey);
  if (!user?.id || !hasActivePlan(user)) return;
  void queryClient.prefetchQuery(metricsQueryOptions(user.id));
}
