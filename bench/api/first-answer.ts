export interface FirstAnswer {
  body: unknown;
  /** A list's `count`, when the answer is a list. */
  found: number | undefined;
  /** How long the request took with nothing else running. */
  milliseconds: number;
}

/**
 * One request with nothing else under way: checks the call works before it is loaded, keeps its JSON
 * for the bare route, and times it alone.
 */
export async function firstAnswer(url: string): Promise<FirstAnswer> {
  const started = performance.now();
  const response = await fetch(url);
  const body: unknown = await response.json();
  const milliseconds = performance.now() - started;
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
  const { count } = body as { count?: unknown };
  return { body, found: typeof count === 'number' ? count : undefined, milliseconds };
}

/**
 * Waits until `url` answers about as fast as it did alone. After a run the server still works through
 * the requests autocannon gave up on (PGlite even on the main thread), which would slow the next run.
 */
export async function settle(url: string, alone: FirstAnswer): Promise<void> {
  for (let tries = 0; tries < 50; tries += 1) {
    const { milliseconds } = await firstAnswer(url);
    if (milliseconds <= 2 * alone.milliseconds + 5) return;
  }
}
