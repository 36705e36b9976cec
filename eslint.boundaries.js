// The repository's boundaries (README "Layout"), as lint rules
// that fail `npm run lint`. Each zone names the rule it enforces in its
// message, so a failure says which boundary was crossed and where the code
// belongs instead. scripts/__tests__/eslint-boundaries.test.ts proves each fires.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const abs = (glob) => path.join(ROOT, glob);
const dirsIn = (dir) => {
  try {
    return readdirSync(abs(dir)).filter((name) => statSync(abs(path.join(dir, name))).isDirectory());
  } catch {
    return [];
  }
};

const REMOTES = dirsIn('.').filter((name) => name.startsWith('mfe-'));
const API_MODULES = dirsIn('api/src/modules');

// No feature imports another feature: shared code moves to packages/.
const featureZones = REMOTES.flatMap((remote) =>
  dirsIn(`${remote}/src/features`).map((feature) => ({
    target: abs(`${remote}/src/features/${feature}/**`),
    from: [abs(`${remote}/src/features/**`)],
    except: [abs(`${remote}/src/features/${feature}/**`)],
    message: 'Boundary: a feature never imports another feature; move what both need to packages/.',
  })),
);

// No remote imports the shell or another remote: they meet only through packages/ and the federation contract.
const remoteZones = REMOTES.flatMap((remote) => [
  {
    target: abs(`${remote}/**`),
    from: [abs('mfe-*/**')],
    except: [abs(`${remote}/**`)],
    message: 'Boundary: a remote never imports another remote; share it through packages/.',
  },
  {
    target: abs(`${remote}/**`),
    from: [abs('shell/**')],
    message: 'Boundary: a remote never imports the shell; it gets what it needs through packages/ and the contract.',
  },
]);

// The shell loads remotes at run time, the version the deployment manifest
// picks (docs/decisions/0014-module-federation-and-rollout.md); a build-time
// import would bundle one remote's code into the shell and outlive a rollback.
const shellZones = [
  {
    target: abs('shell/**'),
    from: [abs('mfe-*/**')],
    message: 'Boundary: the shell never imports a remote; it loads one through the manifest (loadRemote), and what both need goes in packages/.',
  },
];

// The browser apps run in the browser and reach the API over HTTP only;
// importing api/ would pull server code (mongoose, secrets) into a bundle.
const browserZones = [
  {
    target: [abs('shell/**'), abs('mfe-*/**')],
    from: [abs('api/**')],
    message:
      'Boundary: the shell and remotes never import api/; they call /api, and what both sides share (schemas, messages, constants) goes in packages/ (@leadnest/contracts).',
  },
];

// packages/ are shared by the apps, so they never import one.
const packageZones = [
  {
    target: abs('packages/**'),
    from: [abs('shell/**'), abs('mfe-*/**'), abs('api/**')],
    message: 'Boundary: packages/ never import an app (shell, mfe-*, api).',
  },
];

// A collection has one owner: another API module calls its service, never its model.
// Tests (__tests__) may read any collection to assert what was stored.
const modelZones = API_MODULES.map((m) => ({
  target: [abs(`api/src/modules/${m}/*.ts`), abs(`api/src/modules/${m}/!(__tests__)/**`)],
  from: [abs('api/src/modules/*/**/*.model.ts')],
  except: [abs(`api/src/modules/${m}/**`)],
  message: `Boundary: only its own module imports a *.model.ts; call that module's service instead.`,
}));

// A model sits below every other file of the API but lib, so it never reaches into
// another module (whose files may import their own models and services back):
// what a model needs from elsewhere lives in api/src/lib or a package, or the
// other module subscribes to the owner's events (docs/decisions/0029-domain-events.md).
// A type-only import is no exception, as with every zone here.
const modelReachZones = API_MODULES.map((m) => ({
  target: abs(`api/src/modules/${m}/**/*.model.ts`),
  from: [abs('api/src/modules/*/**')],
  except: [abs(`api/src/modules/${m}/**`)],
  message: "Layers: a model never imports another module's files; move what it needs to api/src/lib or a package, or let that module register with the owner.",
}));

// In api/src imports run one way: routers → services → models → lib.
const layerZones = [
  {
    target: [abs('api/src/lib/*.ts'), abs('api/src/lib/!(__tests__)/**')],
    from: [abs('api/src/modules/**'), abs('api/src/*.ts')],
    message: 'Layers: api/src/lib is the bottom layer; it never imports a module or the app.',
  },
  {
    target: abs('api/src/modules/**/*.model.ts'),
    from: [abs('api/src/modules/**/*.{service,router,dto}.ts')],
    message: 'Layers: a model never imports a service, a router or a DTO mapper; it sits below them.',
  },
  {
    // Its own module's model too: the service is where a collection is read and written.
    target: abs('api/src/modules/**/*.router.ts'),
    from: [abs('api/src/modules/**/*.model.ts')],
    message: "Layers: a router never imports a *.model.ts, its own module's included; it calls the module's service.",
  },
  {
    // Tests (__tests__) mount a router to call it; api/src/modules/index.ts wires them all into the app.
    target: [abs('api/src/modules/*/!(*.router).ts'), abs('api/src/modules/*/!(__tests__)/**/!(*.router).ts')],
    from: [abs('api/src/modules/**/*.router.ts')],
    message: 'Layers: only routers import routers; a service, model or helper never does.',
  },
];

