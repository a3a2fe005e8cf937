import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import type { TestServer } from '../support/test-server.js';

/** The token `/metrics` is turned on with in these tests (at least 16 characters). */
export const METRICS_TOKEN = 'metrics-token-for-the-tests';

/**
 * GET `/metrics` with `authorization` (the right bearer unless said otherwise; none when `null`):
 * the raw answer.
 */
export const metricsAnswer = (
  server: Pick<TestServer, 'url'>,
  authorization: string | null = `Bearer ${METRICS_TOKEN}`,
) =>
  fetch(`${server.url}/metrics`, {
    headers: authorization === null ? {} : { authorization },
  });

/** What `/metrics` answers now, read as Prometheus text. */
export interface Scraped {
  /**
   * The value of `name`'s sample with `labels` (each of them; others may differ), summed over the
   * samples that have them; `0` when there is none. A histogram's series are read by their own
   * names (`…_count`, `…_bucket`).
   */
  value(name: string, labels?: Record<string, string>): number;
  /** The label sets of `name`'s samples. */
  labelsOf(name: string): Record<string, string>[];
}

/** Scrapes the server's `/metrics`, which must answer `200` in Prometheus' text format. */
export async function scrape(server: Pick<TestServer, 'url'>): Promise<Scraped> {
  const answer = await metricsAnswer(server);
  const text = await answer.text();
  if (answer.status !== 200) throw new Error(`/metrics answered ${answer.status}: ${text}`);
  // The parser keeps a histogram's labels only when it has none but `le`: read untyped, each of its
  // series (`_bucket`, `_sum`, `_count`) is a family of its own, with its labels.
  const families = parsePrometheusTextFormat(text.replace(/^# TYPE \S+ histogram$/gm, ''));
  // …and each label set's series follow one another, so one name may head several families.
  const samplesOf = (name: string) =>
    families.filter((family) => family.name === name).flatMap((family) => family.metrics);
  return {
    value(name, labels = {}) {
      return samplesOf(name)
        .filter((sample) =>
          Object.entries(labels).every(([label, value]) => sample.labels?.[label] === value),
        )
        .reduce((sum, sample) => sum + Number(sample.value), 0);
    },
    labelsOf: (name) => samplesOf(name).map((sample) => sample.labels ?? {}),
  };
}
