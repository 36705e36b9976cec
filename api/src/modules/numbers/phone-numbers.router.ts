import { Router } from '@koa/router';
import { AssignPhoneNumberInput, PhoneNumberPatchInput, TwilioConfigureInput, TwilioPurchaseInput, TwilioValidateInput } from '@leadnest/contracts';
import type { Context } from 'koa';
import { z } from 'zod';

import { currentUser, requireSelfOrAdmin, requireUser } from '../../lib/auth.js';
import { validate, validated } from '../../lib/validate.js';
import { declareAccess } from '../billing/route-access.js';
import type { ModuleDeps } from '../types.js';
import { releaseNumber } from './number-release.service.js';
import { TwilioRefusedError } from './numbers.errors.js';
import { assignDedicatedNumber, configureNumber, listNumbers, purchaseNumber, updateNumber, validateCredentials } from './phone-numbers.service.js';

const validateIn = { body: TwilioValidateInput };
const purchaseIn = { body: TwilioPurchaseInput };
const configureIn = { body: TwilioConfigureInput };
const assignIn = { body: AssignPhoneNumberInput };
const objectId = z.string().regex(/^[0-9a-f]{24}$/i, { error: 'Phone number not found.' });
const releaseIn = { params: z.object({ id: objectId }) };
const patchIn = { params: z.object({ id: objectId }), body: PhoneNumberPatchInput };
const ownerIn = { params: z.object({ userId: z.string().regex(/^[0-9a-f]{24}$/i, { error: 'userId is not a valid id.' }) }) };

/**
 * Twilio refusals answer the wizard's shape (spec §7: success, error,
 * phoneNumbers) with a 400, so the screen's 'Connection Failed' / 'Purchase
 * Failed' toasts show Twilio's own reason.
 */
async function wizardStep(ctx: Context, step: () => Promise<unknown>): Promise<void> {
  ctx.set('Cache-Control', 'no-store');
  try {
    ctx.body = await step();
  } catch (err) {
    if (!(err instanceof TwilioRefusedError)) throw err;
    ctx.status = err.status;
    ctx.body = { success: false, error: err.message, code: err.code, phoneNumbers: [] };
  }
}

/**
 * Numbers: the wizard, dedicated numbers, the agent's list with its
 * switches and settings, releasing one (call logs and their recordings are
 * the voice module's). Any plan may use them (402 without one; see
 * phone-plan.ts), except releasing, which never needs a plan.
 */
export function phoneNumbersRouter(_deps: ModuleDeps): Router {
  const router = new Router();

  router.post('/twilio/validate', requireUser, validate(validateIn), (ctx) => wizardStep(ctx, () => validateCredentials(validated(ctx, validateIn).body)));
  router.post('/twilio/purchase', requireUser, validate(purchaseIn), (ctx) => {
    const { accountSid, authToken, areaCode } = validated(ctx, purchaseIn).body;
    return wizardStep(ctx, () => purchaseNumber(currentUser(ctx).id, { accountSid, authToken }, areaCode));
  });
  router.post('/twilio/configure', requireUser, validate(configureIn), (ctx) => {
    const { accountSid, authToken, selectedPhoneNumber } = validated(ctx, configureIn).body;
    return wizardStep(ctx, async () => ({
      success: true,
      phoneNumber: await configureNumber(currentUser(ctx).id, { accountSid, authToken }, selectedPhoneNumber),
    }));
  });

  router.post('/assign-phone-number', requireUser, validate(assignIn), async (ctx) => {
    const { body } = validated(ctx, assignIn);
    ctx.body = await assignDedicatedNumber(currentUser(ctx).id, body.areaCode);
  });

  router.get('/phone-numbers', requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await listNumbers(currentUser(ctx).id);
  });
  router.get('/phone-numbers/:userId', requireSelfOrAdmin('userId'), validate(ownerIn), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await listNumbers(validated(ctx, ownerIn).params.userId);
  });

  router.patch('/phone-numbers/:id', requireUser, validate(patchIn), async (ctx) => {
    const { params, body } = validated(ctx, patchIn);
    ctx.body = await updateNumber(currentUser(ctx).id, params.id, body);
  });

  router.delete('/phone-numbers/:id', requireUser, validate(releaseIn), async (ctx) => {
    ctx.body = await releaseNumber(currentUser(ctx).id, validated(ctx, releaseIn).params.id);
  });

  return declareAccess(router, { default: 'plan', routes: { 'DELETE /phone-numbers/:id': 'signedIn' } });
}
