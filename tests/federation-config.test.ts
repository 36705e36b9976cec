import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { RemoteFederationConfig } from '@leadnest/build-config';
import { REMOTE_NAMES, REMOTES } from '@leadnest/remotes';

const ROOT = path.resolve(import.meta.dirname, '..');

/** A remote's own `module-federation.config.ts`, as its build reads it. */
async function configOf(folder: string): Promise<RemoteFederationConfig> {
  const url = pathToFileURL(path.join(ROOT, folder, 'module-federation.config.ts')).href;
  return ((await import(url)) as { default: RemoteFederationConfig }).default;
}

/** Exposes beyond ./App, each with its typed contract in @leadnest/remotes (PhonePanelProps). */
const MORE_EXPOSES: Partial<Record<(typeof REMOTE_NAMES)[number], Record<string, string>>> = {
  mfe_phone: { './PhonePanel': './src/federation/PhonePanel.tsx' },
};

// One table for all six remotes: they have one shape, so one test pins it.
describe.each(REMOTE_NAMES.map((name) => REMOTES[name]))('$folder federation config', ({ name, folder }) => {
  it('is named after the remote, exposes ./App (mfe_phone also its dashboard panel) and shares the one singletons list', async () => {
    const config = await configOf(folder);
    expect(config.name).toBe(name);
    expect(config.filename).toBe('remoteEntry.js');
    expect(config.exposes).toEqual({ './App': './src/federation/App.tsx', ...MORE_EXPOSES[name] });
    expect(Object.keys(config.shared)).toEqual([
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      'react-router-dom',
      '@tanstack/react-query',
      'jotai',
      'styled-components',
      '@leadnest/session',
    ]);
    for (const entry of Object.values(config.shared)) expect(entry).toEqual({ singleton: true, requiredVersion: expect.any(String) });
    expect(config.shared.react?.requiredVersion).toMatch(/^\^19\./);
    expect(config.shared['react-router-dom']?.requiredVersion).toMatch(/^\^7\./);
    // jotai 3 needs Node 22; every workspace stays on the one 2.x range.
    expect(config.shared.jotai?.requiredVersion).toMatch(/^\^2\./);
  });
});
