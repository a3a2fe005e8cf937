import { describe, expect, it } from 'vitest';
import { ADMIN, registerAccount, type Credentials } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';
import { useE2eServer } from './support/fixture.js';
import { tabTo } from './support/page.js';
import { productIdOf, receivedDigitalPurchase } from './support/purchases.js';

/** A demo digital product (packages/server/src/seed/demo/products) by aula_abierta, sent once paid. */
const COURSE = 'Curso de fotografía con el celular';
const COURSE_SELLER: Credentials = { username: 'aula_abierta', password: 'Aula-Pizarra-26' };
const COMMENT = 'Claro y práctico: mis fotos de producto mejoraron en una semana.';
const REPLY = '¡Gracias! Pronto sumamos un módulo de luz natural.';

describe('reviews', () => {
  const e2e = useE2eServer({ withDemoShop: true, withAdmin: true, stepTimeout: 20_000 });

  it('a buyer rates a received item by keyboard; everyone sees it on the product and the seller page; the seller replies; an administrator hides it', async () => {
    const { server } = e2e;
    const buyer = await registerAccount(server.url, 'resena_compra');
    const courseId = await productIdOf(server.url, COURSE);
    const purchaseId = await receivedDigitalPurchase(server.url, buyer, courseId);

    // The buyer rates the item from the purchase page, by keyboard alone.
    const { page, problems } = await e2e.openPage(buyer);
    await page.goto(`${server.url}/purchases/${purchaseId}`);
    const rate = page.getByRole('button', { name: `Calificar este producto: ${COURSE}` });
    await tabTo(page, rate);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Califica ${COURSE}` });
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('radio', { name: '1 estrella' }));
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: '4 estrellas' }).isChecked()).resolves.toBe(
      true,
    );
    await tabTo(page, dialog.getByLabel(/^Comentario/));
    await page.keyboard.type(COMMENT);
    await expectAccessible(page);
    await tabTo(page, dialog.getByRole('button', { name: 'Publicar opinión' }));
    await page.keyboard.press('Enter');
    await page.getByRole('img', { name: 'Tu calificación: 4 de 5 estrellas' }).waitFor();
    await page.getByText(COMMENT).waitFor();
    await page.getByRole('button', { name: `Editar opinión sobre ${COURSE}` }).waitFor();
    await expectAccessible(page);
    await page.close();
    expect(problems).toEqual([]);

    // A visitor sees the rating under the name and the review, and follows "Vendido por".
    const visitor = await e2e.openPage();
    await visitor.page.goto(`${server.url}/product/${courseId}`);
    await visitor.page
      .getByRole('img', { name: /^4(,0)? de 5 estrellas, 1 opinión$/ })
      .first()
      .waitFor();
    const review = visitor.page.getByRole('article').filter({ hasText: COMMENT });
    await review.getByRole('heading', { name: buyer.username }).waitFor();
    await expectAccessible(visitor.page);
    await visitor.page.getByRole('link', { name: COURSE_SELLER.username }).first().click();
    await visitor.page.waitForURL(`${server.url}/seller/${COURSE_SELLER.username}`);
    await visitor.page.getByRole('article').filter({ hasText: COMMENT }).waitFor();
    await visitor.page.getByRole('link', { name: COURSE }).first().waitFor();
    await expectAccessible(visitor.page);

    // The seller replies from My sales, once.
    const seller = await e2e.openPage(COURSE_SELLER);
    await seller.page.goto(`${server.url}/sales`);
    await seller.page.getByRole('tab', { name: 'Opiniones' }).click();
    await seller.page
      .getByRole('button', { name: `Responder a ${buyer.username} sobre ${COURSE}` })
      .click();
    const replyDialog = seller.page.getByRole('dialog', { name: `Responder a ${buyer.username}` });
    await replyDialog.getByLabel(/^Tu respuesta/).fill(REPLY);
    await replyDialog.getByRole('button', { name: 'Publicar respuesta' }).click();
    await seller.page.getByRole('article').filter({ hasText: REPLY }).waitFor();
    await expect(
      seller.page
        .getByRole('button', { name: `Responder a ${buyer.username} sobre ${COURSE}` })
        .count(),
    ).resolves.toBe(0);
    await expectAccessible(seller.page);
    await seller.page.close();
    expect(seller.problems).toEqual([]);

    // The reply shows under the review on the product page a visitor opens anew.
    await visitor.page.goto(`${server.url}/product/${courseId}`);
    await visitor.page.getByRole('article').filter({ hasText: REPLY }).waitFor();

    // An administrator hides it with a reason: it leaves the product page and its average at once.
    const admin = await e2e.openPage(ADMIN);
    await admin.page.goto(`${server.url}/admin/reviews/`);
    const reviewName = `Opinión de ${buyer.username} sobre ${COURSE}`;
    await admin.page.getByRole('button', { name: `Acciones para ${reviewName}` }).click();
    await admin.page.getByRole('menuitem', { name: 'Ocultar' }).click();
    const reason = admin.page.getByRole('dialog', { name: reviewName });
    await reason.getByLabel(/^Motivo/).fill('Prueba de moderación');
    await reason.getByRole('button', { name: 'Ocultar' }).click();
    await admin.page.getByText('Ocultaste la opinión').waitFor();
    const row = admin.page.getByRole('row').filter({ hasText: COMMENT });
    await row.getByText('Oculta', { exact: true }).waitFor();
    await row.getByText('Prueba de moderación').waitFor();
    await expectAccessible(admin.page);
    await admin.page.close();
    expect(admin.problems).toEqual([]);

    await visitor.page.goto(`${server.url}/product/${courseId}`);
    await visitor.page.getByText('Todavía no hay opiniones').waitFor();
    await expect(visitor.page.getByText(COMMENT).count()).resolves.toBe(0);
    await visitor.page.close();
    expect(visitor.problems).toEqual([]);
  });
});
