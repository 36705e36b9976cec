/**
 * The embedded database (packages/embedded-mongo), loaded only when it is
 * needed: with MONGODB_URI set, the process never loads it.
 *
 * The interface is written down here and the package imported through a
 * variable specifier, because the package is being written alongside this
 * code; once it exports `startServer`, this file can switch to a plain
 * `import type` of its types. Until then `loadEmbeddedMongo()` answers
 * undefined and callers say so.
 */
export interface EmbeddedMongoOptions {
  /** 0 = any free port. */
  port?: number;
  dbPath?: string;
  inMemory?: boolean;
  logger?: (line: string) => void;
}

export interface EmbeddedMongo {
  uri: string;
  port: number;
  stop(): Promise<void>;
}

export type StartEmbeddedMongo = (options: EmbeddedMongoOptions) => Promise<EmbeddedMongo>;

const PACKAGE = '@leadnest/embedded-mongo';

export async function loadEmbeddedMongo(): Promise<StartEmbeddedMongo | undefined> {
  try {
    const mod = (await import(PACKAGE)) as { startServer?: unknown };
    return typeof mod.startServer === 'function' ? (mod.startServer as StartEmbeddedMongo) : undefined;
  } catch (err) {
    // Only "not there yet" is expected; a package that fails while loading is a bug to surface.
    if (isModuleMissing(err)) return undefined;
    throw err;
  }
}

/** The package itself is missing, not one of its own imports (that would be a real failure). */
function isModuleMissing(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  const text = String(err);
  const notFound = code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND' || /Cannot find (module|package)|Failed to (load|resolve)/i.test(text);
  return notFound && text.includes('embedded-mongo');
}
