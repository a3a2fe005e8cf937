import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

export interface Measurement {
  requestsPerSecond: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  /** Answers other than 2xx, and connection errors: a run with any is not a fair figure. */
  failures: number;
}

export interface Load {
  duration: number;
  connections: number;
}

const autocannonCli = createRequire(import.meta.url).resolve('autocannon');
const run = promisify(execFile);

/** The fields of autocannon's `--json` report read here. */
interface Report {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

/**
 * Loads `url` with autocannon in a process of its own, so the load generator never shares the
 * server's event loop; a second's warm-up at the same load goes before the measured seconds.
 * Every request carries `headers`.
 */
export async function measure(
  url: string,
  { duration, connections }: Load,
  headers: Record<string, string> = {},
): Promise<Measurement> {
  const { stdout } = await run(
    process.execPath,
    [
      autocannonCli,
      ...Object.entries(headers).flatMap(([name, value]) => ['--headers', `${name}=${value}`]),
      '--json',
      '--no-progress',
      '--connections',
      String(connections),
      '--duration',
      String(duration),
      '--warmup',
      '[',
      '--connections',
      String(connections),
      '--duration',
      '1',
      ']',
      url,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  // With a warm-up, autocannon prints its report first, then the measured one: one JSON line each.
  const measured = stdout.trim().split('\n').at(-1) ?? '';
  const report = JSON.parse(measured) as Report;
  return {
    requestsPerSecond: report.requests.average,
    p50: report.latency.p50,
    p99: report.latency.p99,
    failures: report.non2xx + report.errors,
  };
}
