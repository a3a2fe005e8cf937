import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  fetchAsPageUser,
  logIn,
  registerAccount,
  signOut,
  type Account,
} from './support/accounts.js';
import { expectAccessible } from './support/axe.js';
import { pngFile } from './support/files.js';
import { useE2eServer } from './support/fixture.js';
import { field, rowAction } from './support/page.js';

const NAME = 'Taza de barro pintada';
const RENAMED = 'Taza de barro esmaltada';
const REASON = 'Las fotos muestran otro producto.';

/** A product photo of one colour. */
const photo = (name: string, colour: string) => pngFile(name, colour, { width: 64, height: 48 });

/**
 * The journey: a seller creates a product with photos and sees it pending, edits it; an
 * administrator approves it and it appears in Explore's search; the administrator suspends it
 * with a reason, and the seller reads the reason in My products.
 */
describe('a seller and an administrator', () => {
  const e2e = useE2eServer({ withAdmin: true, pagePerTest: true, stepTimeout: 20_000 });
  let seller: Account;

  beforeAll(async () => {
    seller = await registerAccount(e2e.server.url, 'vende_tazas');
  });

  // A long journey on a shared two-core machine: each step has its own limit below.
  it(
    'create, review, approve, find, suspend, and the seller sees why',
    { timeout: 300_000 },
    async () => {
      const { page, server } = e2e;
      await logIn(page, server.url, seller);

      // No products yet: the empty state leads to the form.
      await page.goto(`${server.url}/products`);
      await page.getByRole('heading', { name: 'Todavía no tienes productos' }).waitFor();
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Crear mi primer producto' }).click();
      await page.waitForURL(`${server.url}/products/create`);
      await page.getByRole('heading', { name: 'Crear producto', level: 1 }).waitFor();
      await expectAccessible(page);

      // Sending it empty names what is missing, and nothing is sent.
      await page.getByRole('button', { name: 'Crear producto' }).click();
      const summary = page.getByRole('region', { name: 'Revisa lo siguiente' });
      await summary.getByRole('link', { name: 'Fotos: La foto es requerida' }).waitFor();
      await summary
        .getByRole('link', { name: 'Nivel 1: porcentaje de pago: Este campo es obligatorio' })
        .waitFor();
      await expectAccessible(page);

      // Every field, two photos, then the second made the cover.
      await page.getByLabel(field('Nombre')).fill(NAME);
      await page.getByLabel(field('Descripción corta')).fill('Taza de 350 ml hecha a mano');
      await page.getByLabel(field('Descripción')).fill('Barro de Ráquira, pintada a mano.');
      await page.getByRole('button', { name: /Categoría/ }).click();
      await page.getByRole('option', { name: 'Hogar y cocina' }).click();
      await page.getByLabel(field('Precio \\(USD\\)')).fill('24,50');
      await page.getByLabel(field('Envío \\(USD\\)')).fill('3');
      await page.getByLabel(field('Cantidad disponible')).fill('12');
      await page
        .locator('input[type="file"]')
        .setInputFiles([await photo('roja.png', '#c0392b'), await photo('azul.png', '#2471a3')]);
      await page.getByRole('button', { name: 'Mover azul.png antes' }).click();
      await page.getByText('azul.png, foto 1 de 2').waitFor();
      await page.getByLabel(field('Nombre del atributo')).fill('Material');
      await page.getByLabel(field('Valor')).fill('Barro');
      await page.getByLabel(field('Nivel 1: porcentaje de pago')).fill('30');
      await page.getByRole('button', { name: 'Agregar nivel' }).click();
      await page.getByLabel(field('Nivel 2: porcentaje de pago')).fill('25');
      // The rule on the sum is told as each percentage is entered.
      await page.keyboard.press('Tab');
      await page.getByText('Los niveles suman 55 %: pasan del máximo de 50 %.').waitFor();
      await page.getByLabel(field('Nivel 2: porcentaje de pago')).fill('5');
      await page.keyboard.press('Tab');
      await page.getByText('Los niveles suman 35 % de 50 % posibles.').waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Crear producto' }).click();

      // Back in My products, waiting for review.
      await page.waitForURL(`${server.url}/products`);
      const table = page.getByRole('grid', { name: 'Mis productos' });
      const row = table.getByRole('row', { name: new RegExp(NAME) });
      await row.getByText('Pendiente de aprobación').waitFor();
      await expectAccessible(page);

      // The photos kept their order on the server.
      const mine = await fetchAsPageUser<{ results: { id: number }[] }>(
        page,
        '/api/marketplace/products/mine/',
      );
      const id = mine.results[0]!.id;

      // Edit: the form starts from the product; leaving with changes asks first.
      await rowAction(page, NAME, 'Editar');
      await page.waitForURL(`${server.url}/products/edit/${id}`);
      await page.getByText(/el producto vuelve a revisión/).waitFor();
      const name = page.getByLabel(field('Nombre'));
      await expect(name.inputValue()).resolves.toBe(NAME);
      await expect(page.getByRole('row', { name: `${NAME} 1` }).count()).resolves.toBe(1);
      await expectAccessible(page);
      await name.fill(RENAMED);
      await page.getByRole('link', { name: 'Mis productos' }).first().click();
      const leave = page.getByRole('alertdialog', { name: '¿Salir sin guardar?' });
      await leave.waitFor();
      await leave.getByRole('button', { name: 'Seguir editando' }).click();
      await expect(page.url()).toBe(`${server.url}/products/edit/${id}`);
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await page.waitForURL(`${server.url}/products`);
      await table.getByRole('row', { name: new RegExp(RENAMED) }).waitFor();

      // The administrator approves it, and Explore's search finds it.
      await signOut(page);
      await logIn(page, server.url, ADMIN);
      await page.goto(`${server.url}/admin/products/?status=pending_approval`);
      const review = page.getByRole('grid', { name: 'Estado de productos' });
      await review.getByRole('row', { name: new RegExp(RENAMED) }).waitFor();
      await expectAccessible(page);
      await rowAction(page, RENAMED, 'Aprobar');
      await page.getByText(`Aprobaste ${RENAMED}`).waitFor();
      await review.getByText('Ningún producto coincide').waitFor();

      await page.goto(`${server.url}/explore?search=esmaltada`);
      await page
        .getByRole('list', { name: 'Productos' })
        .getByRole('link', { name: RENAMED })
        .waitFor();

      // Then suspends it with a reason.
      await page.goto(`${server.url}/admin/products/`);
      await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('esmaltada');
      await page.waitForURL(/search=esmaltada/);
      await review
        .getByRole('row', { name: new RegExp(RENAMED) })
        .getByText('Aprobado')
        .waitFor();
      await rowAction(page, RENAMED, 'Marcar como producto de red');
      await review.getByText('Producto de red').waitFor();
      await rowAction(page, RENAMED, 'Suspender');
      const dialog = page.getByRole('dialog', { name: `Suspender ${RENAMED}` });
      await dialog.getByRole('button', { name: 'Suspender producto' }).click();
      await dialog.getByText('Este campo es obligatorio').first().waitFor();
      await expectAccessible(page);
      await dialog.getByLabel(field('Motivo')).fill(REASON);
      await dialog.getByRole('button', { name: 'Suspender producto' }).click();
      await page.getByText(`Suspendiste ${RENAMED}`).waitFor();
      await review
        .getByRole('row', { name: new RegExp(RENAMED) })
        .getByText('Suspendido')
        .waitFor();

      // The seller sees it suspended, with the reason.
      await signOut(page);
      await logIn(page, server.url, seller);
      await page.goto(`${server.url}/products?status=suspended`);
      const suspended = page.getByRole('grid', { name: 'Mis productos' }).getByRole('row', {
        name: new RegExp(RENAMED),
      });
      await suspended.getByText(`Motivo: ${REASON}`).waitFor();
      await expectAccessible(page);

      // Deleting asks first and says what happens to a product someone bought.
      await rowAction(page, RENAMED, 'Eliminar');
      const confirm = page.getByRole('alertdialog', { name: `¿Eliminar ${RENAMED}?` });
      await confirm.getByText(/se archiva en lugar de borrarse/).waitFor();
      await confirm.getByRole('button', { name: 'Eliminar producto' }).click();
      await page.getByText(`Eliminaste ${RENAMED}`).waitFor();
      await page.getByRole('heading', { name: 'Ningún producto coincide' }).waitFor();
      // The filter left the list empty: clearing it shows the whole list, empty too by now.
      await page.getByRole('button', { name: 'Quitar filtros' }).click();
      await page.getByRole('heading', { name: 'Todavía no tienes productos' }).waitFor();
    },
  );

  it('shows someone who is not an administrator the not-found screen at admin/products/', async () => {
    const { page, server } = e2e;
    await logIn(page, server.url, seller);
    await page.goto(`${server.url}/admin/products/`);
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
  });
});
