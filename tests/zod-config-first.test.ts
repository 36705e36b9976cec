import { readFileSync } from 'node:fs';
import path from 'node:path';

import { REMOTE_NAMES, REMOTES } from '@leadnest/remotes';

const ROOT = path.resolve(import.meta.dirname, '..');

/** What a browser bundle runs first: the shell's entry, and each remote's (when it runs by itself). */
const ENTRIES = ['shell', ...REMOTE_NAMES.map((name) => REMOTES[name].folder)].map((folder) => `${folder}/src/index.ts`);

// zod reads `jitless` when a schema is built, and the shell's CSP reports the
// eval probe of any schema built before it is set
// (packages/contracts/src/zod-config.ts): so it is each entry's first import.
describe.each(ENTRIES)('%s', (entry) => {
  it('imports zod’s configuration before anything else', () => {
    const firstImport = /^import [^;]+;/m.exec(readFileSync(path.join(ROOT, entry), 'utf8'))?.[0];
    expect(firstImport).toBe("import '@leadnest/contracts/zod-config';");
  });

  it('depends on @leadnest/contracts, which provides it', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, entry.split('/')[0]!, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    expect(pkg.dependencies?.['@leadnest/contracts']).toBeDefined();
  });
});
