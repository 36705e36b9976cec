import type { AttemptLimits, LockoutRule } from '../../lib/attempt-limits.js';

const MINUTE = 60_000;

/** One IP guessing: 10 failures in 15 minutes, then 429 until the window ends. */
const PER_IP: LockoutRule = { name: 'ip', max: 10, windowMs: 15 * MINUTE, key: (ctx) => ctx.ip, clearOnSuccess: false };

/**
 * Everyone together: 100 failures in an hour, then 429 for every IP until
 * the hour ends. There is one passcode, so a guesser spread over many IPs
 * would otherwise get 10 tries per IP; with this and the 16-character minimum
 * a guess is hopeless. The price: such an attack also keeps the admin out
 * for up to an hour (an admin login is a developer's, not a customer's).
 */
const GLOBAL: LockoutRule = { name: 'all', max: 100, windowMs: 60 * MINUTE, key: () => 'all', clearOnSuccess: false };

export const ADMIN_LIMITS: AttemptLimits = { action: 'admin-login', lockouts: [PER_IP, GLOBAL] };
