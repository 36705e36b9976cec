// First of all: zod's configuration, before any schema is built (packages/contracts/src/zod-config.ts).
import '@leadnest/contracts/zod-config';

// An async boundary, so shared singletons are negotiated before any of them
// runs. Nothing touches a remote before this boundary: the host's share scope
// is set up while the bootstrap chunk loads, and a remote registered earlier
// would make that set-up wait for the remote's entry (a remote that hangs
// would then hang the whole shell). The chunk's name lets the HTML preload it
// (rspack.config.ts), so it downloads while this chunk runs.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap').then(({ start }) => start());
