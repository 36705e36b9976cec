import { closeSync, constants, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * One process per data folder, as mongod's `mongod.lock`: the file is held
 * open with an exclusive flock(2) for as long as the store is open. The
 * kernel drops the lock when the holder exits however it exits (kill -9
 * included), so a crashed holder never blocks a restart, and nothing is
 * decided from the file's contents: the pid written into it only names the
 * holder in the refusal message.
 *
 * flock, not fcntl: flock locks belong to the open file description, so a
 * second open of the same file in the same process is refused too (tests
 * start two servers in one process), and closing some other descriptor of
 * the file never drops it. Node has no flock of its own; fs-ext is the
 * maintained binding for it. See docs/decisions/0027-embedded-database-durability.md.
 */
export const LOCK_FILE = 'mongod.lock';

interface FsExt {
  flockSync(fd: number, flags: 'ex' | 'exnb' | 'sh' | 'shnb' | 'un'): void;
}
const { flockSync } = createRequire(import.meta.url)('fs-ext') as FsExt;

/** Another live process holds the data folder. Nothing in it was read or changed. */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';

  constructor(
    readonly dbPath: string,
    /** The pid the holder wrote into the lock file, when it could be read. */
    readonly holderPid: number | null,
  ) {
    super(
      `embedded-mongo: the data folder ${dbPath} is in use by another process (${holderPid ? `pid ${holderPid}` : 'pid unknown'}), ` +
        `which holds ${path.join(dbPath, LOCK_FILE)}. Only one process may open a data folder at a time; nothing was read or changed. ` +
        `Stop the other process (or give this one another data folder) and start again.`,
    );
  }
}

export interface DataDirLock {
  /** Empties the file (a clean stop, as mongod does) and drops the lock. Idempotent. */
  release(): void;
}

/** Takes the folder's lock without waiting, or throws DataDirLockedError. The folder must exist. */
export function lockDataDir(dir: string): DataDirLock {
  const file = path.join(dir, LOCK_FILE);
  const fd = openSync(file, constants.O_RDWR | constants.O_CREAT, 0o600);
  try {
    flockSync(fd, 'exnb');
  } catch (err) {
    closeSync(fd);
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EAGAIN' || code === 'EWOULDBLOCK') throw new DataDirLockedError(dir, readHolderPid(file));
    throw err;
  }
  ftruncateSync(fd, 0);
  writeSync(fd, `${process.pid}\n`, 0);
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      try {
        ftruncateSync(fd, 0);
      } finally {
        closeSync(fd); // closing the last descriptor of the description drops the flock
      }
    },
  };
}

function readHolderPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
