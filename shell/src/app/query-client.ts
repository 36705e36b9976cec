import { createQueryClient, planGateOf, profileQueryKey, publishPlanGate, type UserProfile } from '@leadnest/session';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The shell's one query client (the session lives in it). `profile`, the
 * signed-in user the server inlined into the page, seeds the session query,
 * so the guard and the header need no round trip; without it (a visitor)
 * the session query asks the API.
 *
 * Every failed query and mutation is checked for the API's plan answers
 * (402 PLAN_REQUIRED, 403 PLAN_FEATURE): the access guard then shows the
 * Upgrade Required card in place of the page (a mutation whose own
 * message says a PLAN_FEATURE refusal may keep its page:
 * meta.keepPageOnPlanAnswer). A 402 also means the profile's
 * plan is out of date (it lapsed meanwhile), so the profile is read again.
 */
export function createShellQueryClient(profile?: UserProfile): QueryClient {
  const client = createQueryClient();
  if (profile) client.setQueryData(profileQueryKey, profile);
  const onError = (error: unknown) => {
    const answer = planGateOf(error);
    if (!answer) return;
    publishPlanGate(answer);
    if (answer.code === 'PLAN_REQUIRED') void client.invalidateQueries({ queryKey: profileQueryKey });
  };
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  client.getMutationCache().subscribe((event) => {
    // A mutation may say its refusal itself and keep the page (meta.keepPageOnPlanAnswer), unless the plan lapsed altogether.
    const keepsPage = event.mutation?.options.meta?.keepPageOnPlanAnswer === true;
    if (event.type === 'updated' && event.action.type === 'error') {
      if (keepsPage && planGateOf(event.action.error)?.code === 'PLAN_FEATURE') return;
      onError(event.action.error);
    }
  });
  return client;
}
