import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { pageChunkName, routesOf } from '@leadnest/remotes';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The server prefetches a page's chunk by the name pageChunkName gives it
// (api/src/modules/web/remote-prefetches.ts); a page whose import lost the
// name would silently go back to loading after ./App has run.
describe('page chunk names', () => {
  it('mfe-dashboard names each page’s chunk after its route', () => {
    const source = readFileSync(path.join(root, 'mfe-dashboard/src/federation/App.tsx'), 'utf8');
    for (const route of routesOf('mfe_dashboard')) expect(source, route.path).toContain(`webpackChunkName: "${pageChunkName(route.path)}"`);
  });
});
