import { readFileSync } from 'node:fs';

/**
 * How much CPU time the host took from this machine while a bench ran.
 *
 * Our machines are virtual: when the host is busy it runs other guests on
 * "our" cores ("steal" in /proc/stat), and latencies and throughputs measured
 * meanwhile say more about the neighbours than about our code. Benches print
 * this next to their figures so a reader can tell a slow run from a slow
 * machine. Undefined where /proc/stat is missing (not Linux).
 */
export interface CpuSample {
  steal: number;
  total: number;
}

export function cpuSample(): CpuSample | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
    // cpu user nice system idle iowait irq softirq steal guest guest_nice
    const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
    return { steal: fields[7] ?? 0, total: fields.reduce((sum, n) => sum + n, 0) };
  } catch {
    return undefined;
  }
}

/** "CPU stolen by the host: 12% of the time" since `start`, with a warning when it is high. */
export function stealSince(start: CpuSample | undefined): string {
  const end = cpuSample();
  if (!start || !end || end.total <= start.total) return 'CPU stolen by the host: unknown (no /proc/stat)';
  const share = (100 * (end.steal - start.steal)) / (end.total - start.total);
  const note = share >= 10 ? ' — the host was busy: timings of this run are pessimistic' : '';
  return `CPU stolen by the host during the run: ${share.toFixed(1)}%${note}`;
}
