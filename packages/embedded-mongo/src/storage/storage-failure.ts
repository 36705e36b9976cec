import { MongoError } from '../errors.js';

/** mongod's code for a disk that is full; any other storage failure is an InternalError (1). */
export const OUT_OF_DISK_SPACE = 14031;

/**
 * The store could not make a write durable (a failed write, fdatasync or
 * journal rotation). From then on the server refuses every write until it
 * restarts; reads answer what is on disk. The client of the write that hit
 * the failure, and of every write that was waiting for the same flush, gets
 * this error: none of them was acknowledged, and none is replayed at the
 * next start.
 */
export class StorageFailedError extends MongoError {
  override readonly name = 'StorageFailedError';
  readonly at = new Date();
  /** The errno code of the failure (ENOSPC, EIO…), when it had one. */
  readonly errno: string | undefined;
  /** Set when cutting the journal back to its flushed bytes failed too. */
  truncateError: string | undefined;

  constructor(
    readonly file: string,
    override readonly cause: Error,
  ) {
    const errno = (cause as NodeJS.ErrnoException).code;
    const full = errno === 'ENOSPC' || errno === 'EDQUOT';
    super(
      full ? OUT_OF_DISK_SPACE : 1,
      `embedded-mongo: writes are refused: writing ${file} failed (${cause.message}). ` +
        `Nothing written since the last successful flush was kept; reads still work. ` +
        (full ? 'Free disk space, then restart the server: ' : 'Fix the disk, then restart the server: ') +
        'every acknowledged write is kept.',
    );
    this.errno = errno;
  }
}
