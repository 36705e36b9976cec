/**
 * The shell's session query asks GET /api/user/profile with this header.
 * For a visitor (no live session) the API then answers 200 `{ "user": null }`
 * instead of 401, so a signed-out page load makes no failing request;
 * without the header the route answers 401 as every signed-in route does
 * (docs/decisions/0005-sessions-and-auth.md, "The session probe").
 */
export const SESSION_PROBE_HEADER = 'X-Session-Probe';
export const SESSION_PROBE_PATH = '/api/user/profile';

/** The probe's answer for a visitor. */
export interface SignedOutProbeAnswer {
  user: null;
}
