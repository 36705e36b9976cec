import { randomUUID } from 'node:crypto';

import type { AppointmentChanged } from '../../lib/events/domain-events.js';
import type { AppLogger } from '../../lib/logger.js';
import { getAppointment } from '../appointments/appointment-editing.service.js';
import { scheduleJob } from '../jobs/jobs.service.js';
import { type IntegrationsEnv, syncAppointmentEvent } from './integrations.service.js';
import { syncOutlookEvent } from './outlook/outlook.service.js';

/*
 * Appointments follow into the agent's connected calendars (Google,
 * Outlook) as events. The `appointment.changed` subscriber only stores a
 * durable job, so a provider's outage or a crash loses nothing; the job
 * does the calls and is retried (docs/decisions/0002-durable-jobs.md).
 */
export const CALENDAR_SYNC_JOB = 'integrations.calendar-sync';

/** The `appointment.changed` subscriber (awaited: the job is stored before the request answers). */
export async function queueCalendarSync({ change, appointment: a }: AppointmentChanged): Promise<void> {
  if (change === 'confirmed') return;
  await scheduleJob(CALENDAR_SYNC_JOB, `calendar-sync:${a.id}:${randomUUID()}`, new Date(), { userId: a.userId, appointmentId: a.id });
}

/** The job's handler. */
export function calendarSyncJob(env: IntegrationsEnv, logger: AppLogger): (payload: Record<string, unknown>) => Promise<void> {
  return async (payload) => {
    const a = await getAppointment(String(payload.userId), String(payload.appointmentId));
    // Each calendar on its own, so one provider's outage does not hold the other back; a failure still fails the job (retried).
    const synced = await Promise.allSettled([syncAppointmentEvent(env, a, logger), syncOutlookEvent(env, a, logger)]);
    const failed = synced.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  };
}
