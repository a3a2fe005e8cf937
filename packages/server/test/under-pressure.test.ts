import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Holds this process's event loop, the server's too, for `ms`: a stall such as a runaway handler. */
function stall(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // busy: nothing else runs
  }
}

describe('a stalled event loop', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ MAX_EVENT_LOOP_DELAY_MS: '50' });
  });
  afterAll(() => server.close());

  it('is answered 503 with Retry-After, then served again once it passes', async () => {
    const answers: Response[] = [];
    // Stalls of 300 ms with short breaks, for about two seconds, while requests keep coming.
    for (let round = 0; round < 7; round += 1) {
      const pending = fetch(`${server.url}/api/marketplace/categories/`);
      stall(300);
      answers.push(await pending);
    }
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.headers.get('retry-after')).toBe('10');
    expect(await refused[0]!.json()).toEqual({
      detail: 'The server is busy: try again shortly.',
      code: 'service_unavailable',
    });
    // Two sample intervals of an idle loop bring the average lag back down.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect((await fetch(`${server.url}/api/marketplace/categories/`)).status).toBe(200);
  });
});
