import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { localStorageOf, openWatchedPage } from './support/page.js';
import { startE2eServer, type E2eServer } from './support/server.js';

const PASSWORD = 'plaza-e2e-pw-1';

/** A field's label exactly, but for the required marker after it. */
const field = (label: string) => new RegExp(`^${label}\\s*\\*?$`);

/** Registers a new account through the Register screen, with the development captcha. */
async function register(page: Page, url: string, username: string): Promise<void> {
  await page.goto(`${url}/register`);
  await page.getByLabel('Nombre de usuario').fill(username);
  await page.getByLabel('Correo electrónico').fill(`${username}@example.com`);
  await page.getByLabel(field('Nombre')).fill('Ana');
  await page.getByLabel('Apellido').fill('Prueba');
  await page.getByLabel(field('Contraseña')).fill(PASSWORD);
  await page.getByLabel('Confirma la contraseña').fill(PASSWORD);
  await page.getByText('Acepto la política de privacidad').click();
  await page.getByText('No soy un robot').click();
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await page.waitForURL(`${url}/explore`);
  await page.getByRole('button', { name: 'Cuenta' }).waitFor();
}

describe('an account', () => {
  let server: E2eServer;
  let browser: Browser;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  beforeEach(async () => {
    ({ page, problems } = await openWatchedPage(browser));
  });
  afterEach(async () => {
    await page.close();
    expect(problems).toEqual([]);
  });

  it('sends a visitor who opens a screen for users to /', async () => {
    await page.goto(`${server.url}/purchases`);
    await page.waitForURL(`${server.url}/explore`);
    await expect(page.getByRole('link', { name: 'Iniciar sesión' }).isVisible()).resolves.toBe(
      true,
    );
  });

  it('registers, is signed in, and logging out clears local storage', async () => {
    // A referral link fills in the code.
    await page.goto(`${server.url}/register?ref=AMIGA42`);
    await expect(page.getByLabel('Código de referido (opcional)').inputValue()).resolves.toBe(
      'AMIGA42',
    );
    await page.goto(`${server.url}/register`);
    await page.getByRole('button', { name: 'Registrarme' }).waitFor();
    await expect(page.title()).resolves.toBe('Crear una cuenta · Plaza');
    expect(await accessibilityViolations(page)).toEqual([]);

    // The form's own check speaks first, under each field.
    await page.getByRole('button', { name: 'Registrarme' }).click();
    const summary = page.getByRole('region', { name: 'Revisa lo siguiente' });
    await summary.getByText('El captcha es obligatorio').waitFor();
    await summary
      .getByRole('link', { name: 'Nombre de usuario: Este campo es obligatorio' })
      .waitFor();
    await expect(summary.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
    await expect(page.getByLabel('Nombre de usuario').getAttribute('aria-invalid')).resolves.toBe(
      'true',
    );
    expect(await accessibilityViolations(page)).toEqual([]);

    await register(page, server.url, 'ana_e2e');
    const stored = await localStorageOf(page);
    expect(Object.keys(stored).sort()).toEqual(['access', 'refresh', 'timestamp']);

    await page.getByRole('button', { name: 'Cuenta' }).click();
    await expect(page.getByRole('menuitem', { name: 'Mis compras' }).isVisible()).resolves.toBe(
      true,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('menuitem', { name: 'Cerrar sesión' }).click(),
    ]);
    await page.waitForURL(`${server.url}/explore`);
    await page.getByRole('link', { name: 'Iniciar sesión' }).waitFor();
    await expect(localStorageOf(page)).resolves.toEqual({});
  });

  it('logs in and returns to where it was going; a signed-in user skips the login screen', async () => {
    await register(page, server.url, 'luis_e2e');
    await page.getByRole('button', { name: 'Cuenta' }).click();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('menuitem', { name: 'Cerrar sesión' }).click(),
    ]);

    await page.goto(`${server.url}/login?next=%2Fcart`);
    await page.getByLabel('Usuario o correo electrónico').fill('luis_e2e@example.com');
    await page.getByLabel(field('Contraseña')).fill(PASSWORD);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${server.url}/cart`);
    await page.getByRole('button', { name: 'Cuenta' }).waitFor();

    await page.goto(`${server.url}/login`);
    await page.waitForURL(`${server.url}/explore`);
  });

  it('says so when the password is wrong', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Usuario o correo electrónico').fill('nobody_here');
    await page.getByLabel(field('Contraseña')).fill('not the password');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('El usuario o la contraseña no son correctos.').waitFor();
    // The refusal is the point here, not a fault of the page: the 401 and Chromium's line about it.
    const expected = (line: string) =>
      line === `401 ${server.url}/api/auth/token/` ||
      /^Failed to load resource: .* 401\b/.test(line);
    await expect.poll(() => problems.filter(expected).length).toBe(2);
    expect(problems.filter((line) => !expected(line))).toEqual([]);
    problems.length = 0;
  });

  it('keeps the session when the access token has gone stale, and across a ?refresh= link', async () => {
    await register(page, server.url, 'eva_e2e');
    const before = await localStorageOf(page);
    await page.evaluate(() => localStorage.setItem('timestamp', '0'));
    await page.reload();
    await page.getByRole('button', { name: 'Cuenta' }).waitFor();
    const after = await localStorageOf(page);
    expect(after.refresh).not.toBe(before.refresh);
    expect(Number(after.timestamp)).toBeGreaterThan(Date.now());

    // The same refresh token, handed to a browser with nothing stored, signs it in at `/`.
    const other = await openWatchedPage(browser);
    await other.page.goto(
      `${server.url}/purchases?refresh=${encodeURIComponent(after.refresh ?? '')}`,
    );
    await other.page.waitForURL(`${server.url}/explore`);
    await other.page.getByRole('button', { name: 'Cuenta' }).waitFor();
    await other.page.close();
    expect(other.problems).toEqual([]);
  });

  it('resets a forgotten password with the e-mailed code', async () => {
    await register(page, server.url, 'rosa_e2e');
    await page.getByRole('button', { name: 'Cuenta' }).click();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('menuitem', { name: 'Cerrar sesión' }).click(),
    ]);

    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.waitForURL(`${server.url}/forgot-passsword`);
    await page.getByLabel('Correo electrónico').fill('rosa_e2e@example.com');
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page.getByLabel('Código de 6 dígitos').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    const mail = await fetch(`${server.url}/api/dev/mail/?to=rosa_e2e%40example.com`);
    const [latest] = (await mail.json()) as { text: string }[];
    const code = /\b\d{6}\b/.exec(latest?.text ?? '')?.[0];
    expect(code).toBeDefined();
    await page.getByLabel('Código de 6 dígitos').fill(code ?? '');
    await page.getByLabel('Nueva contraseña').fill('another-e2e-pw-2');
    await page.getByLabel('Confirma la contraseña').fill('another-e2e-pw-2');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await page.getByText('Tu contraseña cambió.').waitFor();

    await page.getByRole('link', { name: 'Volver a iniciar sesión' }).click();
    await page.getByLabel('Usuario o correo electrónico').fill('rosa_e2e');
    await page.getByLabel(field('Contraseña')).fill('another-e2e-pw-2');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${server.url}/explore`);
    await page.getByRole('button', { name: 'Cuenta' }).waitFor();
  });
});
