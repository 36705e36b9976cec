import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { uriWithCredential } from '../../src/auth/credential.js';

/** The CLI run as its own process, for tests that kill it or read its exit. */
export const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/embedded-mongo.js');
const children = new Set<ChildProcess>();

/** Kills every child still running (call in afterAll). */
export function killChildren(): void {
  for (const c of children) c.kill('SIGKILL');
}

function spawnCli(args: string[]): { child: ChildProcess; output: () => { out: string; err: string } } {
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  return { child, output: () => ({ out, err }) };
}

/**
 * Starts `embedded-mongo --port 0 --dbpath dbPath ...` and resolves with its
 * connection string (credential from the file named on the READY line) and
 * what it has printed so far; rejects with the output if it exits first.
 */
export async function startChild(
  dbPath: string,
  extra: string[] = [],
): Promise<{ child: ChildProcess; uri: string; address: string; output: () => { out: string; err: string } }> {
  const { child, output } = spawnCli(['--port', '0', '--dbpath', dbPath, ...extra]);
  const [address, credentialFile] = await new Promise<[string, string]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${JSON.stringify(output())}`)), 20_000);
    child.stdout!.on('data', () => {
      // READY <address> <credential file>
      const m = /READY (mongodb:\/\/\S+)(?: (\S+))?\n/.exec(output().out);
      if (m) {
        clearTimeout(timer);
        resolve([m[1]!, m[2] ?? '']);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${JSON.stringify(output())}`));
    });
  });
  // (No credential file: a server from before authentication, when checking that a test fails there.)
  const uri = credentialFile ? uriWithCredential(address, JSON.parse(readFileSync(credentialFile, 'utf8')) as { username: string; password: string }) : address;
  return { child, uri, address, output };
}

/**
 * Runs the CLI to its end (a refused start, or `repair`): exit code and
 * output. A server that starts instead (prints READY) is stopped at once and
 * reported with code 'started'.
 */
export async function runCli(args: string[]): Promise<{ code: number | null | 'started'; out: string; err: string }> {
  const { child, output } = spawnCli(args);
  const code = await new Promise<number | null | 'started'>((resolve) => {
    child.once('exit', resolve);
    child.stdout!.on('data', () => {
      if (/READY /.test(output().out)) {
        child.kill('SIGKILL');
        resolve('started');
      }
    });
  });
  return { code, ...output() };
}

export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
