import { Router } from '@koa/router';
import { PhoneSettingsInput, SmsSettingsInput } from '@leadnest/contracts';
import { PortingRequestInput } from '@leadnest/contracts/phone-inputs';

import { currentUser, requireUser } from '../../lib/auth.js';
import { validate, validated } from '../../lib/validate.js';
import { declareAccess } from '../billing/route-access.js';
import type { ModuleDeps } from '../types.js';
import { requireVoiceCustomization } from './phone-plan.js';
import { phoneSettingsDto, savePhoneSettings } from './phone-settings.service.js';
import { listPortingRequests, submitPortingRequest } from './porting.service.js';

const settingsIn = { body: PhoneSettingsInput };
const smsIn = { body: SmsSettingsInput };
const portingIn = { body: PortingRequestInput };

/** The agent's voice and SMS settings (/ai-phone Settings) and number porting requests; what each plan may do: phone-plan.ts. */
export function phoneSettingsRouter(_deps: ModuleDeps): Router {
  const router = new Router();

  router.get('/phone/settings', requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await phoneSettingsDto(currentUser(ctx).id);
  });
  router.put('/phone/settings', requireUser, validate(settingsIn), requireVoiceCustomization, async (ctx) => {
    ctx.body = await savePhoneSettings(currentUser(ctx).id, validated(ctx, settingsIn).body);
  });
  // Spec part 2 §7: the SMS switch.
  router.put('/user/sms-settings', requireUser, validate(smsIn), async (ctx) => {
    ctx.body = await savePhoneSettings(currentUser(ctx).id, validated(ctx, smsIn).body);
  });

  router.get('/porting-requests', requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await listPortingRequests(currentUser(ctx).id);
  });
  router.post('/porting-requests', requireUser, validate(portingIn), async (ctx) => {
    ctx.status = 201;
    ctx.body = await submitPortingRequest(currentUser(ctx).id, validated(ctx, portingIn).body);
  });

  return declareAccess(router, { default: 'plan', routes: { 'POST /porting-requests': 'numberPorting' } });
}
