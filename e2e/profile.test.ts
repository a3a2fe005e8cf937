import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { latestMail, logIn, registerAccount, signOut } from './support/accounts.js';
import { accessibilityViolations } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { localStorageOf, openWatchedPage } from './support/page.js';
import { startE2eServer, type E2eServer } from './support/server.js';

/** A field's label exactly, but for the required marker after it. */
const field = (label: string) => new RegExp(`^${label}\\s*\\*?$`);

async function expectAccessible(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}

/** Opens the profile the way users do: from the account menu. */
async function openProfile(page: Page, url: string) {
  await page.getByRole('button', { name: 'Cuenta' }).click();
  await page.getByRole('menuitem', { name: 'Perfil' }).click();
  await page.waitForURL(`${url}/profile`);
  await page.getByRole('heading', { name: 'Tus datos' }).waitFor();
}

/** The signed-in user as the API sees them. */
const currentUser = (page: Page) =>
  page.evaluate(async () => {
    const answer = await fetch('/api/auth/user/', {
      headers: { authorization: `Bearer ${localStorage.getItem('access')}` },
    });
    return (await answer.json()) as { first_name: string; phone_number: string; avatar: string };
  });

describe('the profile', () => {
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
    page.setDefaultTimeout(20_000);
  });
  afterEach(async () => {
    await page.close();
    expect(problems).toEqual([]);
  });

  it(
    'changes name, phone and avatar, and shares the referral link',
    { timeout: 180_000 },
    async () => {
      const account = await registerAccount(server.url, 'perfil_e2e');
      await logIn(page, server.url, account.username, account.password);
      await openProfile(page, server.url);
      await expectAccessible(page);

      const link = await page.getByLabel('Enlace para compartir').inputValue();
      expect(link).toMatch(new RegExp(`^${server.url}/register\\?ref=\\w+$`));

      await page.getByLabel(field('Nombre')).fill('Valentina');
      await page.getByLabel('Teléfono (opcional)').fill('+57 300 123 4567');
      const avatar = await sharp({
        create: { width: 96, height: 96, channels: 3, background: '#8e44ad' },
      })
        .png()
        .toBuffer();
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: avatar });
      // The new photo is previewed before it is sent.
      await page.getByRole('row', { name: 'yo.png' }).locator('img').waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await page.getByText('Perfil guardado').waitFor();

      const user = await currentUser(page);
      expect(user).toMatchObject({ first_name: 'Valentina', phone_number: '+57 300 123 4567' });
      expect(user.avatar).toMatch(/^http.*\/uploads\//);

      // The link fills in the code on the register screen.
      await signOut(page);
      await page.goto(link);
      await expect(page.getByLabel('Código de referido (opcional)').inputValue()).resolves.toBe(
        new URL(link).searchParams.get('ref'),
      );
    },
  );

  it('changes the password with the code mailed to the account', { timeout: 180_000 }, async () => {
    const account = await registerAccount(server.url, 'clave_e2e');
    await logIn(page, server.url, account.username, account.password);
    await openProfile(page, server.url);
    const newPassword = 'otra-clave-e2e-5';

    // Without a code nothing is sent.
    await page.getByLabel(field('Nueva contraseña')).fill(newPassword);
    await page.getByLabel(field('Confirma la contraseña')).fill(newPassword);
    await page.getByRole('button', { name: 'Cambiar correo o contraseña' }).click();
    await page
      .getByRole('region', { name: 'Revisa lo siguiente' })
      .getByRole('link', { name: /^Código de 6 dígitos: / })
      .waitFor();

    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page.getByText(`Enviamos un código de 6 dígitos a ${account.email}`).waitFor();
    const mail = await latestMail(server.url, account.email);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel(field('Código de 6 dígitos')).fill(code!);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cambiar correo o contraseña' }).click();
    await page.getByText('Tus datos de acceso cambiaron').waitFor();

    // The new password signs in; the old one no longer does.
    await signOut(page);
    await logIn(page, server.url, account.username, newPassword);
    expect(Object.keys(await localStorageOf(page))).toContain('refresh');
  });

  it(
    'keeps an address book: add with the location helper, edit, make default, delete',
    { timeout: 240_000 },
    async () => {
      const account = await registerAccount(server.url, 'libreta_e2e');
      await logIn(page, server.url, account.username, account.password);
      await openProfile(page, server.url);
      await page.getByText('Todavía no tienes direcciones').waitFor();

      const addAddress = async (street: string, city: string) => {
        await page.getByRole('button', { name: 'Agregar una dirección' }).click();
        const dialog = page.getByRole('dialog', { name: 'Nueva dirección' });
        // The location helper fills latitude and longitude from base/geolocate/.
        await expect.poll(() => dialog.getByLabel(field('Latitud')).inputValue()).not.toBe('');
        await dialog.getByLabel(field('Dirección')).fill(street);
        await dialog.getByLabel(field('Ciudad')).fill(city);
        await dialog.getByLabel(field('Estado o departamento')).fill('Cundinamarca');
        await dialog.getByRole('combobox', { name: /País/ }).fill('Colombia');
        // By keyboard: the list opens over the dialog, which keeps the pointer to itself.
        await page.getByRole('option', { name: 'Colombia' }).waitFor();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await dialog.getByLabel(field('Código postal')).fill('110111');
        await dialog.getByLabel(field('Número de teléfono')).fill('+57 601 555 0101');
        await dialog.getByLabel(field('Referencia')).fill('Frente al parque');
        await expectAccessible(page);
        await dialog.getByRole('button', { name: 'Guardar dirección' }).click();
        await page.getByText(`Guardaste ${street}`).waitFor();
      };

      await addAddress('Calle 10 # 5-20', 'Bogotá');
      await addAddress('Carrera 7 # 72-41', 'Chía');
      expect(await page.evaluate(() => localStorage.getItem('location'))).toMatch(/latitude/);
      const book = page.getByRole('grid', { name: 'Tus direcciones' });
      await book.getByRole('row', { name: 'Carrera 7 # 72-41' }).waitFor();
      await expectAccessible(page);

      // Edit the second one's city.
      await page.getByRole('button', { name: 'Editar Carrera 7 # 72-41' }).click();
      const edit = page.getByRole('dialog', { name: 'Editar dirección' });
      await expect(edit.getByLabel(field('Ciudad')).inputValue()).resolves.toBe('Chía');
      await edit.getByLabel(field('Ciudad')).fill('Cajicá');
      await edit.getByRole('button', { name: 'Guardar dirección' }).click();
      await book.getByText('Cajicá, Cundinamarca, Colombia').waitFor();

      // Choosing a card makes it the default.
      await book.getByRole('row', { name: 'Carrera 7 # 72-41' }).click();
      await page.getByText('Carrera 7 # 72-41 es ahora tu dirección predeterminada').waitFor();
      await expect(
        book.getByRole('row', { name: 'Carrera 7 # 72-41' }).getAttribute('aria-selected'),
      ).resolves.toBe('true');

      // Delete the other after confirming.
      await page.getByRole('button', { name: 'Eliminar Calle 10 # 5-20' }).click();
      const confirm = page.getByRole('alertdialog', { name: '¿Eliminar Calle 10 # 5-20?' });
      await confirm.getByRole('button', { name: 'Eliminar dirección' }).click();
      await page.getByText('Eliminaste Calle 10 # 5-20').waitFor();
      // The toast can come while the confirmation closes, and the page behind a modal is hidden
      // from the accessibility tree until it has gone.
      await expect.poll(() => book.getByRole('row').count()).toBe(1);
    },
  );
});
