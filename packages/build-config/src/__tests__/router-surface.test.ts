import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import * as surface from '../router-surface';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const APP_DIRS = ['shell/src', 'packages'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** Every name any app imports from 'react-router-dom'. */
function importedRouterNames(): Map<string, string> {
  const dirs = [
    ...APP_DIRS,
    ...readdirSync(ROOT)
      .filter((d) => d.startsWith('mfe-'))
      .map((d) => `${d}/src`),
  ];
  const names = new Map<string, string>();
  for (const file of dirs.flatMap((d) => sourceFiles(path.join(ROOT, d)))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]+)\}\s+from\s+'react-router-dom'/g)) {
      if (match[1]) continue; // type-only imports cost nothing at run time
      for (const raw of match[2]!.split(',')) {
        const name = raw
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!;
        if (name && !raw.trim().startsWith('type ')) names.set(name, path.relative(ROOT, file));
      }
    }
    if (/import\s+\*\s+as\s+\w+\s+from\s+'react-router-dom'/.test(text)) names.set('*', path.relative(ROOT, file));
  }
  return names;
}

describe('router surface shared by the shell', () => {
  it('provides every router export that any app imports', () => {
    const provided = new Set(Object.keys(surface));
    const missing = [...importedRouterNames()].filter(([name]) => !provided.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing, 'add these to packages/build-config/src/router-surface.ts').toEqual([]);
  });

  it('re-exports real react-router functions', () => {
    expect(typeof surface.BrowserRouter).toBe('function');
    expect(typeof surface.useNavigate).toBe('function');
  });
});
