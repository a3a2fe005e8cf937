import { cpus, loadavg, totalmem } from 'node:os';
import type { FirstAnswer } from './first-answer.js';
import type { Measurement } from './measure.js';

export interface ScenarioResult {
  name: string;
  /** The path measured, from the server's root. */
  path: string;
  first: FirstAnswer;
  plaza: Measurement;
  bare: Measurement;
}

/** Where the figures were taken, for the record beside them. */
export function machine(): string {
  const [cpu] = cpus();
  const memory = Math.round(totalmem() / 1024 ** 3);
  // Other work on the machine takes cores from both servers alike; the load says how much.
  const load = loadavg()[0]?.toFixed(1) ?? '?';
  return `${cpus().length} × ${cpu?.model.trim() ?? 'unknown CPU'}, ${memory} GB, Node ${process.version}, ${process.platform}, load average ${load}`;
}

const rps = (value: number) => Math.round(value).toLocaleString('en');
/** autocannon times answers in whole milliseconds. */
const ms = (value: number) => (value < 1 ? '< 1 ms' : `${Math.round(value)} ms`);
const failed = ({ plaza, bare }: ScenarioResult) =>
  plaza.failures + bare.failures > 0 || plaza.requestsPerSecond === 0;

/**
 * A Markdown table: each scenario's products found and one request's time alone, then under load on
 * Plaza and on the bare route, and Plaza's share of the bare rate.
 */
export function resultTable(results: ScenarioResult[]): string {
  const rows = results.map((result) => {
    const { name, path, first, plaza, bare } = result;
    const found = first.found === undefined ? '' : first.found.toLocaleString('en');
    const share = (100 * plaza.requestsPerSecond) / bare.requestsPerSecond;
    const ratio = bare.requestsPerSecond > 0 ? `${Number(share.toPrecision(2))} %` : '—';
    const warning = failed(result) ? ' ⚠' : '';
    return `| ${name}${warning} | \`${path}\` | ${found} | ${ms(first.milliseconds)} | ${rps(plaza.requestsPerSecond)} | ${ms(plaza.p50)} | ${ms(plaza.p99)} | ${rps(bare.requestsPerSecond)} | ${ms(bare.p50)} | ${ms(bare.p99)} | ${ratio} |`;
  });
  return [
    '| scenario | path | found | alone | Plaza req/s | p50 | p99 | bare req/s | p50 | p99 | Plaza / bare |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

/** Scenarios whose runs failed or never answered in time, named so nobody trusts their figures unawares. */
export function failureNotes(results: ScenarioResult[]): string[] {
  return results
    .filter(failed)
    .map(({ name, plaza, bare }) =>
      plaza.requestsPerSecond === 0
        ? `⚠ ${name}: Plaza answered nothing within the run`
        : `⚠ ${name}: ${plaza.failures} failed answers on Plaza, ${bare.failures} on the bare route`,
    );
}
