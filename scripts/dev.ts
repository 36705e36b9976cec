/**
 * npm run dev: the API (restarting on change), the shell and every remote on
 * their own rspack dev servers with hot reload. A development deployment
 * manifest points the shell at the remotes' dev servers; open the shell's URL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

import { type DeployManifest, emptyManifest } from '@leadnest/deploy-manifest';
import { writeManifest } from '@leadnest/deploy-manifest/store';
import { REMOTE_NAMES, REMOTES, SHELL_DEV_PORT } from '@leadnest/remotes';

import { ROOT, runCli } from './lib/workspace';

function devManifest(): DeployManifest {
  const manifest = emptyManifest();
  for (const name of REMOTE_NAMES) {
    const entry = `http://127.0.0.1:${REMOTES[name].devPort}/remoteEntry.js`;
    manifest.remotes[name] = { releases: [{ version: 'dev', entry, weight: 100, releasedAt: manifest.updatedAt }] };
  }
  return manifest;
}

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .forEach((line) => console.log(`[${label}] ${line}`));
  child.stdout?.on('data', prefix);
  child.stderr?.on('data', prefix);
  child.on('exit', (code) => console.log(`[${label}] exited with ${code}`));
  return child;
}

runCli(async () => {
  const deployDir = path.join(ROOT, '.data', 'dev-deploy');
  await writeManifest(deployDir, devManifest());
  const children = [
    run('api', 'npx', ['tsx', 'watch', 'api/src/server.ts'], { DEPLOY_DIR: deployDir, NODE_ENV: 'development' }),
    run('shell', 'npm', ['run', 'dev', '-w', 'shell']),
    ...REMOTE_NAMES.map((name) => run(REMOTES[name].folder, 'npm', ['run', 'dev', '-w', REMOTES[name].folder])),
  ];
  console.log(`\nLeadNest dev: open http://127.0.0.1:${SHELL_DEV_PORT} (API on :${process.env.PORT ?? 3000})\n`);
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
});
