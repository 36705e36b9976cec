import { hostFederationConfig } from '@leadnest/build-config';

import pkg from './package.json' with { type: 'json' };

/**
 * The host. It knows no remote at build time: remotes, their versions and
 * URLs come from the deployment manifest at run time, and the runtime
 * plugins (rollout, retry, fallback) are registered in `src/federation/`.
 */
export default hostFederationConfig(pkg, []);
