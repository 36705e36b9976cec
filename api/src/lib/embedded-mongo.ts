/**
 * The embedded database (packages/embedded-mongo), imported only when it is
 * needed: with MONGODB_URI set, the process never loads it. Why it is the
 * default: docs/decisions/0001-embedded-database.md.
 */
import type { startServer } from '@leadnest/embedded-mongo';

export type StartEmbeddedMongo = typeof startServer;
export type EmbeddedMongo = Awaited<ReturnType<StartEmbeddedMongo>>;

export async function loadEmbeddedMongo(): Promise<StartEmbeddedMongo> {
  const mod = await import('@leadnest/embedded-mongo');
  return mod.startServer;
}
