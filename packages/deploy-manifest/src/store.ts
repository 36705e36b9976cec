import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { emptyManifest } from './empty';
import { publishRelease, rollbackRelease } from './operations';
import { type DeployManifest, parseManifest } from './schema';

/**
 * The deployment store on disk (Node only):
 *
 *   <deployDir>/manifest.json                     what the shell reads
 *   <deployDir>/remotes/<folder>/<version>/...    immutable copies of remote builds
 *
 * Every write is atomic (write aside, then rename), so the server never
 * serves half a manifest or half a version folder.
 */

export const REMOTES_URL_PREFIX = '/remotes';

export function manifestPath(deployDir: string): string {
  return path.join(deployDir, 'manifest.json');
}

export function defaultDeployDir(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  if (env.DEPLOY_DIR) return path.resolve(cwd, env.DEPLOY_DIR);
  return path.resolve(cwd, env.DATA_DIR ?? '.data', 'deploy');
}

/** Reads the manifest; a missing file is an empty manifest, a broken one an error. */
export async function readManifest(deployDir: string): Promise<DeployManifest> {
  let text: string;
  try {
    text = await readFile(manifestPath(deployDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyManifest();
    throw error;
  }
  return parseManifest(JSON.parse(text));
}

export async function writeManifest(deployDir: string, manifest: DeployManifest): Promise<void> {
  parseManifest(manifest);
  await mkdir(deployDir, { recursive: true });
  const target = manifestPath(deployDir);
  const aside = `${target}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(aside, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(aside, target);
}

async function listFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name), base) : [path.relative(base, path.join(dir, e.name))])),
  );
  return nested.flat().sort();
}

/** A hash of a build folder's names and contents: same build, same version id. */
export async function hashBuild(distDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(distDir)) {
    hash
      .update(file)
      .update('\0')
      .update(await readFile(path.join(distDir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

export interface PublishBuildInput {
  deployDir: string;
  /** Federation name (`mfe_leads`). */
  remote: string;
  /** Workspace folder (`mfe-leads`), also the URL segment. */
  folder: string;
  /** The remote's package version. */
  packageVersion: string;
  distDir: string;
  percent: number;
}

export interface PublishBuildResult {
  version: string;
  entry: string;
  /** False when this exact build was already published (only its share changed). */
  copied: boolean;
  manifest: DeployManifest;
}

/** Copies a build into its immutable version folder (once) and gives it `percent` of traffic. */
export async function publishBuild(input: PublishBuildInput): Promise<PublishBuildResult> {
  const entryFile = path.join(input.distDir, 'remoteEntry.js');
  await stat(entryFile).catch(() => {
    throw new Error(`${input.folder} has no build at ${input.distDir}: run \`npm run build -w ${input.folder}\` first`);
  });
  const version = `${input.packageVersion}-${await hashBuild(input.distDir)}`;
  const versionDir = path.join(input.deployDir, 'remotes', input.folder, version);
  const exists = await stat(versionDir).then(
    () => true,
    () => false,
  );
  if (!exists) {
    const aside = `${versionDir}.${process.pid}.tmp`;
    await rm(aside, { recursive: true, force: true });
    await cp(input.distDir, aside, { recursive: true });
    await rename(aside, versionDir);
  }
  const entry = `${REMOTES_URL_PREFIX}/${input.folder}/${version}/remoteEntry.js`;
  const manifest = publishRelease(await readManifest(input.deployDir), {
    remote: input.remote,
    version,
    entry,
    percent: input.percent,
  });
  await writeManifest(input.deployDir, manifest);
  return { version, entry, copied: !exists, manifest };
}

export async function rollbackRemote(deployDir: string, remote: string): Promise<{ from: string; to: string }> {
  const result = rollbackRelease(await readManifest(deployDir), remote);
  await writeManifest(deployDir, result.manifest);
  return { from: result.from, to: result.to };
}
