import { describe, it } from 'vitest';
import { useE2eServer } from './support/fixture.js';

/** README's address of the interactive API reference, and the one the plugin serves its page at. */
const DOCS_URLS = ['/api/docs', '/api/docs/'];

describe('the interactive API reference', () => {
  const e2e = useE2eServer({ pagePerTest: true, stepTimeout: 15_000 });

  // Without the slash the page once linked its scripts under `/docs/static/…` and stayed blank.
  it.each(DOCS_URLS)('renders at %s, its operations listed, with nothing failing', async (path) => {
    const { page, server } = e2e;
    await page.goto(`${server.url}${path}`);
    await page.getByRole('heading', { name: /^Plaza API/ }).waitFor();
    await page.getByText('/api/auth/token/', { exact: true }).first().waitFor();
  });
});
