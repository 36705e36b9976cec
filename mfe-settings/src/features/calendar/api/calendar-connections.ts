import type { IntegrationDto, IntegrationListResponse } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useQuery } from '@tanstack/react-query';

import { calendarKeys } from './keys';

const CALENDARS: readonly IntegrationDto['platform'][] = ['google_calendar', 'outlook_calendar'];

/** The calendar rows of GET /api/integrations (connected or not, and to which account), for the Calendar Integrations card. */
export async function fetchCalendarConnections(): Promise<IntegrationDto[]> {
  const all = (await readJson<IntegrationListResponse>(await apiRequest('GET', '/api/integrations')))?.integrations ?? [];
  return CALENDARS.flatMap((platform) => all.filter((i) => i.platform === platform));
}

export function useCalendarConnections() {
  return useQuery({ queryKey: calendarKeys.connections(), queryFn: fetchCalendarConnections });
}
