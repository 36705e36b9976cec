import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { CONTROL_COPY_RULES, findControlCopies } from './control-copies';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Every source file under each mfe-<domain>/src (tests excluded: they may look for role="dialog"). */
function remoteSources(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '__tests__' && entry.name !== 'test') walk(full);
      } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  for (const remote of readdirSync(ROOT).filter((name) => name.startsWith('mfe-'))) walk(path.join(ROOT, remote, 'src'));
  return files;
}

describe('no remote keeps its own copy of a packages/ui control', () => {
  it('finds none in mfe-*/src', () => {
    const files = remoteSources();
    expect(files.length).toBeGreaterThan(50);
    const copies = files.flatMap((file) => findControlCopies(readFileSync(file, 'utf8')).map((c) => `${path.relative(ROOT, file)}: ${c.rule}: ${c.line}`));
    expect(copies).toEqual([]);
  });

  // Each rule fires on the kind of copy it is there for (and not on layout).
  it.each([
    ['const StyledBadge = styled.span`padding: 0;`', 'a Styled<Control> of its own'],
    ['export const StyledSelect = styled.select`min-width: 12rem;`', 'a Styled<Control> of its own'],
    ['const StyledLabel = styled(Text)`font-weight: 600;`', 'a Styled<Control> of its own'],
    ['const StyledTabs = styled.div`display: flex;`', 'a Styled<Control> of its own'],
    ['const Panel = styled.dialog`padding: 1rem;`', 'a styled native control'],
    ['const Note = styled.textarea`min-height: 8rem;`', 'a styled native control'],
    ['<StyledControl as="textarea" rows={3} />', 'a control made with as='],
    ['<StyledDialog role="dialog" aria-modal="true">', 'a hand-rolled ARIA widget'],
    ["<div role={'switch'} aria-checked={on}>", 'a hand-rolled ARIA widget'],
    ['<div role="progressbar" aria-valuenow={40}>', 'a hand-rolled ARIA widget'],
    ["import { Dialog } from '@headlessui/react';", 'Headless UI used directly'],
  ])('fires on %s', (fixture, rule) => {
    expect(findControlCopies(fixture).map((c) => c.rule)).toContain(rule);
  });

  it.each([
    'const StyledGrid = styled.ul`display: grid;`',
    'const StyledProgressRow = styled.div`display: grid;`',
    "import { Badge, Dialog } from '@leadnest/ui';",
    '<Badge tone="green">Active</Badge>',
    '<section role="region" aria-label="Plans">',
  ])('stays quiet on layout and kit use: %s', (fixture) => {
    expect(findControlCopies(fixture)).toEqual([]);
  });

  it('has one rule per kind of copy', () => {
    expect(CONTROL_COPY_RULES.map((r) => r.name)).toHaveLength(5);
  });
});
