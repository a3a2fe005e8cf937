import { catalogueEndpoints as catalogue } from '@plaza/api';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { call, type Answer } from '../support/http.js';
import { useStubRenderedApp } from '../support/stub-rendered-app.js';
import { waitFor } from '../support/wait-for.js';

const here = dirname(fileURLToPath(import.meta.url));

/** Blocks this thread, the server's too, for `ms`: the event loop lags as under too much load. */
const block = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

describe('the overload guard', () => {
  // A built app whose pages guarded-pages.ts draws, without calling the API.
  const serverOf = useStubRenderedApp(join(here, 'guarded-pages.ts'), {
    MAX_EVENT_LOOP_DELAY_MS: '50',
  });

  const page = () =>
    fetch(`${serverOf().url}/explore`, { headers: { cookie: 'plaza_language=en' } });

  it('answers a page’s request a 503 page in the visitor’s language, and an API call JSON', async () => {
    let refusedPage: Response | undefined;
    let refusedCall: Answer | undefined;
    // Blocks of 300 ms, each followed by a turn of the loop for the guard's sampling timer, until
    // the guard has refused both a page and a call.
    for (let round = 0; round < 30 && !(refusedPage && refusedCall); round += 1) {
      const asked = Promise.all([page(), call(serverOf(), catalogue.categories)]);
      block(300);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const [pageAnswer, callAnswer] = await asked;
      if (pageAnswer.status === 503) refusedPage ??= pageAnswer;
      if (callAnswer.status === 503) refusedCall ??= callAnswer;
    }
    if (!refusedPage || !refusedCall) throw new Error('the guard never refused both');

    expect(refusedPage.headers.get('retry-after')).toBe('10');
    expect(refusedPage.headers.get('cache-control')).toBe('no-store');
    expect(refusedPage.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await refusedPage.text()).toContain('<title>bare en</title>');

    expect(refusedCall.headers.get('retry-after')).toBe('10');
    expect(refusedCall.body).toEqual({
      detail: 'The server is busy: try again shortly.',
      code: 'service_unavailable',
    });

    // Once the loop is idle again (a busy machine may take a while), the page is drawn.
    const calm = await waitFor('the guard to let a page through', async () => {
      const answer = await page();
      return answer.status === 503 ? undefined : answer;
    });
    expect(calm.status).toBe(200);
    expect(await calm.text()).toContain('<title>drawn</title>');
  });
});
