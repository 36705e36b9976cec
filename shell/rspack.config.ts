import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createHostConfig, type RspackCliEnv } from '@leadnest/build-config';
import { SHELL_DEV_PORT } from '@leadnest/remotes';

import federation from './module-federation.config';

const dir = path.dirname(fileURLToPath(import.meta.url));
const apiPort = process.env.PORT ?? '3000';

export default (env: RspackCliEnv) =>
  createHostConfig({
    dir,
    env,
    port: SHELL_DEV_PORT,
    federation,
    proxyTarget: `http://127.0.0.1:${apiPort}`,
    // src/index.ts's async boundary: fetched while main.js runs, not after it.
    preloadChunks: ['bootstrap'],
  });
