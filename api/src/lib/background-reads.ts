/**
 * Documents per round trip for reads that run beside requests in an API
 * worker (rollup rebuilds over a year of leads): the driver decodes each
 * batch in one synchronous step, so one batch of a month's 8,000 leads holds
 * every request of that worker while it decodes. Smaller batches let
 * requests run between them (docs/decisions/0031-many-api-processes.md).
 */
export const BACKGROUND_READ_BATCH = 500;
