import { Router } from '@koa/router';
import { AppointmentListQuery, AvailableSlotsParams } from '@leadnest/contracts';
import { currentUser, listOwner, requireUser } from '../../lib/auth.js';
import { NotFoundError } from '../../lib/errors.js';
import { noStore } from '../../lib/no-store.js';
import { validate, validated } from '../../lib/validate.js';
import { loadAgentSettings } from '../users/agent-settings.service.js';
import type { ModuleDeps } from '../types.js';
import { availableSlots, listAppointments } from './appointments.service.js';
import { requirePlan } from '../billing/plan-gate.js';

const slots = { params: AvailableSlotsParams };
const list = { query: AppointmentListQuery };

/**
 * Appointments (issue 6; the calendar issue adds create and delete):
 * GET /api/available-slots/{YYYY-MM-DD}: the signed-in agent's free hourly
 * slots that day (availability minus bookings, none in the past);
 * GET /api/appointments?userId=: the agent's appointments, soonest first.
 */
export function appointmentsRouter(_deps: ModuleDeps): Router {
  const router = new Router();

  router.get('/available-slots/:date', requireUser, requirePlan, noStore, validate(slots), async (ctx) => {
    const { params } = validated(ctx, slots);
    const user = currentUser(ctx);
    const settings = await loadAgentSettings(user.id);
    if (!settings) throw new NotFoundError('User not found');
    ctx.body = await availableSlots(user.id, params.date, settings.availability);
  });

  router.get('/appointments', requireUser, requirePlan, noStore, validate(list), async (ctx) => {
    const { query } = validated(ctx, list);
    ctx.body = { appointments: await listAppointments(listOwner(ctx, query.userId), query.from) };
  });

  return router;
}
