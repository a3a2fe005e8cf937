import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useStubRenderedApp } from '../support/stub-rendered-app.js';

const here = dirname(fileURLToPath(import.meta.url));

describe('a page drawn while the API is too busy to answer it', () => {
  // A built app whose pages are drawn by busy-pages.ts, whose in-process call meets the guard.
  const serverOf = useStubRenderedApp(join(here, 'busy-pages.ts'), {
    PAGE_RENDERS_PER_MINUTE: '0',
    MAX_EVENT_LOOP_DELAY_MS: '50',
  });

  it('is the bare page, 503 with the API’s Retry-After, not kept', async () => {
    // The guard may refuse the page's own request, as JSON, while the start's load (or an earlier
    // stall) has not passed: asked again until the page's drawing is what meets it.
    let answer = await fetch(`${serverOf().url}/explore`);
    for (let tries = 0; answer.headers.get('content-type')?.startsWith('application/json');) {
      if ((tries += 1) > 20) throw new Error('the guard never let the page’s request through');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      answer = await fetch(`${serverOf().url}/explore`);
    }
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('10');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await answer.text()).toContain('<title>Plaza</title>');
  });
});
