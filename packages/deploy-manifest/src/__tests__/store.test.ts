import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { selectRelease } from '..';
import { publishBuild, readManifest, rollbackRemote } from '../store';

async function fakeBuild(root: string, content: string) {
  const dist = path.join(root, `dist-${content}`);
  await mkdir(path.join(dist, 'static'), { recursive: true });
  await writeFile(path.join(dist, 'remoteEntry.js'), `/* ${content} */`);
  await writeFile(path.join(dist, 'static', 'chunk.js'), content);
  return dist;
}

describe('deployment store', () => {
  it('releases at 10%, then 100%, then rolls back, without rebuilding anything else', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'ln-deploy-'));
    const deployDir = path.join(root, 'deploy');
    const base = { deployDir, remote: 'mfe_leads', folder: 'mfe-leads', packageVersion: '0.1.0' };
    const v1 = await publishBuild({ ...base, distDir: await fakeBuild(root, 'one'), percent: 100 });
    const dist2 = await fakeBuild(root, 'two');
    const v2at10 = await publishBuild({ ...base, distDir: dist2, percent: 10 });
    expect(v2at10.copied).toBe(true);
    expect(v2at10.version).not.toBe(v1.version);
    expect((await readManifest(deployDir)).remotes.mfe_leads!.releases.map((r) => r.weight)).toEqual([90, 10]);

    const v2at100 = await publishBuild({ ...base, distDir: dist2, percent: 100 });
    expect(v2at100).toMatchObject({ version: v2at10.version, copied: false });
    expect(selectRelease((await readManifest(deployDir)).remotes.mfe_leads, 'mfe_leads', 'x')?.version).toBe(v2at10.version);

    expect(await rollbackRemote(deployDir, 'mfe_leads')).toEqual({ from: v2at10.version, to: v1.version });
    const after = await readManifest(deployDir);
    expect(selectRelease(after.remotes.mfe_leads, 'mfe_leads', 'x')?.version).toBe(v1.version);
    // Both versions stay on disk, unchanged (immutable folders).
    expect((await readdir(path.join(deployDir, 'remotes', 'mfe-leads'))).sort()).toEqual([v1.version, v2at10.version].sort());
    expect(await readFile(path.join(deployDir, 'remotes', 'mfe-leads', v1.version, 'static', 'chunk.js'), 'utf8')).toBe('one');
  });

  it('explains a missing build', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'ln-deploy-'));
    await expect(
      publishBuild({ deployDir: root, remote: 'mfe_leads', folder: 'mfe-leads', packageVersion: '0.1.0', distDir: path.join(root, 'nope'), percent: 100 }),
    ).rejects.toThrow(/npm run build -w mfe-leads/);
  });
});
