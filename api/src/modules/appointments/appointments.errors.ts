import { APPOINTMENT_MESSAGES } from '@leadnest/contracts';

import { ConflictError, NotFoundError } from '../../lib/errors.js';

/** Someone else booked the slot first (the unique index said no). */
export class SlotTakenError extends ConflictError {
  constructor() {
    super(APPOINTMENT_MESSAGES.slotTaken, { code: 'SLOT_TAKEN' });
  }
}

/** The time is not one of the agent's available hours (or clashes with a calendar's busy time). */
export class OutsideAvailabilityError extends ConflictError {
  constructor() {
    super(APPOINTMENT_MESSAGES.outsideAvailability, { code: 'OUTSIDE_AVAILABILITY' });
  }
}

export class SlotInPastError extends ConflictError {
  constructor() {
    super(APPOINTMENT_MESSAGES.inPast, { code: 'SLOT_IN_PAST' });
  }
}

/** Another agent's id answers exactly like an unknown one: nothing says it exists. */
export class AppointmentNotFoundError extends NotFoundError {
  constructor() {
    super(APPOINTMENT_MESSAGES.notFound, { code: 'APPOINTMENT_NOT_FOUND' });
  }
}

export class AppointmentCancelledError extends ConflictError {
  constructor() {
    super(APPOINTMENT_MESSAGES.cancelled, { code: 'APPOINTMENT_CANCELLED' });
  }
}
