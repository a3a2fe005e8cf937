import { describe, expect, it } from 'vitest';
import { latestMail, registerAccount, type Credentials } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';
import { useE2eServer } from './support/fixture.js';
import { tabTo } from './support/page.js';
import { productIdOf } from './support/purchases.js';

/** A demo product (packages/server/src/seed/demo/products) by aula_abierta. */
const COURSE = 'Curso de fotografía con el celular';
const COURSE_SELLER: Credentials = { username: 'aula_abierta', password: 'Aula-Pizarra-26' };
const QUESTION = '¿El curso sirve con un celular de gama baja?';
const ANSWER = 'Sí: todas las prácticas usan solo la cámara básica del teléfono.';

describe('questions and notifications', () => {
  const e2e = useE2eServer({ withDemoShop: true, stepTimeout: 20_000 });

  it('a buyer asks by keyboard; the seller hears of it in the bell and answers in place; the buyer hears back in Plaza and by mail, and everyone reads it', async () => {
    const { server } = e2e;
    const buyer = await registerAccount(server.url, 'pregunta_e2e');
    const courseId = await productIdOf(server.url, COURSE);
    const productUrl = `${server.url}/product/${courseId}`;

    // The buyer asks from the product page, by keyboard alone; the question waits for its answer.
    const asker = await e2e.openPage(buyer);
    await asker.page.goto(productUrl);
    await asker.page.getByRole('heading', { name: 'Preguntas al vendedor' }).waitFor();
    await tabTo(asker.page, asker.page.getByRole('textbox', { name: /^Tu pregunta/ }));
    await asker.page.keyboard.type(QUESTION);
    await tabTo(asker.page, asker.page.getByRole('button', { name: 'Preguntar', exact: true }));
    await asker.page.keyboard.press('Enter');
    await asker.page.getByText(`Enviamos tu pregunta a ${COURSE_SELLER.username}`).waitFor();
    const asked = asker.page.getByRole('article').filter({ hasText: QUESTION });
    await asked.getByText('Esperando respuesta').waitFor();
    await expect(
      asker.page.getByRole('textbox', { name: /^Tu pregunta/ }).inputValue(),
    ).resolves.toBe('');
    await expectAccessible(asker.page);

    // A visitor does not see a question before it is answered.
    const visitor = await e2e.openPage();
    await visitor.page.goto(productUrl);
    await visitor.page
      .getByRole('link', { name: 'Inicia sesión para preguntar al vendedor' })
      .waitFor();
    await visitor.page.getByText('Todavía no hay preguntas').waitFor();
    await expect(visitor.page.getByText(QUESTION).count()).resolves.toBe(0);

    // The seller sees it waiting in My products, then follows the bell's notification to answer.
    const seller = await e2e.openPage(COURSE_SELLER);
    await seller.page.goto(`${server.url}/products`);
    await seller.page.getByRole('tab', { name: 'Preguntas (1 sin responder)' }).click();
    await seller.page.getByRole('article').filter({ hasText: QUESTION }).waitFor();
    await expectAccessible(seller.page);
    const bell = seller.page.getByRole('button', { name: /^Notificaciones, \d+ sin leer$/ });
    await tabTo(seller.page, bell);
    await seller.page.keyboard.press('Enter');
    const popover = seller.page.getByRole('dialog', { name: 'Notificaciones' });
    const notice = popover.getByRole('link', { name: new RegExp(`pregunta sobre ${COURSE}`) });
    await notice.waitFor();
    await expectAccessible(seller.page);
    await notice.click();
    await seller.page.waitForURL(`${productUrl}#questions`);
    const answerButton = seller.page.getByRole('button', {
      name: `Responder la pregunta de ${buyer.username}`,
    });
    await tabTo(seller.page, answerButton);
    await seller.page.keyboard.press('Enter');
    await seller.page.keyboard.type(ANSWER);
    await tabTo(seller.page, seller.page.getByRole('button', { name: 'Publicar respuesta' }));
    await seller.page.keyboard.press('Enter');
    await seller.page.getByText(`Respondiste la pregunta de ${buyer.username}`).waitFor();
    await seller.page.getByRole('article').filter({ hasText: ANSWER }).waitFor();
    await expect(answerButton.count()).resolves.toBe(0);
    await expectAccessible(seller.page);
    await seller.page.close();
    expect(seller.problems).toEqual([]);

    // The buyer's bell counts the answer within its minute; here a reload asks at once.
    await asker.page.reload();
    const askerBell = asker.page.getByRole('button', { name: 'Notificaciones, 1 sin leer' });
    await askerBell.click();
    await asker.page
      .getByRole('dialog', { name: 'Notificaciones' })
      .getByRole('link', { name: `El vendedor respondió tu pregunta sobre ${COURSE}` })
      .click();
    await asker.page.getByRole('article').filter({ hasText: ANSWER }).waitFor();
    await asker.page.getByRole('button', { name: 'Notificaciones', exact: true }).waitFor();
    await asker.page.goto(`${server.url}/notifications`);
    await asker.page.getByRole('heading', { name: 'Hoy' }).waitFor();
    await asker.page
      .getByRole('link', { name: `El vendedor respondió tu pregunta sobre ${COURSE}` })
      .waitFor();
    await asker.page.getByText('Todas leídas').waitFor();
    await expectAccessible(asker.page);
    await asker.page.close();
    expect(asker.problems).toEqual([]);
    expect((await latestMail(server.url, buyer.email)).text).toContain(ANSWER);

    // Everyone reads the answered question.
    await visitor.page.goto(productUrl);
    const answered = visitor.page.getByRole('article').filter({ hasText: QUESTION });
    await answered.getByText(ANSWER).waitFor();
    await expectAccessible(visitor.page);
    await visitor.page.close();
    expect(visitor.problems).toEqual([]);
  });
});
