/**
 * Documents per round trip for reads that run beside requests in an API
 * worker (rollup rebuilds over a year of leads): the driver decodes each
 * batch in one synchronous step, so one batch of a month's 8,000 leads holds
 * every request of that worker while it decodes. Smaller batches let
 * requests run between them (docs/decisions/0031-many-api-processes.md).
 * Measured by bench:processes, the profile's p99 during a 100k-lead
 * rebuild: 87 ms with whole batches, 31 ms at 500, 20 ms at 200, 14–20 ms
 * at 100 (the rebuild takes 10.5 s instead of 6.4 s).
 */
export const BACKGROUND_READ_BATCH = 100;
