import { hasActivePlan, planIncludes } from '@leadnest/plans';
import type { Middleware } from 'koa';

import { requirePlanFeature } from '../billing/plan-gate.js';
import { DEFAULT_PHONE_SETTINGS } from './phone-settings.model.js';
import type { PhoneSettingsValues } from './phone-settings.service.js';

/**
 * What each plan gets of the phone, server side
 * (docs/decisions/0012-plan-tiers-and-inclusions.md). The plan
 * catalogue has two readings that disagree: the pricing page sells every
 * plan "Dedicated phone number" and "Unlimited inbound calls" (Starter
 * included) and Professional "Number porting" and "Voice customization";
 * the registration reading puts "AI phone receptionist" in Enterprise.
 * The allowances (packages/plans) follow the pricing page, with a number
 * for every plan and five for Enterprise, so the phone routes do too:
 *
 * - any plan (402 PLAN_REQUIRED without one): numbers, the wizard, call
 *   logs and recordings, settings, and the assistant answering calls and
 *   texts; how many numbers is the plan's allowance (403 NUMBER_LIMIT);
 * - numberPorting (Professional and above, 403 PLAN_FEATURE): porting
 *   (declared with the routes, phone-settings.router.ts);
 * - voiceCustomization (Professional and above, 403 PLAN_FEATURE):
 *   choosing a voice or speaking rate other than the default;
 * - releasing a number needs no plan: an account whose plan lapsed can
 *   still stop paying for its numbers.
 *
 * The dashboard's panel (Enterprise and Agency, `aiPhone`) is the
 * dashboard's to show; outbound campaigns (`bulkCalling`) are gated by the
 * campaigns module.
 */
export const requireVoiceCustomization: Middleware = (ctx, next) => {
  const body = (ctx.request.body ?? {}) as { voiceType?: unknown; speakingRate?: unknown };
  const customVoice = body.voiceType !== undefined && body.voiceType !== DEFAULT_PHONE_SETTINGS.voiceType;
  const customRate = body.speakingRate !== undefined && body.speakingRate !== DEFAULT_PHONE_SETTINGS.speakingRate;
  return customVoice || customRate ? voiceGate(ctx, next) : next();
};
const voiceGate = requirePlanFeature('voiceCustomization');

/** Whether the assistant may answer an agent's calls and texts: any active plan. */
export const assistantAnswersFor = (plan: string | null | undefined): boolean => hasActivePlan(plan);

/** The voice a call uses: the agent's choice when the plan includes voice customization, else the default. */
export function voiceFor(plan: string | null | undefined, settings: Pick<PhoneSettingsValues, 'voiceType' | 'speakingRate'>) {
  if (planIncludes(plan, 'voiceCustomization')) return { voiceType: settings.voiceType, speakingRate: settings.speakingRate };
  return { voiceType: DEFAULT_PHONE_SETTINGS.voiceType, speakingRate: DEFAULT_PHONE_SETTINGS.speakingRate };
}
