import { describe, expect, it } from 'vitest';
import { ADMIN, latestMail, registerAccount } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';
import { useE2eServer } from './support/fixture.js';
import { hasFocus } from './support/page.js';

/** A 1×1 PNG: a screenshot as small as one can be. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('support', () => {
  const e2e = useE2eServer({ withAdmin: true, stepTimeout: 20_000 });

  it('sends a ticket with a picture, an administrator answers it, and the user reads the answer', async () => {
    const { server } = e2e;
    const user = await registerAccount(server.url, 'ticket_writer');
    const { page, problems } = await e2e.openPage(user);

    // The error screen's "send a screenshot to support" leads here; so does the address.
    await page.goto(`${server.url}/support`);
    await page.getByRole('heading', { level: 1, name: 'Soporte' }).waitFor();
    await page.getByText('Todavía no has escrito a soporte').waitFor();
    await expectAccessible(page);
    // The empty list leads to the form above it.
    await page.getByRole('button', { name: 'Escribir a soporte' }).click();
    await expect(hasFocus(page.getByLabel(/^Asunto/))).resolves.toBe(true);

    // Sending it empty says what is missing, and sends nothing.
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await page.getByRole('heading', { name: 'Revisa lo siguiente' }).waitFor();

    await page.getByLabel(/^Asunto/).fill('No puedo descargar mi compra');
    await page
      .getByLabel(/^Mensaje/)
      .fill('El botón de descarga no aparece.\nAdjunto una captura.');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'captura.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await page.getByText('captura.png').first().waitFor();
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await page.getByText('Recibimos tu mensaje y te enviamos una copia por correo.').waitFor();

    const tickets = page.getByRole('list', { name: 'Tus mensajes' });
    const ticket = tickets
      .getByRole('listitem')
      .filter({ hasText: 'No puedo descargar mi compra' });
    await ticket.getByText('Abierto').waitFor();
    await ticket.getByText('Todavía sin respuesta.').waitFor();
    await ticket.getByRole('link', { name: 'Ver la imagen adjunta' }).waitFor();
    // The form starts afresh for another message.
    await expect(page.getByLabel(/^Asunto/).inputValue()).resolves.toBe('');
    // Support got it, and the user a receipt.
    expect((await latestMail(server.url, 'support@localhost')).text).toContain(
      'El botón de descarga no aparece.',
    );
    await latestMail(server.url, user.email);
    await expectAccessible(page);

    // An administrator answers it from the Admin section.
    const { page: adminPage } = await e2e.openPage(ADMIN);
    const navigation = adminPage.getByRole('navigation', { name: 'Navegación principal' });
    await navigation.getByRole('button', { name: 'Administrador' }).click();
    await navigation.getByRole('link', { name: 'Tickets de soporte' }).click();
    await adminPage.waitForURL(`${server.url}/admin/tickets/`);
    const row = adminPage.getByRole('row').filter({ hasText: 'No puedo descargar mi compra' });
    await row.getByText('ticket_writer', { exact: true }).waitFor();
    await expectAccessible(adminPage);

    await row.getByRole('button', { name: 'Acciones para No puedo descargar mi compra' }).click();
    await adminPage.getByRole('menuitem', { name: 'Responder' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'No puedo descargar mi compra' });
    await dialog.getByText('Adjunto una captura.', { exact: false }).waitFor();
    await expectAccessible(adminPage);
    await dialog
      .getByLabel(/^Respuesta/)
      .fill('Ya está disponible: recarga la página de tu compra.');
    await dialog.getByRole('button', { name: 'Enviar respuesta' }).click();
    await adminPage.getByText('Respondiste «No puedo descargar mi compra».').waitFor();
    await adminPage.close();

    // The answer reaches the user by mail and on the support page.
    expect((await latestMail(server.url, user.email)).text).toContain(
      'Ya está disponible: recarga la página de tu compra.',
    );
    await page.reload();
    await ticket.getByText('Ya está disponible: recarga la página de tu compra.').waitFor();
    await ticket.getByText('Respondido').waitFor();

    await page.close();
    // The purchase select asks for the user's purchases; until wip/orders serves that list it is
    // a 404, which the form survives (the select offers "None"). Every other failure counts.
    const purchasesList =
      /^(404 .*\/api\/marketplace\/products-purchase\/\?|Failed to load resource: .*404)/;
    expect(problems.filter((problem) => !purchasesList.test(problem))).toEqual([]);
  });

  it('is not for administrators only, and its admin screens are not for users', async () => {
    const { server } = e2e;
    const user = await registerAccount(server.url, 'curious_user');
    const { page } = await e2e.openPage(user);
    for (const path of ['/admin/tickets/', '/admin/withdrawals/', '/admin/users/']) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    }
    await page.close();
  });
});
