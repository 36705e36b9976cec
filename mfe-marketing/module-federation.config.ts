import { remoteFederationConfig } from '@leadnest/build-config';

import pkg from './package.json' with { type: 'json' };

/** mfe_marketing: exposes `./App`; shares the one singletons list. */
export default remoteFederationConfig('mfe_marketing', pkg);
