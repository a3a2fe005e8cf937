import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { logIn, registerAccount } from './support/accounts.js';
import { launchBrowser } from './support/browser.js';
import { openWatchedPage } from './support/page.js';
import { startE2eServer, type E2eServer } from './support/server.js';

describe('purchases', () => {
  let server: E2eServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('answers not found for a purchase that is not the user’s', async () => {
    const buyer = await registerAccount(server.url, 'otro_comprador');
    const { page } = await openWatchedPage(browser);
    await logIn(page, server.url, buyer.username, buyer.password);
    await page.goto(`${server.url}/purchases/1`);
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    await page.close();
  });
});
