/**
 * npm run release -- <remote> [--percent N] [--dist <folder>]
 *
 * Publishes the remote's current build (its dist/ folder) as an immutable
 * version and gives it N% of visitors (default 100); the rest stay on the
 * release that had the most traffic. Releasing the same build again only
 * changes its share, so `--percent 10` then `--percent 100` is a staged
 * rollout. Nothing is rebuilt, neither the shell nor any other remote.
 * `--dist` publishes a build from elsewhere (say, a CI artifact) instead of
 * the remote's own dist/ folder.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';

import { defaultDeployDir, publishBuild } from '@leadnest/deploy-manifest/store';

import { distDirOf, packageVersionOf, remoteFromArgs, runCli, UsageError } from './lib/workspace';

runCli(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { percent: { type: 'string', default: '100' }, dist: { type: 'string' } },
  });
  const remote = remoteFromArgs(positionals[0]);
  const percent = Number(values.percent);
  if (!Number.isInteger(percent) || percent < 1 || percent > 100) {
    throw new UsageError(`--percent must be a whole number from 1 to 100 (got "${values.percent}")`);
  }
  const deployDir = defaultDeployDir();
  const result = await publishBuild({
    deployDir,
    remote: remote.name,
    folder: remote.folder,
    packageVersion: packageVersionOf(remote.folder),
    distDir: values.dist ? path.resolve(values.dist) : distDirOf(remote.folder),
    percent,
  });
  console.log(`${remote.folder} ${result.version} ${result.copied ? 'published' : 'already published'}; now at ${percent}% of traffic`);
  for (const r of result.manifest.remotes[remote.name]?.releases ?? []) {
    if (r.weight > 0) console.log(`  ${r.version}  ${r.weight}%`);
  }
  console.log(`manifest: ${deployDir}/manifest.json (live at once; no restart needed)`);
});
