import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

import { ROOT } from '../lib/workspace';

/**
 * Each boundary of eslint.boundaries.js fires on a crossing: a snippet is
 * linted as if it lived at a real path of the repository (ESLint's lintText
 * with filePath), importing real files, and the rule's message is expected.
 * Each case also has a legitimate import beside it that must stay quiet, so
 * a rule that fires on everything fails too.
 */

let eslint: ESLint;
/**
 * The same configuration without import-x/no-cycle, for every case but the
 * cycle one: to rule out a cycle, no-cycle parses everything a snippet
 * reaches (into api/src, say), which was most of this file's time, and only
 * 'no import cycles' is about cycles. The repository's own lint runs it on
 * every real file.
 */
let eslintNoCycle: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });
  eslintNoCycle = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js'), overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
});

/** The boundary messages one snippet gets at `file` (relative to the repository root); no-cycle only with `cycles`. */
async function boundaryMessages(file: string, code: string, { cycles = false } = {}): Promise<string[]> {
  const [result] = await (cycles ? eslint : eslintNoCycle).lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? [])
    .filter((m) => ['import-x/no-restricted-paths', 'import-x/no-cycle', 'no-restricted-imports', 'no-restricted-syntax'].includes(m.ruleId ?? ''))
    .map((m) => m.message);
}

/** Some source file under `dir` (relative to the root), so the fixtures follow the code when files move. */
function someSourceFile(dir: string): string {
  const walk = (d: string): string | undefined => {
    for (const name of readdirSync(path.join(ROOT, d)).sort()) {
      const rel = path.posix.join(d, name);
      if (name === '__tests__') continue;
      if (statSync(path.join(ROOT, rel)).isDirectory()) {
        const found = walk(rel);
        if (found) return found;
      } else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) return rel;
    }
    return undefined;
  };
  const found = walk(dir);
  if (!found) throw new Error(`no source file under ${dir}`);
  return found;
}

/** `import` specifier from `fromFile` to `toFile` (both root-relative), without the extension. */
const specifier = (fromFile: string, toFile: string) => {
  const rel = path.posix.relative(path.posix.dirname(fromFile), toFile).replace(/\.tsx?$/, '');
  return rel.startsWith('.') ? rel : `./${rel}`;
};

const featuresOf = (remote: string) =>
  readdirSync(path.join(ROOT, remote, 'src/features')).filter((f) => statSync(path.join(ROOT, remote, 'src/features', f)).isDirectory());

