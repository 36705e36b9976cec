import { Router } from '@koa/router';
import { AppointmentCreateInput, AppointmentIdParams, AppointmentListQuery, AppointmentPatchInput, AvailableSlotsParams } from '@leadnest/contracts';

import { assertSelfOrAdmin, currentUser, listOwner, requireUser } from '../../lib/auth.js';
import { NotFoundError } from '../../lib/errors.js';
import { noStore } from '../../lib/no-store.js';
import { validate, validated } from '../../lib/validate.js';
import { loadAgentSettings } from '../agent-settings/agent-settings.service.js';
import { declareAccess } from '../billing/route-access.js';
import type { ModuleDeps } from '../types.js';
import { cancelAppointment, createAppointment, getAppointment, updateAppointment } from './appointment-editing.service.js';
import { availableSlots, listAppointments } from './appointments.service.js';
import { appointmentLink } from './lead-links.js';

const slots = { params: AvailableSlotsParams };
const list = { query: AppointmentListQuery };
const create = { body: AppointmentCreateInput };
const one = { params: AppointmentIdParams };
const patch = { params: AppointmentIdParams, body: AppointmentPatchInput };

async function availabilityOfAgent(userId: string) {
  const settings = await loadAgentSettings(userId);
  if (!settings) throw new NotFoundError('User not found');
  return settings.availability;
}

/**
 * Appointments (the calendar screen creates, moves, edits and cancels them):
 * GET /api/available-slots/{YYYY-MM-DD}: the signed-in agent's free hourly
 * slots that day (availability minus bookings, none in the past);
 * GET /api/appointments?userId=: the agent's appointments, soonest first;
 * POST /api/appointments, GET/PATCH/DELETE /api/appointments/{id}: the
 * session's own only (another agent's id is a 404, like an unknown one).
 * A time outside the agent's free slots, or taken, is a 409.
 */
export function appointmentsRouter({ env }: ModuleDeps): Router {
  const router = new Router();

  router.get('/available-slots/:date', requireUser, noStore, validate(slots), async (ctx) => {
    const { params } = validated(ctx, slots);
    const user = currentUser(ctx);
    const settings = await loadAgentSettings(user.id);
    if (!settings) throw new NotFoundError('User not found');
    ctx.body = await availableSlots(user.id, params.date, settings.availability);
  });

  router.get('/appointments', requireUser, noStore, validate(list), async (ctx) => {
    const { query } = validated(ctx, list);
    ctx.body = { appointments: await listAppointments(listOwner(ctx, query.userId), query.from) };
  });

  router.post('/appointments', requireUser, noStore, validate(create), async (ctx) => {
    const { body } = validated(ctx, create);
    // The spec's form sends its userId; it may only be the session's own.
    const owner = body.userId ? (assertSelfOrAdmin(ctx, body.userId), body.userId) : currentUser(ctx).id;
    ctx.status = 201;
    ctx.body = { appointment: await createAppointment(owner, body, await availabilityOfAgent(owner)) };
  });

  router.get('/appointments/:id', requireUser, noStore, validate(one), async (ctx) => {
    const { params } = validated(ctx, one);
    const appointment = await getAppointment(currentUser(ctx).id, params.id);
    // The lead's own page (confirm, cancel, move), for the agent to pass on by hand.
    ctx.body = { appointment, clientLink: appointmentLink(env.PUBLIC_BASE_URL, appointment.id) };
  });

  router.patch('/appointments/:id', requireUser, noStore, validate(patch), async (ctx) => {
    const { params, body } = validated(ctx, patch);
    const userId = currentUser(ctx).id;
    ctx.body = { appointment: await updateAppointment(userId, params.id, body, await availabilityOfAgent(userId)) };
  });

  router.delete('/appointments/:id', requireUser, noStore, validate(one), async (ctx) => {
    const { params } = validated(ctx, one);
    ctx.body = { appointment: await cancelAppointment(currentUser(ctx).id, params.id) };
  });

  return declareAccess(router, { default: 'plan' });
}
