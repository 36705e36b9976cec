/**
 * A journal or snapshot that fails its checksums anywhere but in a torn last
 * record, or holds a record that passes its checksum but cannot be applied. Start-up stops with this error and changes no file: which records
 * to give up is the operator's decision, not ours.
 */
export class DataDamagedError extends Error {
  override readonly name = 'DataDamagedError';

  constructor(
    /** Absolute path of the damaged file. */
    readonly file: string,
    /** Byte offset of the first unreadable record. */
    readonly offset: number,
    readonly reason: string,
    readonly dbPath: string,
    /** The collection (namespace) of a record that could not be applied. */
    readonly collection?: string,
  ) {
    super(
      `embedded-mongo: ${file} is damaged at byte ${offset}${collection ? ` (collection ${collection})` : ''} (${reason}). ` +
        `The database did not start and no file in ${dbPath} was changed. Choices: ` +
        `(1) restore ${dbPath} from a backup; or ` +
        `(2) run \`npx embedded-mongo repair --dbpath ${dbPath}\` (with the server stopped): it keeps every intact record that can be applied, reports the ones it sets aside, ` +
        `moves the damaged files into ${dbPath}/damaged-<time>/ (nothing is deleted) and writes a new snapshot; then start again.`,
    );
  }
}
