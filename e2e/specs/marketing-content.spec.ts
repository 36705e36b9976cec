import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { publishBuild, readManifest, writeManifest } from '@leadnest/deploy-manifest/store';

import { distDirOf, packageVersionOf, ROOT } from '../../scripts/lib/workspace';
import { expect, test } from '../support/fixtures';

const CONTENT_FILE = path.join(ROOT, 'mfe-marketing/src/content/about.ts');

function buildMarketing(): void {
  const result = spawnSync('npm', ['run', 'build', '-w', 'mfe-marketing'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`Building mfe-marketing failed (exit ${result.status})`);
}

test.setTimeout(180_000);

test('editing a content file and releasing only mfe-marketing changes the live page', async ({ page, deployDir }) => {
  const original = await readFile(CONTENT_FILE, 'utf8');
  const manifest = await readManifest(deployDir);
  const mission = /mission:\s*\n?\s*'([^']+)'/.exec(original)?.[1];
  expect(mission, 'the mission statement in content/about.ts').toBeTruthy();
  const edited = `Our new mission, edited at ${Date.now()}: every lead answered in seconds.`;

  await page.goto('/about');
  await expect(page.getByTestId('mission-statement')).toHaveText(mission!);
  const shellHtml = await (await page.request.get('/')).text();

  try {
    await writeFile(CONTENT_FILE, original.replace(mission!, edited));
    buildMarketing();
    await publishBuild({
      deployDir,
      remote: 'mfe_marketing',
      folder: 'mfe-marketing',
      packageVersion: packageVersionOf('mfe-marketing'),
      distDir: distDirOf('mfe-marketing'),
      percent: 100,
    });
    // The same server process, the same shell: only the remote changed.
    await page.reload();
    await expect(page.getByTestId('mission-statement')).toHaveText(edited);
    // The shell's own scripts, named in a script tag or, on a server-rendered page, in the start script that
    // loads them after the first frame (docs/decisions/0040-server-rendered-public-pages.md): which of the two a load gets
    // depends on whether the render met its budget, not on the release.
    const shellScripts = (html: string) => [...new Set(html.match(/\/main\.[0-9a-f]+\.js/g))].sort().join('\n');
    expect(shellScripts(shellHtml)).toMatch(/^\/main\./);
    expect(shellScripts(await (await page.request.get('/')).text())).toBe(shellScripts(shellHtml));
  } finally {
    await writeFile(CONTENT_FILE, original);
    await writeManifest(deployDir, manifest);
    buildMarketing();
  }
  await page.reload();
  await expect(page.getByTestId('mission-statement')).toHaveText(mission!);
});
