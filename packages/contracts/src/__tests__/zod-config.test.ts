import '../index';

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const SRC = path.resolve(import.meta.dirname, '..');

/**
 * What a page's CSP sees: a fresh process in which every `new Function` is
 * counted (the eval probe and the compiled parsers alike), then the
 * contracts are loaded and every schema they export parses a value. A
 * fresh process, since zod caches its probe's answer in the module.
 */
const COUNT_EVALS = `
let evals = 0;
const RealFunction = globalThis.Function;
globalThis.Function = new Proxy(RealFunction, {
  construct(target, args) { evals += 1; return Reflect.construct(target, args); },
  apply(target, self, args) { evals += 1; return Reflect.apply(target, self, args); },
});
const contracts = await import(${JSON.stringify(path.join(SRC, 'index.ts'))});
let schemas = 0;
for (const value of Object.values(contracts)) {
  if (value && typeof value === 'object' && typeof value.safeParse === 'function') {
    schemas += 1;
    value.safeParse({});
    value.safeParse({ name: 'Ann', email: 'ann@example.com', phone: '5125550100' });
  }
}
console.log(JSON.stringify({ evals, schemas }));
`;

describe('zod configuration', () => {
  it('is jitless once the contracts are loaded', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('never builds a function from a string: no eval for a CSP to report, from loading the contracts to parsing with every schema', { timeout: 30_000 }, () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', COUNT_EVALS], { encoding: 'utf8', cwd: SRC });
    const { evals, schemas } = JSON.parse(out.trim().split('\n').at(-1)!) as { evals: number; schemas: number };
    expect(schemas).toBeGreaterThan(50);
    expect(evals).toBe(0);
  });

  it('is the first thing the index and the phone entry import, and a side effect bundlers keep', () => {
    for (const file of ['index.ts', 'phone-number.ts']) {
      const firstImport = /^import [^;]+;/m.exec(readFileSync(path.join(SRC, file), 'utf8'))?.[0];
      expect(firstImport, file).toBe("import './zod-config';");
    }
    const pkg = JSON.parse(readFileSync(path.join(SRC, '../package.json'), 'utf8')) as { sideEffects: unknown; exports: Record<string, string> };
    expect(pkg.sideEffects).toEqual(['./src/zod-config.ts']);
    expect(pkg.exports['./zod-config']).toBe('./src/zod-config.ts');
  });
});
