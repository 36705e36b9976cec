import { Router } from '@koa/router';
import { AVAILABILITY_MESSAGES, type AvailabilityDto, AvailabilityInput, UserIdParams } from '@leadnest/contracts';
import { IANAZone } from 'luxon';

import { requireSelfOrAdmin } from '../../lib/auth.js';
import { BadRequestError } from '../../lib/errors.js';
import { noStore } from '../../lib/no-store.js';
import { validate, validated } from '../../lib/validate.js';
import type { ModuleDeps } from '../types.js';
import { availabilityOf } from './agent-settings.service.js';
import { getUser } from './profile.service.js';
import { setAvailability } from './settings.service.js';

const read = { params: UserIdParams };
const write = { params: UserIdParams, body: AvailabilityInput };

/**
 * The agent's availability (spec part 2 §3): GET answers what is stored,
 * or the spec's defaults; PUT replaces it. The zone is checked against the
 * IANA database Luxon reads (the same one Intl uses), so any real zone is
 * accepted and a typo is a 400 instead of a calendar that silently runs on
 * UTC.
 */
export function availabilityRouter(_deps: ModuleDeps): Router {
  const router = new Router();

  router.get('/users/:id/availability', requireSelfOrAdmin('id'), noStore, validate(read), async (ctx) => {
    const { params } = validated(ctx, read);
    ctx.body = availabilityOf(await getUser(params.id)) satisfies AvailabilityDto;
  });

  router.put('/users/:id/availability', requireSelfOrAdmin('id'), noStore, validate(write), async (ctx) => {
    const { params, body } = validated(ctx, write);
    if (!IANAZone.isValidZone(body.timeZone)) throw new BadRequestError(AVAILABILITY_MESSAGES.timeZone, { timeZone: AVAILABILITY_MESSAGES.timeZone });
    // Stored under its canonical spelling ("america/chicago" → "America/Chicago").
    const zone = new Intl.DateTimeFormat('en-US', { timeZone: body.timeZone }).resolvedOptions().timeZone;
    ctx.body = availabilityOf(await setAvailability(params.id, body.availableHours, zone)) satisfies AvailabilityDto;
  });

  return router;
}
