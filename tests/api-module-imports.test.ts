import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

/*
 * API modules depend one way: when module A imports module B, B never
 * imports A. A reaction that would run against the grain (B must act when A
 * changes something) subscribes to A's domain event instead
 * (docs/decisions/0029-domain-events.md). Only
 * production files count: a module's tests and its `testing.ts` helpers may
 * reach anywhere.
 */

const MODULES = path.resolve(import.meta.dirname, '../api/src/modules');
/** `from './x.js'`, `import('./x.js')` and a bare `import './x.js'` (run for its effects). */
const IMPORT = /\bfrom\s+'(\.[^']+)'|\bimport\s*\(\s*'(\.[^']+)'\s*\)|^import\s+'(\.[^']+)'/gm;

function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : productionFiles(full);
    return entry.name.endsWith('.ts') && entry.name !== 'testing.ts' ? [full] : [];
  });
}

/** module → the other modules it imports, each with the files that do. */
function moduleImports(): Map<string, Map<string, Set<string>>> {
  const modules = readdirSync(MODULES, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  const graph = new Map<string, Map<string, Set<string>>>(modules.map((m) => [m, new Map()]));
  for (const from of modules) {
    for (const file of productionFiles(path.join(MODULES, from))) {
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = path.relative(MODULES, path.resolve(path.dirname(file), match[1] ?? match[2] ?? match[3]!)).split(path.sep)[0]!;
        if (target === from || !graph.has(target)) continue;
        const files = graph.get(from)!.get(target) ?? new Set<string>();
        files.add(path.relative(MODULES, file));
        graph.get(from)!.set(target, files);
      }
    }
  }
  return graph;
}

describe('API module imports', () => {
  const graph = moduleImports();

  it('reads the modules and their imports (the check below has something to check)', () => {
    expect(graph.size).toBeGreaterThan(20);
    expect([...graph.values()].filter((targets) => targets.size > 0).length).toBeGreaterThan(10);
  });

  it('never run both ways between two modules', () => {
    const mutual: string[] = [];
    for (const [a, targets] of graph) {
      for (const [b, files] of targets) {
        const back = graph.get(b)?.get(a);
        if (a < b && back) mutual.push(`${a} ↔ ${b}: ${[...files].join(', ')} ↔ ${[...back].join(', ')}`);
      }
    }
    expect(mutual).toEqual([]);
  });
});
