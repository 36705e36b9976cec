import { APPOINTMENT_MESSAGES } from '@leadnest/contracts';
import { ConflictError } from '../../lib/errors.js';

/** Someone else booked the slot first (the unique index said no). */
export class SlotTakenError extends ConflictError {
  constructor() {
    super(APPOINTMENT_MESSAGES.slotTaken, { code: 'SLOT_TAKEN' });
  }
}
