import { describe, expect, it } from 'vitest';
import { ADMIN, logIn, registerAccount, signOut } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';
import { useE2eServer } from './support/fixture.js';

describe('the sidebar', () => {
  const e2e = useE2eServer({ withAdmin: true, pagePerTest: true });

  it('shows the dashboard’s entry once signed in, and the Admin section only to an administrator', async () => {
    const { page, server } = e2e;
    const navigation = page.getByRole('navigation', { name: 'Navegación principal' });

    // A visitor has the public layout: sign in and register in the header, no sidebar.
    await page.goto(`${server.url}/explore`);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Registrarme' }).waitFor();
    await expect(header.getByRole('link', { name: 'Iniciar sesión' }).count()).resolves.toBe(1);
    await expect(navigation.count()).resolves.toBe(0);
    await expectAccessible(page);
    await header.getByRole('link', { name: 'Registrarme' }).click();
    await page.waitForURL(`${server.url}/register`);

    // Someone who is not an administrator: the dashboard, no Admin section.
    const notAdmin = await registerAccount(server.url, 'not_admin');
    await logIn(page, server.url, notAdmin);
    await navigation.getByRole('link', { name: 'Panel', exact: true }).waitFor();
    await navigation.getByRole('link', { name: 'Mis productos' }).waitFor();
    await expect(navigation.getByRole('heading', { name: 'Admin' }).count()).resolves.toBe(0);
    await signOut(page);

    await logIn(page, server.url, ADMIN);
    await navigation.getByRole('link', { name: 'Panel', exact: true }).waitFor();
    await navigation.getByRole('heading', { name: 'Admin' }).waitFor();
    await navigation.getByRole('button', { name: 'Administrador' }).click();
    await navigation.getByRole('link', { name: 'Compras realizadas' }).waitFor();
    await expect(
      navigation.getByRole('link', { name: 'Estado de productos' }).getAttribute('href'),
    ).resolves.toBe('/admin/products/');
    await expectAccessible(page);
  });
});
