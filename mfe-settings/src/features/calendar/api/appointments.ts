import type { AppointmentDto, AppointmentListResponse } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { calendarKeys } from './keys';

/** GET /api/appointments: the signed-in agent's appointments, soonest first (cancelled ones included; screens leave them out). */
export async function fetchAppointments(): Promise<AppointmentDto[]> {
  const body = await readJson<AppointmentListResponse>(await apiRequest('GET', '/api/appointments'));
  return body?.appointments ?? [];
}

export const appointmentsQueryOptions = () => queryOptions({ queryKey: calendarKeys.appointments(), queryFn: fetchAppointments });

export function useAppointments() {
  return useQuery(appointmentsQueryOptions());
}
