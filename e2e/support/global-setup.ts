import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { startMailbox } from './mailbox';
import { startProductServer, stopProductServer } from './product-server';

/** Starts the product once for the whole run; the returned function stops it. */
export default async function globalSetup() {
  // The product's mails (verification, password reset) go to a local SMTP mailbox the tests read.
  const mailDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'leadnest-e2e-mail-')), 'mailbox');
  const mailbox = await startMailbox(mailDir);
  const server = await startProductServer({ SMTP_URL: mailbox.url, MAIL_FROM: 'LeadNest <no-reply@e2e.example>' });
  // Read by the fixtures in the test workers (spawned after this runs).
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DEPLOY_DIR = server.deployDir;
  process.env.E2E_MAIL_DIR = mailDir;
  return async () => {
    await stopProductServer(server.process);
    await mailbox.close();
  };
}
