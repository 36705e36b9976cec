import path from 'node:path';

import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

import { ROOT } from '../lib/workspace';

/**
 * `npm run lint` fails on unsorted imports (ESLint's simple-import-sort) and
 * on a file prettier would change (prettier --check), with the repository's
 * own configuration (docs/decisions/0030-formatting.md). Each check also
 * passes the same code written as the tools write it, so a check that fails
 * everything fails here too.
 */

const FILE = path.join(ROOT, 'api/src/lib/format-probe.ts');

async function importOrderMessages(code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });
  const [result] = await eslint.lintText(code, { filePath: FILE });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'simple-import-sort/imports').map((m) => m.message);
}

async function formatted(code: string): Promise<boolean> {
  const options = await prettier.resolveConfig(FILE);
  return prettier.check(code, { ...options, filepath: FILE });
}

describe('lint checks the format', () => {
  it('refuses imports out of order, accepts them sorted', async () => {
    const unsorted = "import { z } from 'zod';\nimport { readFile } from 'node:fs/promises';\n\nexport const probe = [z, readFile];\n";
    const sorted = "import { readFile } from 'node:fs/promises';\n\nimport { z } from 'zod';\n\nexport const probe = [z, readFile];\n";
    expect(await importOrderMessages(unsorted)).toEqual(['Run autofix to sort these imports!']);
    expect(await importOrderMessages(sorted)).toEqual([]);
  }, 60_000);

  it('refuses code prettier would change (double quotes, missing semicolons, odd spacing), accepts its own output', async () => {
    const loose = 'export const probe = {a:"x",  b : 2}\n';
    expect(await formatted(loose)).toBe(false);
    const options = await prettier.resolveConfig(FILE);
    const clean = await prettier.format(loose, { ...options, filepath: FILE });
    expect(clean).toBe("export const probe = { a: 'x', b: 2 };\n");
    expect(await formatted(clean)).toBe(true);
  });
});
