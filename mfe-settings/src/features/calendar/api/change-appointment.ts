import {
  type AppointmentCreateFields,
  AppointmentCreateInput,
  type AppointmentDto,
  type AppointmentPatchFields,
  AppointmentPatchInput,
} from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { calendarKeys } from './keys';

type CreateInput = AppointmentCreateFields;
type PatchInput = AppointmentPatchFields;
type Answer = { appointment: AppointmentDto };

const appointmentOf = async (res: Response) => ((await readJson<Answer>(res)) as Answer).appointment;

/** Every change frees or takes a slot: appointments and slots are read again. */
function useCalendarMutation<I>(name: string, run: (input: I) => Promise<AppointmentDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...calendarKeys.all, name],
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}

/** POST /api/appointments. */
export function useCreateAppointment() {
  return useCalendarMutation('create', async (input: CreateInput) =>
    appointmentOf(await apiRequest('POST', '/api/appointments', AppointmentCreateInput.parse(input))),
  );
}

/** PATCH /api/appointments/{id}: reschedule (date and time) or edit. */
export function useUpdateAppointment() {
  return useCalendarMutation('update', async ({ id, ...input }: PatchInput & { id: string }) =>
    appointmentOf(await apiRequest('PATCH', `/api/appointments/${encodeURIComponent(id)}`, AppointmentPatchInput.parse(input))),
  );
}

/** DELETE /api/appointments/{id}: cancels it (the lead is told). */
export function useCancelAppointment() {
  return useCalendarMutation('cancel', async (id: string) => appointmentOf(await apiRequest('DELETE', `/api/appointments/${encodeURIComponent(id)}`)));
}
