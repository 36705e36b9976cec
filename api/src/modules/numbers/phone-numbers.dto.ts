import type { PhoneNumberDto } from '@leadnest/contracts';

import type { PhoneNumber } from './phone-number.model.js';

export const toPhoneNumberDto = (n: PhoneNumber): PhoneNumberDto => ({
  id: String(n._id),
  phoneNumber: n.phoneNumber,
  isInboundEnabled: n.isInboundEnabled,
  isOutboundEnabled: n.isOutboundEnabled,
  isActive: n.isActive,
  provider: n.provider,
  greeting: n.greeting ?? null,
  forwardingPhone: n.forwardingPhone ?? null,
  businessHours: n.businessHours?.start && n.businessHours.end ? { start: n.businessHours.start, end: n.businessHours.end } : null,
});
