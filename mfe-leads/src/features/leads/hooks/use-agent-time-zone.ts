import { useSession } from '@leadnest/session';
import { agentTimeZoneOf } from '@leadnest/ui';

/** The signed-in agent's IANA zone (undefined: the profile has none, so the browser's is used). */
export function useAgentTimeZone(): string | undefined {
  return agentTimeZoneOf(useSession().user);
}
