import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { rspack } from '@rspack/core';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createRemoteConfig, tsxRule } from '../rspack';
import { createServerRenderConfig } from '../server-render';

// A server-rendered page is hydrated by the browser only if both name every
// styled component alike (docs/decisions/0040-server-rendered-public-pages.md).

const CARD = `import styled from 'styled-components';

export const StyledCard = styled.div\`
  padding: 1rem;
\`;

export const StyledTitle = styled.h2<{ $big: boolean }>\`
  font-size: \${(p) => (p.$big ? '2rem' : '1rem')};
\`;
`;

/** Compiles src/Card.tsx in a new folder of its own with `rule`, styled-components left out, and returns the bundle's text. */
async function compileCard(rule: ReturnType<typeof tsxRule>, target: 'web' | 'node'): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ln-styled-ids-'));
  await mkdir(path.join(dir, 'src'));
  await writeFile(path.join(dir, 'src', 'Card.tsx'), CARD);
  const compiler = rspack({
    mode: 'production',
    target,
    context: dir,
    entry: { main: './src/Card.tsx' },
    output: { path: path.join(dir, 'dist'), library: { type: 'commonjs2' } },
    externals: { 'styled-components': 'commonjs styled-components' },
    optimization: { minimize: false },
    module: { rules: [rule] },
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((err, stats) => (err || stats?.hasErrors() ? reject(err ?? new Error(stats?.toString())) : resolve())),
  );
  return readFile(path.join(dir, 'dist', 'main.js'), 'utf8');
}

const configs = (dir: string) => ({
  browser: createRemoteConfig({
    dir,
    port: 4000,
    env: {},
    federation: { name: 'mfe_marketing', filename: 'remoteEntry.js', exposes: { './App': './src/federation/App.tsx' }, shared: {} },
  }),
  server: createServerRenderConfig({ dir, env: {}, entry: './src/server/render.tsx', filename: 'render.cjs', after: 'browser' }),
});

type SwcRule = { options: { jsc: { experimental: unknown } } };
const plugins = (config: { module?: { rules?: unknown[] } }) => (config.module!.rules![0] as SwcRule).options.jsc.experimental;

describe('styled-components ids', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('are the same in a browser build and a server renderer, from the file, not its folder or the order modules run in', async () => {
    const browser = await compileCard(tsxRule(false, 'chrome >= 111'), 'web');
    const server = await compileCard(tsxRule(false, 'node >= 20'), 'node');
    const ids = (bundle: string) => [...bundle.matchAll(/componentId: "([^"]+)"/g)].map((match) => match[1]);
    expect(ids(browser)).toHaveLength(2);
    expect(ids(browser)[0]).toMatch(/^sc-[0-9a-f]+-0$/);
    expect(ids(browser)[1]).toMatch(/^sc-[0-9a-f]+-1$/);
    expect(ids(server)).toEqual(ids(browser));
    // Production: no component names in the classes.
    expect(browser).not.toContain('displayName');
  }, 60_000);

  it('are built with the same plugin options by a remote and its server renderer, in production and in development', () => {
    for (const mode of ['production', 'development']) {
      vi.stubEnv('NODE_ENV', mode);
      const { browser, server } = configs('/tmp/mfe-x');
      expect(plugins(server)).toEqual(plugins(browser));
      expect(JSON.stringify(plugins(browser))).toContain(`"displayName":${mode === 'development'}`);
    }
  });
});
