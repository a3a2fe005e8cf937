import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from './support/accounts.js';
import { accessibilityViolations } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { openWatchedPage } from './support/page.js';
import { startE2eServer, type E2eServer } from './support/server.js';

const ADMIN = { email: 'admin@plaza.test', password: 'admin-e2e-pw-7' };

describe('the sidebar', () => {
  let server: E2eServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startE2eServer({
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows Blank Page once signed in, and the Admin section only to an administrator', async () => {
    const { page, problems } = await openWatchedPage(browser);
    const navigation = page.getByRole('navigation', { name: 'Navegación principal' });

    // A visitor has the public layout: sign in and register in the header, no sidebar.
    await page.goto(`${server.url}/explore`);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Registrarme' }).waitFor();
    await expect(header.getByRole('link', { name: 'Iniciar sesión' }).count()).resolves.toBe(1);
    await expect(navigation.count()).resolves.toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await header.getByRole('link', { name: 'Registrarme' }).click();
    await page.waitForURL(`${server.url}/register`);

    // Someone who is not an administrator: Blank Page, no Admin section.
    const registered = await fetch(`${server.url}/api/auth/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'not_admin',
        email: 'not_admin@example.com',
        password: 'plain-user-pw-3',
        first_name: 'Noel',
        last_name: 'Usuario',
        accept_terms: true,
        hcaptcha_token: '10000000-aaaa-bbbb-cccc-000000000001',
      }),
    });
    expect(registered.status).toBe(201);
    await logIn(page, server.url, 'not_admin', 'plain-user-pw-3');
    await navigation.getByRole('link', { name: 'Página en blanco' }).waitFor();
    await navigation.getByRole('link', { name: 'Mis productos' }).waitFor();
    await expect(navigation.getByRole('heading', { name: 'Admin' }).count()).resolves.toBe(0);
    await page.evaluate(() => localStorage.clear());

    await logIn(page, server.url, ADMIN.email, ADMIN.password);
    await navigation.getByRole('link', { name: 'Página en blanco' }).waitFor();
    await navigation.getByRole('heading', { name: 'Admin' }).waitFor();
    await navigation.getByRole('button', { name: 'Administrador' }).click();
    await navigation.getByRole('link', { name: 'Compras realizadas' }).waitFor();
    await expect(
      navigation.getByRole('link', { name: 'Estado de productos' }).getAttribute('href'),
    ).resolves.toBe('/admin/products/');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.close();
    expect(problems).toEqual([]);
  });
});
