import { SESSION_PROBE_HEADER, SESSION_PROBE_PATH } from '@leadnest/contracts';
import { type QueryFunctionContext, queryOptions, useQuery } from '@tanstack/react-query';

import { readJson, throwIfNotOk } from './request';

/** Subscription tiers (docs/decisions/0012-plan-tiers-and-inclusions.md). A missing or empty plan means no active subscription. */
export type PlanTier = 'starter' | 'professional' | 'enterprise' | 'agency';

/**
 * The signed-in user as `GET /api/user/profile` returns it (spec part 1 §3).
 * Only the fields the shell reads are typed; later issues add the rest, and
 * the index signature keeps their extra fields readable meanwhile.
 */
export interface UserProfile {
  id: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  plan?: PlanTier | '' | null;
  role?: 'user' | 'admin';
  /** A team member who is not its owner (docs/decisions/0034-teams.md); absent for owners. */
  teamRole?: 'admin' | 'agent';
  [field: string]: unknown;
}

export const profileQueryKey = [SESSION_PROBE_PATH] as const;

const FIVE_MINUTES = 5 * 60 * 1000;

/** Anything but an object with an id is not a user (a body of `null`, the probe's `{ user: null }`, or a stray shape). */
function toProfile(data: unknown): UserProfile | null {
  if (data && typeof data === 'object' && 'id' in data) return data as UserProfile;
  return null;
}

/**
 * GET /api/user/profile as the session probe: with the probe header a
 * visitor gets 200 `{ user: null }`, so a signed-out page makes no failing
 * request (docs/decisions/0005-sessions-and-auth.md, "The session probe").
 * A 401 still reads as signed out (a session whose user was deleted), and
 * is not reported as a session that ended: the shell decides that from the
 * profile turning null.
 */
async function fetchProfileJson({ queryKey, signal }: QueryFunctionContext): Promise<unknown> {
  const res = await fetch(String(queryKey[0]), { credentials: 'include', signal, headers: { [SESSION_PROBE_HEADER]: '1' } });
  if (res.status === 401) return null;
  await throwIfNotOk(res);
  return readJson(res);
}

/**
 * The session query (spec part 1 §7 and §9): cached for 5 minutes, never
 * retried, not refetched on focus or an interval. A visitor reads as `null`
 * (signed out), not an error, so a visitor's first page is not an error
 * state; any other failure is an error, which `useSession` also reads as
 * signed out (§8: "Profile fetch error: no toast").
 */
export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: async (context): Promise<UserProfile | null> => toProfile(await fetchProfileJson(context)),
  staleTime: FIVE_MINUTES,
  gcTime: FIVE_MINUTES,
  retry: false,
  refetchOnWindowFocus: false,
  refetchInterval: false,
});

export interface Session {
  /** The signed-in user, or null when signed out, still loading, or the profile call failed. */
  user: UserProfile | null;
  /** True only while the first profile request is in flight. */
  isLoading: boolean;
  isAuthenticated: boolean;
}

/**
 * The session, read from the shell's one query cache. Remotes call this too:
 * `@leadnest/session` and `@tanstack/react-query` are shared singletons, so
 * they see the shell's cached profile instead of fetching their own.
 */
export function useSession(): Session {
  const { data, isLoading, isError } = useQuery(profileQueryOptions);
  const user = isError ? null : (data ?? null);
  return { user, isLoading: isLoading && !isError, isAuthenticated: user !== null };
}

/** True when the user has a subscription plan; a missing or empty plan is none. */
export function hasActivePlan(user: UserProfile | null | undefined): boolean {
  return Boolean(user?.plan);
}

/** A member of a team who is not its owner: the account's settings (phone, billing, lead sources) are the owner's to manage. */
export function isTeamMember(user: UserProfile | null | undefined): boolean {
  return user?.teamRole === 'admin' || user?.teamRole === 'agent';
}
