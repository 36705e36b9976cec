// First of all: zod's configuration, before any schema is built (packages/contracts/src/zod-config.ts).
import '@leadnest/contracts/zod-config';

// An async boundary, so shared singletons are negotiated before any of them runs.
void import('./bootstrap');
