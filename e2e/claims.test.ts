import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, registerAccount, type Credentials } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';
import { useE2eServer } from './support/fixture.js';
import { tabTo } from './support/page.js';
import { paidPurchase, productIdOf } from './support/purchases.js';

/** A demo course of aula_abierta's: digital, so its sale is sent once paid, and may be claimed. */
const COURSE = 'Curso de fotografía con el celular';
const COURSE_SELLER: Credentials = { username: 'aula_abierta', password: 'Aula-Pizarra-26' };

// A radio's drawn circle covers its hidden input: a pointer user clicks its label.

/** The buyer tells their problem from the purchase's page: the claim's page, once it is open. */
async function openClaim(page: Page, url: string, purchaseId: number): Promise<string> {
  await page.goto(`${url}/purchases/${purchaseId}`);
  await page.getByRole('button', { name: 'Tengo un problema' }).click();
  const form = page.getByRole('dialog', { name: 'Contar el problema' });
  await form.getByText('No es lo que se describía', { exact: true }).click();
  await form
    .getByRole('textbox', { name: /Cuéntale al vendedor/ })
    .fill('El curso tiene tres lecciones, no doce como dice la descripción.');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Abrir el reclamo' }).click();
  await page.waitForURL(new RegExp(`${url}/claims/\\d+$`));
  await page.getByRole('heading', { level: 1, name: /^Reclamo \d+$/ }).waitFor();
  return page.url();
}

/** The seller reaches the claim from the sale's page, where its status is linked. */
async function sellerOpensClaim(page: Page, url: string, purchaseId: number): Promise<void> {
  await page.goto(`${url}/sales`);
  await page.getByRole('link', { name: `Venta n.º ${purchaseId}`, exact: true }).click();
  await page.getByText(/Reclamo del comprador/).waitFor();
  await page.getByRole('link', { name: 'Ver el reclamo' }).click();
  await page.waitForURL(new RegExp(`${url}/claims/\\d+$`));
}

/** The step `name` of the claim's card, and the dialog it opens. */
async function takeStep(page: Page, name: string | RegExp, dialog: string | RegExp) {
  const steps = page.getByRole('region', { name: 'Qué puedes hacer' });
  await steps.getByRole('button', { name }).click();
  return page.getByRole('dialog', { name: dialog });
}

