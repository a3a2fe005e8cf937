import { spawn } from 'node:child_process';
import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { firstAnswer } from './api/first-answer.js';
import { measure, type Load, type Measurement } from './api/measure.js';
import { machine } from './api/report.js';

const USAGE = `npm run bench:log -- [--duration SECONDS] [--connections N] [--node-env ENV] [--main PATH]

Starts the server as \`npm start\` runs it on the demo shop (PGlite, NODE_ENV=development unless
--node-env says test, whose log is the JSON production writes), its log going to a file as a
container's goes to its runtime, and loads explore's first page and a product with autocannon, once
with LOG_LEVEL=info (a line per request) and once with LOG_LEVEL=warn (none). --main runs another
checkout's src/main.ts (a "before").`;

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    'node-env': { type: 'string', default: 'development' },
    connections: { type: 'string', default: '10' },
    main: {
      type: 'string',
      default: fileURLToPath(new URL('../packages/server/src/main.ts', import.meta.url)),
    },
    help: { type: 'boolean' },
  },
});

/** A server process on `folder`'s data with its log file, once it listens. */
async function startServer(main: string, folder: string, nodeEnv: string, logLevel: string) {
  const logPath = join(folder, `${nodeEnv}-${logLevel}.log`);
  const log = await open(logPath, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: nodeEnv,
      SEED_DEMO: 'true',
      DATA_DIR: join(folder, 'data'),
      STATIC_DIR: join(folder, 'no-app'),
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: logLevel,
      // A busy machine's lag would have development's server answer 503: this measures, not sheds.
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', log.fd, log.fd],
  });
  // The child has the file of its own now.
  await log.close();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (;;) {
    const output = await readFile(logPath, 'utf8');
    const url = /Plaza is running at (\S+)/.exec(output)?.[1];
    if (url) return { url, logPath, pid: child.pid, stop: () => (child.kill('SIGTERM'), exited) };
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The CPU seconds a process has used, in all its threads (Linux's /proc, in ticks of 1/100 s): what a
 * request costs, however many other processes the machine's cores were shared with.
 */
async function cpuSeconds(pid: number | undefined): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * A table's row. The server's CPU time is over the second of warm-up too, taken at the measured
 * rate: a request's share of it is an estimate, and the figure that moves least with the machine's
 * load.
 */
function row(name: string, logLevel: string, measured: Measurement, cpu: number, load: Load) {
  const { requestsPerSecond, p50, p99, failures } = measured;
  const perRequest = (1000 * cpu) / (requestsPerSecond * (load.duration + 1));
  return `| ${name} | ${logLevel} | ${Math.round(requestsPerSecond).toLocaleString('en')} | ${p50} ms | ${p99} ms | ${perRequest.toFixed(2)} ms | ${failures} |`;
}

/**
 * `npm run bench:log`: what the request log costs a kept answer, as the issue that made it one
 * line written off the request's path measured it.
 */
async function main(): Promise<void> {
  if (values.help) return console.log(USAGE);
  const load: Load = { duration: Number(values.duration), connections: Number(values.connections) };
  const folder = await mkdtemp(join(tmpdir(), 'plaza-bench-log-'));
  const rows: string[] = [];
  try {
    // The demo shop's products are seeded only in development: seeded there first, for a run in
    // another NODE_ENV.
    await (await startServer(values.main, folder, 'development', 'warn')).stop();
    for (const logLevel of ['info', 'warn']) {
      const server = await startServer(values.main, folder, values['node-env'], logLevel);
      try {
        const explore = `${server.url}/api/marketplace/products/`;
        const { results } = JSON.parse((await firstAnswer(explore)).body) as {
          results: { id: number }[];
        };
        const product = `${explore}${results[0]?.id}/`;
        await firstAnswer(product);
        for (const [name, url] of [
          ['explore, first page', explore],
          ['product detail', product],
        ] as const) {
          console.log(`${name}, LOG_LEVEL=${logLevel}: ${machine()}`);
          const cpuBefore = await cpuSeconds(server.pid);
          const measured = await measure(url, load);
          const cpu = (await cpuSeconds(server.pid)) - cpuBefore;
          rows.push(row(name, logLevel, measured, cpu, load));
        }
      } finally {
        await server.stop();
      }
      const lines = (await readFile(server.logPath, 'utf8')).split('\n').length - 1;
      console.log(`${lines.toLocaleString('en')} log lines with LOG_LEVEL=${logLevel}`);
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  console.log(
    `\nNODE_ENV=${values['node-env']}; autocannon, ${load.connections} connections, ${load.duration} s per run, on loopback; ${machine()}\n`,
  );
  console.log(
    '| call | LOG_LEVEL | req/s | p50 | p99 | server CPU a request | failed |\n| --- | --- | ---: | ---: | ---: | ---: | ---: |',
  );
  console.log(rows.join('\n'));
}

await main();
