import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { selectRelease } from '@leadnest/deploy-manifest';
import { readManifest } from '@leadnest/deploy-manifest/store';
import { describe, expect, it } from 'vitest';

import { ROOT } from '../lib/workspace';

function cli(script: 'release' | 'rollback', args: string[], deployDir: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', `${script}.ts`), ...args], {
    cwd: ROOT,
    env: { ...process.env, DEPLOY_DIR: deployDir },
    encoding: 'utf8',
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

/** The same run, without blocking: independent runs start together (each spends most of its time starting tsx). */
function cliAsync(script: 'release' | 'rollback', args: string[], deployDir: string): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', `${script}.ts`), ...args], {
      cwd: ROOT,
      env: { ...process.env, DEPLOY_DIR: deployDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, out, err }));
  });
}

async function fakeBuild(root: string, label: string): Promise<string> {
  const dist = path.join(root, label);
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'remoteEntry.js'), `var mfe_leads = "${label}";`);
  return dist;
}

describe('npm run release / rollback', () => {
  it('rebuild → release at 10% → 100% → rollback, touching only the manifest and a new version folder', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'ln-release-'));
    const deployDir = path.join(root, 'deploy');
    const shellIndex = path.join(ROOT, 'shell', 'index.html');
    const shellBefore = (await stat(shellIndex)).mtimeMs;

    expect(cli('release', ['mfe-leads', '--dist', await fakeBuild(root, 'build-1')], deployDir)).toMatchObject({ code: 0 });
    const v2 = cli('release', ['mfe-leads', '--percent', '10', '--dist', await fakeBuild(root, 'build-2')], deployDir);
    expect(v2.code).toBe(0);
    expect(v2.out).toMatch(/published; now at 10% of traffic/);
    let releases = (await readManifest(deployDir)).remotes.mfe_leads!.releases;
    expect(releases.map((r) => r.weight)).toEqual([90, 10]);

    expect(cli('release', ['leads', '--percent', '100', '--dist', path.join(root, 'build-2')], deployDir).out).toMatch(/already published; now at 100%/);
    releases = (await readManifest(deployDir)).remotes.mfe_leads!.releases;
    expect(releases.map((r) => r.weight)).toEqual([0, 100]);

    const back = cli('rollback', ['mfe_leads'], deployDir);
    expect(back.code).toBe(0);
    const after = await readManifest(deployDir);
    expect(selectRelease(after.remotes.mfe_leads, 'mfe_leads', 'anyone')?.version).toBe(releases[0]!.version);
    expect(back.out).toContain(`rolled back from ${releases[1]!.version} to ${releases[0]!.version}`);
    // The other version is still there, byte for byte.
    expect(await readFile(path.join(deployDir, 'remotes', 'mfe-leads', releases[1]!.version, 'remoteEntry.js'), 'utf8')).toContain('build-2');
    expect((await stat(shellIndex)).mtimeMs).toBe(shellBefore);
  });

  it('explains bad input with a non-zero exit', async () => {
    const deployDir = await mkdtemp(path.join(os.tmpdir(), 'ln-release-'));
    // None of these writes anything, so they run side by side.
    const [unknown, percent, rollback, none] = await Promise.all([
      cliAsync('release', ['mfe-nope'], deployDir),
      cliAsync('release', ['mfe-leads', '--percent', '150'], deployDir),
      cliAsync('rollback', ['mfe-leads'], deployDir),
      cliAsync('release', [], deployDir),
    ]);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/Unknown remote "mfe-nope". One of: mfe-marketing, mfe-dashboard/);
    expect(percent.err).toMatch(/--percent must be a whole number from 1 to 100/);
    expect(rollback.err).toMatch(/no live release to roll back/);
    expect(none.err).toMatch(/Name a remote/);
  });
});
