import type { CallLogDto } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { phoneKeys } from './keys';

/** GET /api/call-logs: the signed-in agent's calls, newest first. */
export async function fetchCallLogs(): Promise<CallLogDto[]> {
  return (await readJson<CallLogDto[]>(await apiRequest('GET', '/api/call-logs'))) ?? [];
}

export const callLogsQueryOptions = () => queryOptions({ queryKey: phoneKeys.callLogs(), queryFn: fetchCallLogs });

export function useCallLogs() {
  return useQuery(callLogsQueryOptions());
}
