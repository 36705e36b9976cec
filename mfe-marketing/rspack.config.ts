import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createRemoteConfig, type RspackCliEnv } from '@leadnest/build-config';
import { REMOTES } from '@leadnest/remotes';

import federation from './module-federation.config';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (env: RspackCliEnv) => createRemoteConfig({ dir, env, port: REMOTES.mfe_marketing.devPort, federation });
