/**
 * npm start: build what is not built yet, release remotes that were never
 * released, then run the one LeadNest process (API, shell, manifest and every
 * remote version) on PORT, with the embedded database unless MONGODB_URI is set.
 * It is the production command: production mode unless NODE_ENV=development.
 */
import { defaultDeployDir } from '@leadnest/deploy-manifest/store';

import { buildMissing, releaseUnreleased } from './lib/prepare';
import { runCli } from './lib/workspace';

// The API's loadEnv defaults to production as well; set here so the builds
// and every library that reads NODE_ENV in this process agree with it.
process.env.NODE_ENV ??= 'production';

runCli(async () => {
  buildMissing();
  await releaseUnreleased(defaultDeployDir());
  await import('@leadnest/api/server');
});
