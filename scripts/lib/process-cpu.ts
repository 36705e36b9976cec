import { readdirSync, readFileSync } from 'node:fs';

/**
 * Where the CPU went while a bench ran, per kind of process (Linux /proc).
 * bench:processes prints it beside its requests/s: on a 2-core machine the
 * question "why do two workers not serve more?" is answered by who held
 * the cores (the database process, the workers, the load generator).
 */

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_S = 100;

interface ProcessInfo {
  pid: number;
  ppid: number;
  /** utime + stime, in ticks. */
  ticks: number;
  command: string;
}

function readProcess(pid: number): ProcessInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: the fields after it follow the last ')'.
    const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    return { pid, ppid: Number(after[1]), ticks: Number(after[11]) + Number(after[12]), command };
  } catch {
    return undefined; // gone meanwhile
  }
}

function allProcesses(): ProcessInfo[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProcess(Number(name)))
    .filter((p): p is ProcessInfo => p !== undefined);
}

/** `root` and every process below it. */
function tree(root: number, processes: ProcessInfo[]): ProcessInfo[] {
  const below = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of processes) {
      if (!below.has(p.pid) && below.has(p.ppid)) {
        below.add(p.pid);
        grew = true;
      }
    }
  }
  return processes.filter((p) => below.has(p.pid));
}

export type Classify = (info: { pid: number; command: string }) => string;

/** Busy ticks of the whole machine (every core): all but idle and iowait. */
function machineBusyTicks(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  return fields.reduce((sum, n) => sum + n, 0) - (fields[3] ?? 0) - (fields[4] ?? 0);
}

export interface CpuSnapshot {
  at: number;
  machine: number;
  ticks: Map<number, { ticks: number; command: string }>;
}

/** A snapshot of CPU times of the processes under each root (and of the machine), to compare with a later one. */
export function cpuSnapshot(roots: readonly number[]): CpuSnapshot {
  const processes = allProcesses();
  const ticks = new Map<number, { ticks: number; command: string }>();
  for (const root of roots) for (const p of tree(root, processes)) ticks.set(p.pid, { ticks: p.ticks, command: p.command });
  return { at: performance.now(), machine: machineBusyTicks(), ticks };
}

/**
 * Cores used on average since `start`, per kind of process under the roots
 * (processes that ended meanwhile are not counted), and under "the rest" what
 * the rest of the machine used (the load generator, this bench).
 */
export function coresSince(start: CpuSnapshot, roots: readonly number[], classify: Classify): Map<string, number> {
  const end = cpuSnapshot(roots);
  const seconds = (end.at - start.at) / 1000;
  const cores = new Map<string, number>();
  let counted = 0;
  for (const [pid, now] of end.ticks) {
    const used = (now.ticks - (start.ticks.get(pid)?.ticks ?? 0)) / TICKS_PER_S / seconds;
    const kind = classify({ pid, command: now.command });
    cores.set(kind, (cores.get(kind) ?? 0) + used);
    counted += used;
  }
  cores.set('the rest', Math.max(0, (end.machine - start.machine) / TICKS_PER_S / seconds - counted));
  return cores;
}
