import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The reasons live in the repository: comments, test names and strings
 * point to a record in docs/decisions/ (or state the reason), never to an
 * issue number of the tracker, which nobody reading the code can open.
 * Every docs/decisions/NNNN-*.md path the sources cite must exist.
 */

const ROOT = path.resolve(import.meta.dirname, '..');

/** Where sources live: every app, package, script, browser test and these checks. */
const SOURCE_ROOTS = ['api', 'shell', 'packages', 'scripts', 'e2e', 'tests', ...readdirSync(ROOT).filter((name) => name.startsWith('mfe-'))];
const SOURCE_FILE = /\.(ts|tsx|js|mjs|cjs|sh)$/;
/** Dependencies and build output, never read. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'coverage', 'test-results', 'playwright-report']);

/** The word issue (or issues) followed by a number, with or without "#": a citation of the tracker. */
const ISSUE_CITATION = /\bissues? #?\d+/i;
/** A record cited from code: docs/decisions/0007-quiet-hours.md. */
const RECORD_PATH = /docs\/decisions\/\d{4}-[a-z0-9-]+\.md/g;

function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE_FILE.test(entry.name)) files.push(full);
    }
  };
  for (const root of SOURCE_ROOTS) if (existsSync(path.join(ROOT, root))) walk(path.join(ROOT, root));
  return files;
}

/** `file:line: text` for each line of `text` that cites an issue number. */
function issueCitations(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => (ISSUE_CITATION.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

/** The docs/decisions paths `text` cites that are not in the repository. */
function missingRecords(text: string, exists: (relative: string) => boolean): string[] {
  return [...new Set(text.match(RECORD_PATH) ?? [])].filter((cited) => !exists(cited));
}

const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');
const inRepo = (cited: string) => existsSync(path.join(ROOT, cited));

describe('reasons point to docs/decisions, never to issue numbers', () => {
  const files = sourceFiles();

  it('reads the sources of every workspace', () => {
    expect(files.length).toBeGreaterThan(500);
    expect(files.some((f) => relative(f).startsWith('api/src/'))).toBe(true);
    expect(files.some((f) => relative(f).startsWith('mfe-leads/src/'))).toBe(true);
    expect(files.some((f) => relative(f).includes('/node_modules/'))).toBe(false);
  });

  it('finds no issue number cited in a source file', () => {
    const found = files.flatMap((f) => issueCitations(relative(f), readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
  });

  it('finds every cited decision record in docs/decisions', () => {
    const sources = files.flatMap((f) => missingRecords(readFileSync(f, 'utf8'), inRepo).map((cited) => `${relative(f)}: ${cited}`));
    const docs = ['ARCHITECTURE.md', 'README.md'].flatMap((f) =>
      missingRecords(readFileSync(path.join(ROOT, f), 'utf8'), inRepo).map((cited) => `${f}: ${cited}`),
    );
    expect([...sources, ...docs]).toEqual([]);
  });

  it('lists every record in the index, and the index links only records that exist', () => {
    const dir = path.join(ROOT, 'docs/decisions');
    const records = readdirSync(dir).filter((name) => /^\d{4}-[a-z0-9-]+\.md$/.test(name));
    expect(records.length).toBeGreaterThan(10);
    const index = readFileSync(path.join(dir, 'README.md'), 'utf8');
    const linked = [...index.matchAll(/\]\((\d{4}-[a-z0-9-]+\.md)\)/g)].map((m) => m[1]);
    expect(records.filter((r) => !linked.includes(r))).toEqual([]);
    expect(linked.filter((l) => !records.includes(l!))).toEqual([]);
  });

  // The checks fire on what they are there for (fixtures built so this file cites nothing itself).
  const cite = (n: string) => ['iss', 'ue ', n].join('');
  it.each([
    `// ${cite('22')}: the list's order`,
    ` * Targets (${cite('#16')}): p99 ≤ 50 ms`,
    `describe('bulk actions (${cite('22')})', () => {`,
    `// ${cite('18')}'s dialer`,
  ])('flags %s', (line) => {
    expect(issueCitations('x.ts', `const a = 1;\n${line}\n`)).toEqual([`x.ts:2: ${line.trim()}`]);
  });

  it.each(['// see docs/decisions/0007-quiet-hours.md', '// The issue is the missing index', "const issues = ['open'];", `// t${cite('12')}`])(
    'stays quiet on %s',
    (line) => {
      expect(issueCitations('x.ts', line)).toEqual([]);
    },
  );

  it('reports a cited record that does not exist', () => {
    const absent = ['docs/decisions/', '9999-nothing.md'].join('');
    expect(missingRecords(`// docs/decisions/0007-quiet-hours.md and ${absent}`, inRepo)).toEqual([absent]);
  });
});
