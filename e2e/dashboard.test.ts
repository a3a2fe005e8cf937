import { describe, expect, it } from 'vitest';
import { ADMIN, mailedCode, registerAccount } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';
import { useE2eServer } from './support/fixture.js';
import { hasFocus } from './support/page.js';

describe('the dashboard', () => {
  const e2e = useE2eServer({ withAdmin: true, stepTimeout: 20_000 });

  it('shows the balance, grows the network through the referral link, and refuses a withdrawal the balance does not cover', async () => {
    const { server } = e2e;
    const referrer = await registerAccount(server.url, 'dash_referrer');
    const { page, problems } = await e2e.openPage(referrer);

    const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
    await navigation.getByRole('link', { name: 'Panel', exact: true }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Tu panel' }).waitFor();
    // The tab says what the page is, as its entry does (issue 36: not the spec's "Blank Page").
    await expect(page.title()).resolves.toBe('Panel · Plaza');
    const balance = page.getByRole('term').filter({ hasText: 'Saldo' });
    await expect(balance.locator('xpath=following-sibling::dd[1]').textContent()).resolves.toMatch(
      /0,00\s*US\$/,
    );
    await page.getByText('Todavía no tienes ganancias en los últimos seis meses.').waitFor();
    await page.getByText('Nadie se ha unido con tu enlace todavía.').waitFor();
    // Empty lists lead on: with nothing to withdraw, to selling; with no movements, to the link.
    await page
      .getByRole('region', { name: 'Tus retiros' })
      .getByRole('link', { name: 'Crear producto' })
      .waitFor();
    await page.getByRole('button', { name: 'Ver mi enlace de referido' }).click();
    await expect(
      hasFocus(page.getByRole('textbox', { name: 'Tu enlace de referido' })),
    ).resolves.toBe(true);
    await expectAccessible(page);

    // Whoever registers through the link joins the network at level 1.
    const link = await page.getByRole('textbox', { name: 'Tu enlace de referido' }).inputValue();
    expect(link).toMatch(new RegExp(`^${server.url}/register\\?ref=`));
    const code = new URL(link).searchParams.get('ref') ?? '';
    await registerAccount(server.url, 'dash_referred', code);
    await page.reload();
    await page.getByText('1 persona en tu red').waitFor();
    await page.getByRole('rowheader', { name: 'dash_referred' }).waitFor();

    // A withdrawal needs the mailed code; with nothing earned the balance does not cover it.
    await page.getByLabel(/^Monto en dólares/).fill('5');
    await page.getByLabel(/^Destino/).fill('Banco Plaza, cuenta 0012345678');
    await page.getByRole('button', { name: 'Enviarme el código' }).click();
    await page.getByText('Te enviamos un código de 6 dígitos por correo.').waitFor();
    const mailed = (await mailedCode(server.url, referrer.email)) ?? '';
    expect(mailed).toHaveLength(6);
    await page.getByLabel(/^Código de 6 dígitos/).fill(mailed);
    await page.getByRole('button', { name: 'Solicitar retiro' }).click();
    await page.getByText('Tu saldo no alcanza para ese monto.').first().waitFor();
    await page.getByText('Aún no has pedido retiros').waitFor();
    await expectAccessible(page);
    await page.close();
    // The refused withdrawal is the one failed answer, and it was meant to fail.
    const refusal =
      /^(409 .*\/api\/marketplace\/withdrawals\/$|Failed to load resource: .*status of 409)/;
    expect(problems.filter((problem) => !refusal.test(problem))).toEqual([]);
  });

  it('lets an administrator review withdrawals and give a membership', async () => {
    const { server } = e2e;
    const member = await registerAccount(server.url, 'future_member');
    const { page, problems } = await e2e.openPage(ADMIN);
    const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
    await navigation.getByRole('button', { name: 'Administrador' }).click();

    await navigation.getByRole('link', { name: 'Retiros' }).click();
    await page.waitForURL(`${server.url}/admin/withdrawals/`);
    await page.getByText('No hay retiros con este estado').waitFor();
    await expectAccessible(page);
    // None waits, nor any other: clearing the filter says so, and leads on to Made purchases.
    await page.getByRole('button', { name: 'Quitar filtros' }).click();
    await page.getByRole('heading', { name: 'No hay nada que revisar' }).waitFor();
    await page.getByRole('link', { name: 'Ir a Compras realizadas' }).waitFor();

    await navigation.getByRole('link', { name: 'Usuarios' }).click();
    await page.waitForURL(`${server.url}/admin/users/`);
    await page.getByRole('searchbox', { name: 'Buscar por usuario o correo' }).fill('future');
    const row = page.getByRole('row').filter({ hasText: member.email });
    await row.waitFor();
    // The search runs once typing pauses: then only the header row and the match are left.
    await expect.poll(() => page.getByRole('row').count(), { timeout: 20_000 }).toBe(2);
    await expectAccessible(page);
    await row.getByRole('button', { name: 'Acciones para future_member' }).click();
    await page.getByRole('menuitem', { name: 'Dar membresía' }).click();
    await page.getByText('future_member ahora tiene membresía.').waitFor();
    await row.getByRole('gridcell', { name: 'Sí' }).first().waitFor();
    await page.close();
    expect(problems).toEqual([]);
  });
});
