export interface FirstAnswer {
  /** The answer's bytes as sent (JSON, or a page's HTML), for the bare route. */
  body: string;
  type: string;
  /** A list's `count`, when the answer is a list. */
  found: number | undefined;
  /** How long the request took with nothing else running. */
  milliseconds: number;
}

/**
 * One request with nothing else under way: checks the call works before it is loaded, keeps its
 * bytes for the bare route, and times it alone.
 */
export async function firstAnswer(
  url: string,
  headers: Record<string, string> = {},
): Promise<FirstAnswer> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.text();
  const milliseconds = performance.now() - started;
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 500)}`);
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const { count } = (type.startsWith('application/json') ? JSON.parse(body) : {}) as {
    count?: unknown;
  };
  return { body, type, found: typeof count === 'number' ? count : undefined, milliseconds };
}

/**
 * Waits until `url` answers about as fast as it did alone. After a run the server still works through
 * the requests autocannon gave up on (PGlite even on the main thread), which would slow the next run.
 */
export async function settle(
  url: string,
  alone: FirstAnswer,
  headers: Record<string, string> = {},
): Promise<void> {
  for (let tries = 0; tries < 50; tries += 1) {
    const { milliseconds } = await firstAnswer(url, headers);
    if (milliseconds <= 2 * alone.milliseconds + 5) return;
  }
}
