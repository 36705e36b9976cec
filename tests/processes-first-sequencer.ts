import { readFileSync } from 'node:fs';

import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A test file that starts processes of its own (the API, the database CLI) waits seconds on each: the longest files of their projects. */
const STARTS_PROCESSES = /\bspawn\(|\bstartChild\(|\brunServer\(|\brunCli\(/;

/**
 * The root run's order: vitest's own (projects one after another; within
 * one, the files that took longest last time first), except that a file
 * starting processes goes first in its project even when vitest has no
 * durations to go by, as on a clean clone in CI, where it sorts by file
 * size and such a file could start last and run on alone.
 */
export class ProcessesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const startsProcesses = new Map(sorted.map((file) => [file, STARTS_PROCESSES.test(readFileSync(file.moduleId, 'utf8'))]));
    const rank = new Map(sorted.map((file, i) => [file, i]));
    // Projects keep their order (their files are contiguous); within one, files that start processes move to its front, in their order.
    return [...sorted].sort((a, b) => {
      if (a.project.name !== b.project.name) return rank.get(a)! - rank.get(b)!;
      const first = Number(startsProcesses.get(b)) - Number(startsProcesses.get(a));
      return first !== 0 ? first : rank.get(a)! - rank.get(b)!;
    });
  }
}
