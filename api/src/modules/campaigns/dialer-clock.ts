/**
 * The dialer's clock: injectable so tests run the dialer, and the
 * call outcomes it settles, at chosen times. Its own file so the status
 * callback's path (call-outcome.service.ts) reads it without the dialer.
 */
let clock: () => Date = () => new Date();
export function setDialerClock(next: () => Date): void {
  clock = next;
}
export const dialerNow = (): Date => clock();
