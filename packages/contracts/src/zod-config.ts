import { config } from 'zod/v4/core';

/**
 * zod without its JIT, in every bundle and in the API alike. zod 4 compiles
 * an object schema's parser with `new Function`, and before that probes
 * whether eval works (`new Function("")` in a try/catch); under the shell's
 * CSP (no 'unsafe-eval') the probe is refused and reported as a violation
 * on every page, although zod falls back to its plain parser. `jitless`
 * skips both, and the plain parser is what ran in the browser anyway.
 *
 * A schema reads the setting when it is built, so this must run before any
 * z.object() is: it is the first import of this package's index and of
 * every browser entry (shell and remotes), and it only changes zod's global
 * configuration, so it is safe to run more than once
 * (docs/decisions/0026-contracts-and-validation.md).
 */
config({ jitless: true });