describe('lint boundaries (eslint.boundaries.js)', () => {
  it('no feature imports another feature', async () => {
    const remote = ['mfe-leads', 'mfe-settings', 'mfe-marketing'].find((r) => featuresOf(r).length >= 2)!;
    const [a, b] = featuresOf(remote) as [string, string];
    const file = `${remote}/src/features/${a}/boundary-fixture.ts`;
    const crossing = await boundaryMessages(file, `import '${specifier(file, someSourceFile(`${remote}/src/features/${b}`))}';\n`);
    expect(crossing).toEqual([expect.stringContaining('Boundary: a feature never imports another feature')]);
    const own = await boundaryMessages(file, `import '${specifier(file, someSourceFile(`${remote}/src/features/${a}`))}';\n`);
    expect(own).toEqual([]);
  });

  it('no remote imports another remote or the shell', async () => {
    const file = 'mfe-leads/src/boundary-fixture.ts';
    const remote = await boundaryMessages(file, `import '${specifier(file, someSourceFile('mfe-dashboard/src'))}';\n`);
    expect(remote).toEqual([expect.stringContaining('Boundary: a remote never imports another remote')]);
    const shell = await boundaryMessages(file, `import '${specifier(file, someSourceFile('shell/src'))}';\n`);
    expect(shell).toEqual([expect.stringContaining('Boundary: a remote never imports the shell')]);
    expect(await boundaryMessages(file, "import '@leadnest/contracts';\n")).toEqual([]);
  });

  it('the shell never imports a remote', async () => {
    const file = 'shell/src/boundary-fixture.ts';
    const remote = await boundaryMessages(file, `import '${specifier(file, someSourceFile('mfe-leads/src'))}';\n`);
    expect(remote).toEqual([expect.stringContaining('Boundary: the shell never imports a remote')]);
    expect(await boundaryMessages(file, "import { ROUTES } from '@leadnest/remotes';\nexport const r = ROUTES;\n")).toEqual([]);
  });

  it('neither the shell nor a remote imports api/', async () => {
    for (const file of ['shell/src/boundary-fixture.ts', 'mfe-leads/src/boundary-fixture.ts']) {
      const source = await boundaryMessages(file, `import '${specifier(file, someSourceFile('api/src'))}';\n`);
      expect(source, file).toEqual([expect.stringContaining('Boundary: the shell and remotes never import api/')]);
      // Through the package name too: it resolves into api/src.
      const pkg = await boundaryMessages(file, "import type { Env } from '@leadnest/api';\nexport type E = Env;\n");
      expect(pkg, file).toEqual([expect.stringContaining('Boundary: the shell and remotes never import api/')]);
      expect(await boundaryMessages(file, "import { LEAD_STAGES } from '@leadnest/contracts';\nexport const s = LEAD_STAGES;\n")).toEqual([]);
    }
  });

  it('packages never import an app', async () => {
    const file = 'packages/brand/src/boundary-fixture.ts';
    for (const app of ['shell/src', 'mfe-leads/src', 'api/src']) {
      const messages = await boundaryMessages(file, `import '${specifier(file, someSourceFile(app))}';\n`);
      expect(messages, app).toEqual([expect.stringContaining('Boundary: packages/ never import an app')]);
    }
    expect(await boundaryMessages(file, "import '@leadnest/plans';\n")).toEqual([]);
  });

  it("an API module never imports another module's model, only its service", async () => {
    const file = 'api/src/modules/assistant/boundary-fixture.ts';
    const crossing = await boundaryMessages(file, "import { LeadModel } from '../leads/lead.model.js';\nexport const m = LeadModel;\n");
    expect(crossing).toEqual([expect.stringContaining("Boundary: only its own module imports a *.model.ts; call that module's service instead")]);
    expect(await boundaryMessages(file, "import { createLead } from '../leads/leads.service.js';\nexport const f = createLead;\n")).toEqual([]);
    // Its own module's model is fine.
    const own = 'api/src/modules/leads/boundary-fixture.ts';
    expect(await boundaryMessages(own, "import { LeadModel } from './lead.model.js';\nexport const m = LeadModel;\n")).toEqual([]);
  });

  it("a router never imports a model, its own module's included", async () => {
    const file = 'api/src/modules/leads/boundary-fixture.router.ts';
    const own = await boundaryMessages(file, "import { LeadModel } from './lead.model.js';\nexport const m = LeadModel;\n");
    expect(own).toEqual([expect.stringContaining('Layers: a router never imports a *.model.ts')]);
    // A type-only import is no exception (no zone tells them apart): the service re-exports the types routers need.
    const types = await boundaryMessages(file, "import type { Lead } from './lead.model.js';\nexport type L = Lead;\n");
    expect(types).toEqual([expect.stringContaining('Layers: a router never imports a *.model.ts')]);
    expect(await boundaryMessages(file, "import { createLead } from './leads.service.js';\nexport const f = createLead;\n")).toEqual([]);
  });

  it("a model never imports another module's files", async () => {
    const file = 'api/src/modules/leads/boundary-fixture.model.ts';
    const crossing = await boundaryMessages(
      file,
      "import { markAnalyticsChange } from '../analytics/rollups/rollup-marks.js';\nexport const m = markAnalyticsChange;\n",
    );
    expect(crossing).toEqual([expect.stringContaining("Layers: a model never imports another module's files")]);
    const types = await boundaryMessages(
      file,
      "import type { ConversationFigures } from '../conversations/conversations.queries.js';\nexport type F = ConversationFigures;\n",
    );
    expect(types).toEqual([expect.stringContaining("Layers: a model never imports another module's files")]);
    // lib, packages and its own module's files (below the service) are fine.
    const allowed =
      "import { trackAnalyticsWrites } from '../../lib/analytics-writes.js';\nimport { LEAD_STAGES } from '@leadnest/contracts';\nimport './leads.types.js';\nexport const t = [trackAnalyticsWrites, LEAD_STAGES];\n";
    expect(await boundaryMessages(file, allowed)).toEqual([]);
  });

  it('API code never imports a bench helper or a test fake', async () => {
    for (const file of ['api/src/modules/campaigns/boundary-fixture.service.ts', 'api/src/boundary-fixture.ts']) {
      const bench = await boundaryMessages(file, "import { seedBenchCampaign } from '@leadnest/api/bench';\nexport const s = seedBenchCampaign;\n");
      expect(bench, file).toEqual([expect.stringContaining('Boundary: API code never imports a bench helper or test-support')]);
      const fake = await boundaryMessages(file, `import '${specifier(file, 'api/src/test-support/fake-twilio-server.ts')}';\n`);
      expect(fake, file).toEqual([expect.stringContaining('Boundary: API code never imports a bench helper or test-support')]);
    }
    // Tests use them, and scripts through the package's subpaths.
    expect(await boundaryMessages('api/src/modules/campaigns/__tests__/boundary-fixture.test.ts', "import '../../../test-support/index.js';\n")).toEqual([]);
    expect(
      await boundaryMessages(
        'scripts/boundary-fixture.ts',
        "import { seedBenchCampaign } from '@leadnest/api/bench';\nimport { startFakeTwilio } from '@leadnest/api/testing';\nexport const s = [seedBenchCampaign, startFakeTwilio];\n",
      ),
    ).toEqual([]);
  });

  it('scripts never import api/src or a __tests__ folder, only package exports', async () => {
    const file = 'scripts/boundary-fixture.ts';
    const source = await boundaryMessages(file, "import { startServer } from '../api/src/start';\nexport const s = startServer;\n");
    expect(source).toEqual([expect.stringContaining('Boundary: scripts never import api/src')]);
    const tests = await boundaryMessages(file, "import '../packages/remotes/src/__tests__/routes.test';\n");
    expect(tests).toEqual([expect.stringContaining('Boundary: scripts never import api/src')]);
    expect(
      await boundaryMessages(
        file,
        "import { startServer } from '@leadnest/api';\nimport { MESSAGE_TABLE } from '@leadnest/assistant-engine/tables';\nexport const s = [startServer, MESSAGE_TABLE];\n",
      ),
    ).toEqual([]);
  });

  it('in api/src imports run one way: routers → services → models → lib', async () => {
    const lib = await boundaryMessages('api/src/lib/boundary-fixture.ts', "import '../modules/leads/leads.service.js';\n");
    expect(lib).toEqual([expect.stringContaining('Layers: api/src/lib is the bottom layer')]);
    const model = await boundaryMessages('api/src/modules/leads/boundary-fixture.model.ts', "import './leads.service.js';\n");
    expect(model).toEqual([expect.stringContaining('Layers: a model never imports a service')]);
    const service = await boundaryMessages('api/src/modules/leads/boundary-fixture.service.ts', "import './leads.router.js';\n");
    expect(service).toEqual([expect.stringContaining('Layers: only routers import routers')]);
    expect(await boundaryMessages('api/src/modules/leads/boundary-fixture.router.ts', "import './leads.service.js';\nimport '../../lib/errors.js';\n")).toEqual(
      [],
    );
  });

  it("a lead's message enters the assistant only through takeTurn", async () => {
    const file = 'api/src/modules/public-chat/boundary-fixture.ts';
    const direct = await boundaryMessages(file, "import { respond } from '@leadnest/assistant-engine';\nexport const r = respond;\n");
    expect(direct).toEqual([expect.stringContaining("Boundary: a lead's message enters the assistant through takeTurn(channel, …)")]);
    expect(
      await boundaryMessages(
        file,
        "import { takeTurn } from '../assistant/assistant.service.js';\nimport { speak } from '@leadnest/assistant-engine';\nexport const t = [takeTurn, speak];\n",
      ),
    ).toEqual([]);
  });

  it('no import cycles', async () => {
    // leads.service imports leads.dto; a leads.dto that imported leads.service back would close a cycle.
    const cycle = await boundaryMessages(
      'api/src/modules/leads/leads.dto.ts',
      "import { createLead } from './leads.service.js';\nexport const f = createLead;\n",
      { cycles: true },
    );
    expect(cycle).toEqual([expect.stringContaining('Dependency cycle detected')]);
    expect(
      await boundaryMessages('api/src/modules/leads/leads.dto.ts', "import { LEAD_STAGES } from '@leadnest/contracts';\nexport const s = LEAD_STAGES;\n", {
        cycles: true,
      }),
    ).toEqual([]);
  });

  it('registrations happen in the composition root only: never in a router, never when a file is imported', async () => {
    const router = 'api/src/modules/leads/boundary-fixture.router.ts';
    const inRouter = await boundaryMessages(
      router,
      "import { registerJobHandler } from '../jobs/jobs.service.js';\nimport { domainEvents } from '../../lib/events/domain-events.js';\nexport function r() {\n  registerJobHandler('x', async () => undefined);\n  domainEvents.subscribe('lead.changed', { name: 'x', delivery: 'awaited', handle: () => undefined });\n}\n",
    );
    expect(inRouter).toEqual([
      expect.stringContaining('Composition: job handlers, event subscribers and ports are registered in api/src/compose.ts'),
      expect.stringContaining('Composition:'),
    ]);
    const onImport = await boundaryMessages(
      'api/src/modules/leads/boundary-fixture.service.ts',
      "import { registerJobHandler } from '../jobs/jobs.service.js';\nregisterJobHandler('x', async () => undefined);\n",
    );
    expect(onImport).toEqual([expect.stringContaining('Composition:')]);
    // Inside a function of a service, a call is no import side effect; a router's handler that publishes is fine.
    expect(
      await boundaryMessages(
        'api/src/modules/leads/boundary-fixture.service.ts',
        "import { registerJobHandler } from '../jobs/jobs.service.js';\nexport const wire = () => registerJobHandler('x', async () => undefined);\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryMessages(
        router,
        "import { domainEvents } from '../../lib/events/domain-events.js';\nexport const r = () => domainEvents.publish('lead.removed', { userId: 'u', leadIds: [] });\n",
      ),
    ).toEqual([]);
  });
});
