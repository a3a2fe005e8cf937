import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  fetchAsPageUser,
  logIn,
  mailedCode,
  registerAccount,
  signOut,
} from './support/accounts.js';
import { expectAccessible } from './support/axe.js';
import { useE2eServer } from './support/fixture.js';
import { pngFile } from './support/files.js';
import { field, localStorageOf } from './support/page.js';

/** Opens the profile the way users do: from the account menu. */
async function openProfile(page: Page, url: string) {
  await page.getByRole('button', { name: 'Cuenta' }).click();
  await page.getByRole('menuitem', { name: 'Perfil' }).click();
  await page.waitForURL(`${url}/profile`);
  await page.getByRole('heading', { name: 'Tus datos' }).waitFor();
}

/** The signed-in user as the API sees them. */
const currentUser = (page: Page) =>
  fetchAsPageUser<{ first_name: string; phone_number: string; avatar: string }>(
    page,
    '/api/auth/user/',
  );

describe('the profile', () => {
  const e2e = useE2eServer({ pagePerTest: true, stepTimeout: 20_000 });

  it('changes name, phone and avatar, and shares the referral link', async () => {
    const { page, server } = e2e;
    const account = await registerAccount(server.url, 'perfil_e2e');
    await logIn(page, server.url, account);
    await openProfile(page, server.url);
    await expectAccessible(page);

    const link = await page.getByLabel('Enlace para compartir').inputValue();
    expect(link).toMatch(new RegExp(`^${server.url}/register\\?ref=\\w+$`));

    await page.getByLabel(field('Nombre')).fill('Valentina');
    await page.getByLabel('Teléfono (opcional)').fill('+57 300 123 4567');
    await page
      .locator('input[type="file"]')
      .setInputFiles(await pngFile('yo.png', '#8e44ad', { width: 96, height: 96 }));
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
  });

  it('changes the password with the code mailed to the account', async () => {
    const { page, server } = e2e;
    const account = await registerAccount(server.url, 'clave_e2e');
    await logIn(page, server.url, account);
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
    const code = await mailedCode(server.url, account.email);
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel(field('Código de 6 dígitos')).fill(code!);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cambiar correo o contraseña' }).click();
    await page.getByText('Tus datos de acceso cambiaron').waitFor();

    // The new password signs in; the old one no longer does.
    await signOut(page);
    await logIn(page, server.url, { username: account.username, password: newPassword });
    expect(Object.keys(await localStorageOf(page))).toContain('refresh');
  });

  it(
    'keeps an address book: add with the location helper, edit, make default, delete',
    { timeout: 240_000 },
    async () => {
      const { page, server } = e2e;
      const account = await registerAccount(server.url, 'libreta_e2e');
      await logIn(page, server.url, account);
      await openProfile(page, server.url);
      await page.getByText('Todavía no tienes direcciones').waitFor();

      const addAddress = async (street: string, city: string, phone: string) => {
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
        await dialog.getByLabel(field('Número de teléfono')).fill(phone);
        await dialog.getByLabel(field('Referencia')).fill('Frente al parque');
        await expectAccessible(page);
        await dialog.getByRole('button', { name: 'Guardar dirección' }).click();
        await page.getByText(`Guardaste ${street}`).waitFor();
      };

      await addAddress('Calle 10 # 5-20', 'Bogotá', '+57 601 555 0101');
      // Typed as bare digits, the phone still reads in groups.
      await addAddress('Carrera 7 # 72-41', 'Chía', '+576015550102');
      expect(await page.evaluate(() => localStorage.getItem('location'))).toMatch(/latitude/);
      const book = page.getByRole('grid', { name: 'Tus direcciones' });
      await book.getByRole('row', { name: 'Carrera 7 # 72-41' }).waitFor();
      await book
        .getByText('Código postal 110111 · Teléfono \u2066+57 601 555 0102\u2069')
        .waitFor();
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
