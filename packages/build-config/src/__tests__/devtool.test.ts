import { afterEach, describe, expect, it, vi } from 'vitest';

import { createRemoteConfig } from '../rspack';

const federation = { name: 'mfe_leads' as const, filename: 'remoteEntry.js' as const, exposes: { './App': './src/federation/App.tsx' }, shared: {} };
const configFor = (env: Record<string, unknown>) => createRemoteConfig({ dir: '/tmp/mfe-x', port: 4000, env, federation });

describe('source maps', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('evaluates modules from strings only under the dev server, which serves no Content-Security-Policy', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(configFor({ RSPACK_SERVE: true }).devtool).toMatch(/^eval/);
    // A development build served by the API (NODE_ENV=development npm start) runs under its CSP, which has no 'unsafe-eval'.
    const served = configFor({});
    expect(served.mode).toBe('development');
    expect(String(served.devtool)).not.toMatch(/eval/);
  });

  it('ships full source maps in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(configFor({}).devtool).toBe('source-map');
  });
});
