import { promises as fsp, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { CREDENTIAL_FILE } from './auth/credential.js';
import { defaultDbPath, startServer } from './server.js';
import { DataDamagedError } from './storage/damage.js';
import { DataDirLockedError } from './storage/lock.js';
import { repairDataDir } from './storage/repair.js';

/**
 * embedded-mongo --port 27017 --dbpath ./data [--inMemory]
 * embedded-mongo repair --dbpath ./data
 * Exit codes: 2 bad arguments, 3 a damaged data folder, 4 the folder is in
 * use by another process.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: '27017' },
    dbpath: { type: 'string' },
    inMemory: { type: 'boolean', default: false },
    journalLimitMB: { type: 'string' },
    quiet: { type: 'boolean', default: false },
    exitWithParent: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log('Usage: embedded-mongo [--port 27017] [--dbpath ./data/db] [--inMemory] [--journalLimitMB 64] [--quiet] [--exitWithParent]');
  console.log('       embedded-mongo repair --dbpath ./data/db   (server stopped: keep every intact record, move damaged files aside)');
  process.exit(0);
}

if (positionals[0] === 'repair') {
  const dir = path.resolve(values.dbpath ?? defaultDbPath());
  if (!(await fsp.stat(dir).catch(() => null))?.isDirectory()) {
    console.error(`no data folder at ${dir}`);
    process.exit(2);
  }
  const report = await repairDataDir(dir).catch((err: unknown) => {
    if (!(err instanceof DataDirLockedError)) throw err;
    console.error(err.message);
    process.exit(4);
  });
  for (const line of report.lines) console.log(line);
  console.log(report.damaged ? `repaired ${dir}: start the server again` : `no damage found in ${dir}; nothing was changed`);
  process.exit(0);
} else if (positionals.length) {
  console.error(`unknown command: ${positionals.join(' ')} (try --help)`);
  process.exit(2);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`invalid --port: ${values.port}`);
  process.exit(2);
}

const dbPath = path.resolve(values.dbpath ?? defaultDbPath());
const server = await startServer({
  port,
  dbPath,
  inMemory: values.inMemory,
  journalLimitBytes: values.journalLimitMB ? Number(values.journalLimitMB) * 1024 * 1024 : undefined,
  logger: (line, level = 'debug') => {
    if (level === 'warn' || level === 'error') console.error(line);
    else if (!values.quiet) console.log(line);
  },
}).catch((err: unknown) => {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(4);
  }
  if (!(err instanceof DataDamagedError)) throw err;
  console.error(err.message);
  process.exit(3);
});

// The credential never goes to the output: it is in <dbpath>/credential.json
// (0600), or for --inMemory in a private temporary file removed at exit.
let credentialFile = path.join(dbPath, CREDENTIAL_FILE);
if (values.inMemory) {
  const tmp = await fsp.mkdtemp(path.join(os.tmpdir(), 'embedded-mongo-'));
  credentialFile = path.join(tmp, CREDENTIAL_FILE);
  await fsp.writeFile(credentialFile, `${JSON.stringify(server.credential)}\n`, { mode: 0o600 });
  process.once('exit', () => rmSync(tmp, { recursive: true, force: true }));
}
// Machine-readable line for scripts and tests that start the CLI with --port 0.
console.log(`READY ${server.address} ${credentialFile}`);

let stopping = false;
const stopAndExit = () => {
  if (stopping) return;
  stopping = true;
  void server.stop().then(() => process.exit(0));
};
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.once(sig, stopAndExit);
// Started by another process (the API's primary) with a pipe on stdin: when
// that process is gone, however it ended, the pipe closes and the server
// stops cleanly instead of holding the data folder's lock as an orphan.
if (values.exitWithParent) {
  process.stdin.on('end', stopAndExit);
  process.stdin.on('close', stopAndExit);
  process.stdin.resume();
}

// Only with `node --expose-gc` (the benchmark): SIGUSR2 runs full garbage
// collections so memory can be measured without transient garbage. Several,
// spaced out, with a trickle of allocation in between: V8 gives back the
// young generation it grew during a bulk load only at a collection that
// sees a low but non-zero allocation rate (as an idle server answering
// heartbeats has), and fragmented old-generation pages over successive ones.
const gc = (globalThis as { gc?: () => void }).gc;
if (gc) {
  process.on('SIGUSR2', () => {
    let n = 0;
    let trickle: unknown[] = [];
    const again = (): void => {
      gc();
      trickle = Array.from({ length: 64 }, (_, i) => ({ i }));
      if (++n < 6) setTimeout(again, 250);
      else trickle = [];
    };
    again();
    void trickle;
  });
}
