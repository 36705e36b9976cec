/**
 * The dialer's clock: injectable so tests run the dialer, and the
 * call outcomes it settles, at chosen times. Its own file so the status
 * callback's path (call-outcome.service.ts) reads it without the dialer.
 */
export const systemClock = (): Date => new Date();
let clock: () => Date = systemClock;
/** Sets the dialer's clock; tests put `systemClock` back in afterAll (API test files share one module graph per worker). */
export function setDialerClock(next: () => Date): void {
  clock = next;
}
export const dialerNow = (): Date => clock();
