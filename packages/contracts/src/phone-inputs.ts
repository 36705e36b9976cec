// Its own entry (@leadnest/contracts/phone-inputs): these bodies parse their phone with
// libphonenumber (phone-number.ts), whose metadata should reach only the bundles that send them.
import { z } from 'zod';

import { strictBody } from './fields';
import { PHONE_MESSAGES as M, PORTING_CARRIERS } from './phone';
import { phoneNumberField } from './phone-number';

/**
 * POST /api/porting-requests (spec part 2 §5): the number, at least 10 characters ('Phone
 * Number Required'), read like every stored phone, so text that is no number is refused before
 * a paid request is stored; the handler receives it as E.164.
 */
export const PortingRequestInput = strictBody({
  phoneNumber: phoneNumberField({ missing: M.portingNumberRequired, invalid: M.portingNumberInvalid, minLength: 10 }),
  carrier: z.enum(PORTING_CARRIERS, { error: M.portingCarrierInvalid }),
});
export type PortingRequestInput = z.input<typeof PortingRequestInput>;
