import { spawn, spawnSync } from 'node:child_process';

/*
 * wrk (Debian's package), the C load generator every API bench drives in a
 * process of its own: client and server share neither an event loop nor a
 * heap, so latencies are what a client sees.
 */

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

/** One wrk run: its request count, errors, duration, and its latency quantiles (ms). */
export interface Slice {
  requests: number;
  errors: number;
  elapsedMs: number;
  /** quantiles[i] is the latency at quantile (i + 1) / QUANTILES. */
  quantiles: number[];
}

export const QUANTILES = 10_000;

/**
 * wrk's `done` hook prints the run's totals and its latency distribution as
 * 10,000 quantiles (microseconds); slices are merged from these (each
 * quantile stands for 1/10,000 of its slice's requests), which is exact to
 * a hundredth of a percentile.
 */
export const WRK_REPORT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("LN_TOTALS %d %d %d\\n", summary.requests, summary.duration, e.connect + e.read + e.write + e.status + e.timeout))
  local parts = {}
  for i = 1, ${QUANTILES} do parts[i] = string.format("%d", latency:percentile(i * 100 / ${QUANTILES})) end
  io.write("LN_QUANTILES " .. table.concat(parts, " ") .. "\\n")
end
`;

/** wrk from Debian's package; installed with apt-get when missing (our machines run as root). */
export function ensureWrk(): void {
  if (spawnSync('wrk', ['--version']).error === undefined) return;
  console.log('installing wrk with apt-get (one time)…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', 'wrk'],
  ]) {
    const [command, ...rest] = [...sudo, ...args] as [string, ...string[]];
    const run = spawnSync(command, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (run.status !== 0) throw new Error(`${args.join(' ')} failed; install wrk by hand`);
  }
}

export function load(script: string, url: string, headers: Record<string, string>, durationMs: number, connections = 50): Promise<Slice> {
  const args = ['-t1', `-c${connections}`, `-d${durationMs / 1000}s`, '--timeout', '5s', '-s', script];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const wrk = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    wrk.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    wrk.once('error', reject);
    wrk.once('close', (code) => {
      const totals = /^LN_TOTALS (\d+) (\d+) (\d+)$/m.exec(out);
      const quantiles = /^LN_QUANTILES (.*)$/m.exec(out);
      if (code !== 0 || !totals || !quantiles) return reject(new Error(`wrk exited with ${code}: ${out}`));
      resolve({
        requests: Number(totals[1]),
        elapsedMs: Number(totals[2]) / 1000,
        errors: Number(totals[3]),
        quantiles: quantiles[1]!.split(' ').map((us) => Number(us) / 1000),
      });
    });
  });
}

export function summarise(slices: Slice[]): LoadResult {
  // Every quantile of a slice stands for the same share of that slice's requests.
  const weighted = slices.flatMap((slice) => slice.quantiles.map((ms) => ({ ms, weight: slice.requests / QUANTILES }))).sort((a, b) => a.ms - b.ms);
  const requests = slices.reduce((sum, slice) => sum + slice.requests, 0);
  const at = (q: number) => {
    let seen = 0;
    for (const point of weighted) {
      seen += point.weight;
      if (seen >= q * requests) return point.ms;
    }
    return weighted.at(-1)?.ms ?? NaN;
  };
  const elapsedMs = slices.reduce((sum, slice) => sum + slice.elapsedMs, 0);
  const errors = slices.reduce((sum, slice) => sum + slice.errors, 0);
  return { requests, errors, rps: requests / (elapsedMs / 1000), p50: at(0.5), p99: at(0.99) };
}