// Benchmark helpers and fakes of outside services are for scripts/ and tests
// only (@leadnest/api/bench, @leadnest/api/testing): the API's own code never
// imports them, so none of it ships in what the product runs. Targets are the
// folders of api/src outside tests, listed when lint starts.
const apiSourceDirs = (dir) => [
  dir,
  ...dirsIn(dir)
    .filter((name) => !['__tests__', 'test-support'].includes(name))
    .flatMap((name) => apiSourceDirs(path.posix.join(dir, name))),
];
const benchAndFakeZones = [
  {
    target: apiSourceDirs('api/src').map((dir) => abs(dir === 'api/src' ? `${dir}/!(bench).ts` : `${dir}/*.ts`)),
    from: [abs('api/src/bench.{ts,tsx}'), abs('api/src/modules/*/bench-support.ts'), abs('api/src/test-support/**')],
    message: 'Boundary: API code never imports a bench helper or test-support; they are for scripts and tests (@leadnest/api/bench, @leadnest/api/testing).',
  },
];

// One composition root (api/src/compose.ts, docs/decisions/0029-domain-events.md):
// job handlers, event subscribers and ports are registered there only, so
// building a router never wires a module and importing a file never does.
const REGISTRATION = '^(register[A-Z]\\w*|subscribe|on[A-Z]\\w*Change|set\\w*Owner|deliver\\w*With|start\\w*Mail)$';
const COMPOSITION_MESSAGE =
  'Composition: job handlers, event subscribers and ports are registered in api/src/compose.ts, never by a router or when a file is imported.';
const importSideEffects = [
  { selector: `Program > ExpressionStatement > CallExpression[callee.name=/${REGISTRATION}/]`, message: COMPOSITION_MESSAGE },
  { selector: `Program > ExpressionStatement > CallExpression[callee.property.name=/${REGISTRATION}/]`, message: COMPOSITION_MESSAGE },
];
const routerRegistrations = [
  { selector: `CallExpression[callee.name=/${REGISTRATION}/]`, message: COMPOSITION_MESSAGE },
  { selector: `CallExpression[callee.property.name=/${REGISTRATION}/]`, message: COMPOSITION_MESSAGE },
];

/** One zone list per rule instance: ESLint keeps only the last options given for a rule, so all zones live here. */
export const BOUNDARY_ZONES = [
  ...featureZones,
  ...remoteZones,
  ...shellZones,
  ...browserZones,
  ...packageZones,
  ...modelZones,
  ...modelReachZones,
  ...layerZones,
  ...benchAndFakeZones,
];

export function boundaries() {
  return [
    {
      files: ['**/*.{ts,tsx,js,mjs}'],
      plugins: { 'import-x': importX },
      settings: {
        // Without these, import-x parses only .js dependencies, and no-cycle would never see a TypeScript cycle.
        'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
        'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            alwaysTryTypes: true,
            project: [abs('*/tsconfig.json'), abs('packages/*/tsconfig.json')],
            noWarnOnMultipleProjects: true,
          }),
        ],
      },
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: BOUNDARY_ZONES }],
      },
    },
    {
      files: ['api/src/modules/**/*.ts'],
      ignores: ['**/__tests__/**'],
      rules: { 'no-restricted-syntax': ['error', ...importSideEffects] },
    },
    {
      // After the block above: for a router, these options are the ones that count (they include its selectors).
      files: ['api/src/modules/**/*.router.ts'],
      rules: { 'no-restricted-syntax': ['error', ...routerRegistrations] },
    },
    {
      // Cycles are looked for in our own code only (node_modules is not
      // followed), from source files: nothing imports a test, so a test file
      // cannot close a cycle, and skipping them saves about 30% of the rule's time.
      files: ['**/*.{ts,tsx,js,mjs}'],
      ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}', 'e2e/**'],
      rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
    },
    {
      // A lead's message enters the assistant through takeTurn(channel, …)
      // (assistant.service.ts) only; the preview answers without storing.
      // A new channel (SMS, voice) calls takeTurn, never the engine's respond().
      files: ['api/src/**/*.ts'],
      ignores: ['api/src/modules/assistant/assistant.service.ts', 'api/src/modules/assistant/preview.ts', '**/__tests__/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [
              {
                name: '@leadnest/assistant-engine',
                importNames: ['respond'],
                message:
                  "Boundary: a lead's message enters the assistant through takeTurn(channel, …) in assistant.service.ts, never the engine's respond() directly.",
              },
            ],
          },
        ],
      },
    },
    {
      // Scripts use a workspace through its package exports (@leadnest/api,
      // @leadnest/assistant-engine/tables), never its sources or its tests.
      // Checked on the specifier: an export may well point into src/.
      files: ['scripts/**/*.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['**/api/src', '**/api/src/**', '**/__tests__/**', '@leadnest/*/src/**', '**/packages/*/src/**'],
                message:
                  "Boundary: scripts never import api/src, a package's src or a __tests__ folder; use the package's exports (@leadnest/api, @leadnest/assistant-engine/tables).",
              },
            ],
          },
        ],
      },
    },
  ];
}
