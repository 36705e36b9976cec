import { type Db, MongoClient } from 'mongodb';

import { startServer } from '../../src/index.js';

/**
 * Connection for one test file. With MONGODB_URI set the suite runs against
 * that server (a real mongod) in a database of its own; otherwise it starts
 * the embedded server in memory on a free port.
 */
export interface TestDb {
  uri: string;
  dbName: string;
  client: MongoClient;
  db: Db;
  /** True when running against the embedded server. */
  embedded: boolean;
  close(): Promise<void>;
}

export async function openTestDb(area: string): Promise<TestDb> {
  const external = process.env.MONGODB_URI;
  const server = external ? null : await startServer({ inMemory: true, port: 0 });
  const uri = external ?? server!.uri;
  const dbName = external ? `embedded_mongo_${area}_${Date.now().toString(36)}` : area;
  const client = await MongoClient.connect(uri);
  const db = client.db(dbName);
  return {
    uri,
    dbName,
    client,
    db,
    embedded: !external,
    async close() {
      if (external) await db.dropDatabase().catch(() => {});
      await client.close();
      await server?.stop();
    },
  };
}

/** A connection string that selects dbName (for mongoose.connect). */
export function uriWithDb(uri: string, dbName: string): string {
  const u = new URL(uri);
  u.pathname = `/${dbName}`;
  return u.toString();
}
