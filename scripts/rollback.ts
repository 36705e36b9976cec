/**
 * npm run rollback -- <remote>
 *
 * Sends all of the remote's traffic back to the version released before the
 * newest one, and marks the newest as rolled back. Only the deployment
 * manifest changes; every version folder stays as it was.
 */
import { defaultDeployDir, rollbackRemote } from '@leadnest/deploy-manifest/store';

import { remoteFromArgs, runCli } from './lib/workspace';

runCli(async () => {
  const remote = remoteFromArgs(process.argv[2]);
  const { from, to } = await rollbackRemote(defaultDeployDir(), remote.name);
  console.log(`${remote.folder}: rolled back from ${from} to ${to} (100% of traffic)`);
});
