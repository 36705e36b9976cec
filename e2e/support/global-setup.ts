import { startProductServer, stopProductServer } from './product-server';

/** Starts the product once for the whole run; the returned function stops it. */
export default async function globalSetup() {
  const server = await startProductServer();
  // Read by the fixtures in the test workers (spawned after this runs).
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DEPLOY_DIR = server.deployDir;
  return async () => stopProductServer(server.process);
}
