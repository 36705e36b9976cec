import { parseArgs } from 'node:util';
import { defaultDbPath, startServer } from './server.js';

/** embedded-mongo --port 27017 --dbpath ./data [--inMemory] */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '27017' },
    dbpath: { type: 'string' },
    inMemory: { type: 'boolean', default: false },
    journalLimitMB: { type: 'string' },
    quiet: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log('Usage: embedded-mongo [--port 27017] [--dbpath ./data/db] [--inMemory] [--journalLimitMB 64] [--quiet]');
  process.exit(0);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`invalid --port: ${values.port}`);
  process.exit(2);
}

const server = await startServer({
  port,
  dbPath: values.dbpath ?? defaultDbPath(),
  inMemory: values.inMemory,
  journalLimitBytes: values.journalLimitMB ? Number(values.journalLimitMB) * 1024 * 1024 : undefined,
  logger: values.quiet ? undefined : (line) => console.log(line),
});
// Machine-readable line for scripts and tests that start the CLI with --port 0.
console.log(`READY ${server.uri}`);

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.once(sig, () => {
    void server.stop().then(() => process.exit(0));
  });
}

// Only with `node --expose-gc` (the benchmark): SIGUSR2 runs full garbage
// collections so memory can be measured without transient garbage. Several,
// spaced out, with a trickle of allocation in between: V8 gives back the
// young generation it grew during a bulk load only at a collection that
// sees a low but non-zero allocation rate (as an idle server answering
// heartbeats has), and fragmented old-generation pages over successive ones.
const gc = (globalThis as { gc?: () => void }).gc;
if (gc) {
  process.on('SIGUSR2', () => {
    let n = 0;
    let trickle: unknown[] = [];
    const again = (): void => {
      gc();
      trickle = Array.from({ length: 64 }, (_, i) => ({ i }));
      if (++n < 6) setTimeout(again, 250);
      else trickle = [];
    };
    again();
    void trickle;
  });
}
