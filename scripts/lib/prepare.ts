import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

import { selectRelease } from '@leadnest/deploy-manifest';
import { publishBuild, readManifest } from '@leadnest/deploy-manifest/store';
import { REMOTE_NAMES, REMOTES } from '@leadnest/remotes';

import { distDirOf, packageVersionOf, ROOT } from './workspace';

/** The website chat script the API serves at /widget.js. */
const CHAT_WIDGET = 'packages/chat-widget';

/** The file that proves a web app has been built. */
function builtMarker(folder: string): string {
  if (folder === CHAT_WIDGET) return path.join(distDirOf(folder), 'widget.js');
  return path.join(distDirOf(folder), folder === 'shell' ? 'index.html' : 'remoteEntry.js');
}

/** Builds the shell, every remote and the chat widget when they have no build yet, one at a time (2-core machines). */
export function buildMissing(log: (line: string) => void = console.log): void {
  const folders = ['shell', ...REMOTE_NAMES.map((n) => REMOTES[n].folder), CHAT_WIDGET];
  const missing = folders.filter((f) => !existsSync(builtMarker(f)));
  missing.forEach((folder, i) => {
    log(`[build ${i + 1}/${missing.length}] ${folder}…`);
    const started = Date.now();
    const result = spawnSync('npm', ['run', 'build', '-w', folder], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`Building ${folder} failed (exit ${result.status})`);
    log(`[build ${i + 1}/${missing.length}] ${folder} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
}

/**
 * Releases, at 100%, every remote that has no live release yet, so a fresh
 * checkout runs with one command. Remotes already released are left alone:
 * after a rebuild, `npm run release -- <remote>` decides when it goes live.
 */
export async function releaseUnreleased(deployDir: string, log: (line: string) => void = console.log): Promise<void> {
  const manifest = await readManifest(deployDir);
  for (const name of REMOTE_NAMES) {
    if (selectRelease(manifest.remotes[name], name, 'any')) continue;
    const { folder } = REMOTES[name];
    const result = await publishBuild({
      deployDir,
      remote: name,
      folder,
      packageVersion: packageVersionOf(folder),
      distDir: distDirOf(folder),
      percent: 100,
    });
    log(`[release] ${folder} ${result.version} at 100%`);
  }
}
