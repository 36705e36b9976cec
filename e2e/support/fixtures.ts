import type { DeployManifest } from '@leadnest/deploy-manifest';
import { readManifest, writeManifest } from '@leadnest/deploy-manifest/store';
import { expect, test as base } from '@playwright/test';

interface Fixtures {
  deployDir: string;
  /** Edits the live deployment manifest for one test and restores it afterwards. */
  editManifest: (edit: (m: DeployManifest) => DeployManifest) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through `npm run test:e2e`');
    await use(url);
  },
  deployDir: async ({}, use) => use(process.env.E2E_DEPLOY_DIR ?? ''),
  editManifest: async ({ deployDir }, use) => {
    const original = await readManifest(deployDir);
    await use(async (edit) => writeManifest(deployDir, edit(structuredClone(await readManifest(deployDir)))));
    await writeManifest(deployDir, original);
  },
});

export { expect };
