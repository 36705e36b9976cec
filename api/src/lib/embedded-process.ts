import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';

import type { AppLogger } from './logger.js';

/*
 * The embedded database in a process of its own (docs/decisions/0031-many-api-processes.md):
 * its indexes and scans no longer share a heap and an event loop with any
 * API process, and every API worker reaches it over the wire protocol on
 * loopback with the generated credential, as it would reach MONGODB_URI.
 * The data folder's lock belongs to that process.
 */

/** Exit codes of the embedded-mongo CLI (packages/embedded-mongo/src/cli.ts) that carry a message for the operator. */
const OPERATOR_EXITS: Record<number, string> = { 3: 'DataDamagedError', 4: 'DataDirLockedError' };

export interface EmbeddedProcess {
  /** mongodb://user:secret@127.0.0.1:port/ (mask it when logging). */
  uri: string;
  pid: number;
  /** Resolves when the process ends, with its exit code (null: killed by a signal). */
  exited: Promise<number | null>;
  /** Asks it to flush and stop; kills it if it has not stopped within `timeoutMs`. */
  stop(timeoutMs?: number): Promise<void>;
}

function cliPath(): string {
  const require = createRequire(import.meta.url);
  // The package's entry is src/index.ts; its CLI sits beside src.
  return path.join(path.dirname(require.resolve('@leadnest/embedded-mongo')), '..', 'bin', 'embedded-mongo.js');
}

/** Starts the embedded server on a free loopback port with its files in `dbPath`; resolves once it accepts connections. */
export async function startEmbeddedProcess(dbPath: string, logger: AppLogger): Promise<EmbeddedProcess> {
  const log = logger.child({ component: 'embedded-mongo' });
  // stdin is a pipe the server watches (--exitWithParent): it stops when this
  // process is gone. Its own process group: a Ctrl-C reaches the API workers,
  // which drain their requests, and the primary stops the database after them.
  const child: ChildProcess = spawn(process.execPath, [cliPath(), '--port', '0', '--dbpath', dbPath, '--quiet', '--exitWithParent'], {
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    for (const line of chunk.split('\n').filter(Boolean)) log.warn(line);
  });

  const ready = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolve(line);
      else log.debug(line);
    });
    void exited.then((code) => {
      const message = stderr.trim() || `the embedded database stopped at start (exit code ${code})`;
      const err = new Error(message);
      if (code !== null && OPERATOR_EXITS[code]) err.name = OPERATOR_EXITS[code];
      reject(err);
    });
  });
  const [, address, credentialFile] = ready.split(' ');
  const { uriWithCredential } = await import('@leadnest/embedded-mongo');
  const credential = JSON.parse(await readFile(credentialFile!, 'utf8'));
  const uri = uriWithCredential(address!, credential);

  let stopping: Promise<void> | undefined;
  return {
    uri,
    pid: child.pid!,
    exited,
    stop(timeoutMs = 15_000) {
      stopping ??= (async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
        await exited;
        clearTimeout(timer);
      })();
      return stopping;
    },
  };
}
