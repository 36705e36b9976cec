import type { Availability } from '@leadnest/assistant-engine';
import type { SmsHours, SmsResponseSpeed } from '@leadnest/contracts';
import { DateTime } from 'luxon';

const MINUTE = 60_000;
/** Spec part 2 §9: immediate (0–30 s: answered in the webhook itself), quick 1–3 min, natural 5–15 min. */
const SPEED_RANGE: Record<SmsResponseSpeed, [number, number]> = { immediate: [0, 0], quick: [1 * MINUTE, 3 * MINUTE], natural: [5 * MINUTE, 15 * MINUTE] };
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** The first moment at or after `at` inside the agent's hours (their availability, in their zone); `at` when none are set. */
export function nextOpening(availability: Availability, at: Date): Date {
  let day = DateTime.fromJSDate(at, { zone: availability.timeZone }).startOf('day');
  for (let i = 0; i < 8; i++, day = day.plus({ days: 1 })) {
    const hours = availability.availableHours[DAYS[day.weekday - 1]!];
    if (!hours?.enabled) continue;
    const [sh, sm] = hours.start.split(':').map(Number);
    const [eh, em] = hours.end.split(':').map(Number);
    const start = day.set({ hour: sh ?? 0, minute: sm ?? 0 });
    const end = day.set({ hour: eh ?? 0, minute: em ?? 0 });
    if (at.getTime() < start.toMillis()) return start.toJSDate();
    if (at.getTime() < end.toMillis()) return at;
  }
  return at;
}

/**
 * When the assistant's SMS reply goes out: null for at once (in the
 * webhook's TwiML), else the time of a scheduled job. Hours:
 * - always: the speed alone decides;
 * - business: replies wait for the agent's next business hours;
 * - delayed: at any hour, but outside business hours never faster than the
 *   natural 5–15 minutes (an instant answer at 3 am reads as a robot).
 */
export function smsReplyAt(speed: SmsResponseSpeed, hours: SmsHours, availability: Availability, now: Date, random: () => number = Math.random): Date | null {
  const delay = (range: [number, number]) => range[0] + Math.round(random() * (range[1] - range[0]));
  let at = new Date(now.getTime() + delay(SPEED_RANGE[speed]));
  if (hours === 'business') at = nextOpening(availability, at);
  if (hours === 'delayed' && nextOpening(availability, at).getTime() !== at.getTime()) {
    at = new Date(Math.max(at.getTime(), now.getTime() + delay(SPEED_RANGE.natural)));
  }
  return at.getTime() - now.getTime() < 1000 ? null : at;
}

/** Twilio waits 15 s for a webhook's TwiML: a reply held for longer than this goes out as a durable job instead. */
export const WEBHOOK_HOLD_MAX_MS = 10_000;

/**
 * The agent's responseDelay (AI Settings) on top of the SMS
 * timing: a reply never goes out sooner than `delayMs` after the text
 * arrived. An immediate reply with a short delay is held in the webhook
 * (`holdMs`); a longer one becomes a scheduled reply like any held one.
 */
export function withResponseDelay(at: Date | null, delayMs: number, now: Date): { at: Date | null; holdMs: number } {
  const floor = now.getTime() + delayMs;
  if (at) return { at: new Date(Math.max(at.getTime(), floor)), holdMs: 0 };
  if (delayMs <= WEBHOOK_HOLD_MAX_MS) return { at: null, holdMs: delayMs };
  return { at: new Date(floor), holdMs: 0 };
}
