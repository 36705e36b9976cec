import type { AppointmentListResponse } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useQuery } from '@tanstack/react-query';

import { dayIn } from '../lib/time';
import { dashboardKeys } from './keys';

/**
 * Today's showings in the agent's time zone: appointments from 24 hours ago
 * on (a day in any zone starts within them), kept when their date in the
 * agent's zone is today's. The zone is the profile's (undefined: the
 * browser's), never another panel's answer: the panel loads and fails on
 * its own, whatever the figures' request does.
 */
export function useTodayShowings(timeZone: string | undefined, now = new Date()) {
  const from = new Date(now.getTime() - 24 * 3600_000);
  from.setUTCMinutes(0, 0, 0);
  const iso = from.toISOString();
  return useQuery({
    queryKey: dashboardKeys.appointments(iso),
    queryFn: async () => (await readJson<AppointmentListResponse>(await apiRequest('GET', `/api/appointments?from=${encodeURIComponent(iso)}`)))!,
    select: (data) => {
      const today = dayIn(now, timeZone);
      return data.appointments.filter((a) => a.status === 'scheduled' && dayIn(new Date(a.scheduledAt), timeZone) === today);
    },
  });
}