describe('a claim', () => {
  const e2e = useE2eServer({ withDemoShop: true, withAdmin: true, stepTimeout: 20_000 });

  it('ends in a partial refund: the buyer opens it, the seller offers part, the buyer accepts it', async () => {
    const { server } = e2e;
    const buyer = await registerAccount(server.url, 'reclamo_parte');
    const courseId = await productIdOf(server.url, COURSE);
    const { purchaseId } = await paidPurchase(server.url, buyer, [courseId], { ships: false });

    const { page, problems } = await e2e.openPage(buyer);
    const claimUrl = await openClaim(page, server.url, purchaseId);
    await page.getByText('Espera al vendedor').first().waitFor();
    await page.getByText('Plazo del vendedor para responder').waitFor();
    await expectAccessible(page);

    // The seller answers with one partial offer, typed in dollars, by keyboard.
    const seller = await e2e.openPage(COURSE_SELLER);
    await sellerOpensClaim(seller.page, server.url, purchaseId);
    const answer = await takeStep(seller.page, 'Responder', 'Responder al reclamo');
    await answer.getByText('Ofrecer una parte (una sola vez)', { exact: true }).click();
    await tabTo(seller.page, answer.getByRole('textbox', { name: /Monto/ }));
    await seller.page.keyboard.type('4');
    await expectAccessible(seller.page);
    await tabTo(seller.page, answer.getByRole('button', { name: 'Responder' }));
    await seller.page.keyboard.press('Enter');
    await seller.page.getByText('Oferta del vendedor').first().waitFor();
    await seller.page.getByText(/El vendedor ofreció\s*\S?4,00\sUS\$/).waitFor();
    await seller.page.close();
    expect(seller.problems).toEqual([]);

    // The buyer takes it: the claim ends with $4.00 back, said in money.
    await page.goto(claimUrl);
    const accept = await takeStep(page, /^Aceptar .*4,00/, /^Aceptar .*4,00/);
    await accept.getByText(/Te devolverán .*4,00\sUS\$ y el reclamo terminará/).waitFor();
    await accept.getByRole('button', { name: /^Aceptar/ }).click();
    await page.getByText('Aceptaste la oferta').waitFor();
    await page.getByText(/Reembolso parcial de\s*\S?4,00\sUS\$/).waitFor();
    const refunded = page.getByRole('definition').filter({ hasText: /4,00/ });
    await expect(refunded.count()).resolves.toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: 'Qué puedes hacer' }).count()).resolves.toBe(0);
    await expectAccessible(page);

    // The purchase shows how its claim ended, linked.
    await page.goto(`${server.url}/purchases/${purchaseId}`);
    await page.getByText(/Reclamo con aula_abierta/).waitFor();
    await page.getByText('Terminado').waitFor();
    await page.close();
    expect(problems).toEqual([]);
  });

  // Three people's pages one after the other (buyer, seller, administrator), four steps of a
  // claim: past the 60 s a journey gets when two run beside each other on a busy machine.
  it('is talked over and decided by an administrator once the buyer escalates it', async () => {
    const { server } = e2e;
    const buyer = await registerAccount(server.url, 'reclamo_admin');
    const courseId = await productIdOf(server.url, COURSE);
    const { purchaseId } = await paidPurchase(server.url, buyer, [courseId], { ships: false });
    const { page, problems } = await e2e.openPage(buyer);
    const claimUrl = await openClaim(page, server.url, purchaseId);

    // The seller asks for the item back; the buyer would rather Plaza decided.
    const seller = await e2e.openPage(COURSE_SELLER);
    await sellerOpensClaim(seller.page, server.url, purchaseId);
    const answer = await takeStep(seller.page, 'Responder', 'Responder al reclamo');
    await answer.getByText('Pedir el artículo de vuelta', { exact: true }).click();
    await answer.getByRole('button', { name: 'Responder' }).click();
    await seller.page.getByText('Devolución pedida').first().waitFor();
    await seller.page.close();
    expect(seller.problems).toEqual([]);

    await page.goto(claimUrl);
    const escalate = await takeStep(page, 'Pedir que decida Plaza', 'Pedir que decida Plaza');
    await escalate.getByRole('button', { name: 'Pedir que decida Plaza' }).click();
    await page.getByText('Decide Plaza').first().waitFor();

    const claimId = claimUrl.split('/').at(-1) ?? '';
    const claimName = `Reclamo ${claimId}`;
    // The administrator, now that it is theirs, asks both in the sale's conversation.
    const admin = await e2e.openPage(ADMIN);
    await admin.page.goto(claimUrl);
    // Nothing written yet: the conversation is its heading and the composer; then its thread.
    const conversation = { name: 'Conversación con reclamo_admin y aula_abierta' };
    await admin.page.getByRole('heading', conversation).waitFor();
    await admin.page.getByLabel('Tu mensaje').fill('¿Cuántas lecciones tiene el curso?');
    await admin.page.getByRole('button', { name: 'Enviar' }).click();
    await admin.page
      .getByRole('region', conversation)
      .getByText('¿Cuántas lecciones tiene el curso?')
      .waitFor();
    await expectAccessible(admin.page);

    // The buyer reads it under the claim, from the administration.
    await page.goto(claimUrl);
    const asked = page
      .getByRole('region', { name: 'Conversación con aula_abierta' })
      .getByRole('listitem')
      .filter({ hasText: '¿Cuántas lecciones tiene el curso?' });
    await asked.getByText('Administración').waitFor();

    // The administrator finds it first in the queue and refunds it in full, with a note.
    await admin.page.goto(`${server.url}/admin/claims/`);
    const rows = admin.page.getByRole('row');
    await rows.filter({ hasText: claimName }).first().waitFor();
    await expectAccessible(admin.page);
    await admin.page.getByRole('button', { name: `Acciones para ${claimName}` }).click();
    await admin.page.getByRole('menuitem', { name: 'Decidir' }).click();
    const decision = admin.page.getByRole('dialog', { name: `Decidir el reclamo ${claimId}` });
    await decision.getByText('Reembolso total', { exact: true }).click();
    await decision
      .getByRole('textbox', { name: /Nota para el comprador y el vendedor/ })
      .fill('El curso no coincide con su descripción.');
    await decision.getByRole('button', { name: 'Decidir' }).click();
    await admin.page.getByText('Decisión guardada').waitFor();
    await admin.page.close();
    expect(admin.problems).toEqual([]);

    // The buyer reads the outcome and the note on the claim's page.
    await page.goto(claimUrl);
    await page.getByText('Terminado').first().waitFor();
    await page.getByText(/Reembolso total de/).waitFor();
    await page.getByText('El curso no coincide con su descripción.').waitFor();
    await expectAccessible(page);
    await page.close();
    expect(problems).toEqual([]);
  });
});
