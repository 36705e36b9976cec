/**
 * npm start: build what is not built yet, release remotes that were never
 * released, then run the one LeadNest process (API, shell, manifest and every
 * remote version) on PORT, with the embedded database unless MONGODB_URI is set.
 */
import { defaultDeployDir } from '@leadnest/deploy-manifest/store';
import { buildMissing, releaseUnreleased } from './lib/prepare';
import { runCli } from './lib/workspace';

runCli(async () => {
  buildMissing();
  await releaseUnreleased(defaultDeployDir());
  await import('@leadnest/api/server');
});
