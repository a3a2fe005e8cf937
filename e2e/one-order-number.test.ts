import { describe, expect, it } from 'vitest';
import { DEMO_SELLERS, fetchAsPageUser, registerAccount } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';
import { useE2eServer } from './support/fixture.js';
import { rowAction } from './support/page.js';
import { paidPurchase, productIdOf } from './support/purchases.js';

/** Demo products (packages/server/src/seed/demo/products/home-kitchen.ts), physical, by two sellers. */
const COFFEE_MAKER = 'Cafetera de émbolo Montaña de 1 litro';
const COFFEE_MAKER_SELLER = DEMO_SELLERS.tiendaAurora;
const BLANKET = 'Manta tejida a mano Páramo';
const TRACKING = 'CO-7781-AUR';

/*
 * One order, one number (issue 36): the seller knows a sale by its purchase's number, as its buyer
 * does, and the buyer sees the tracking code the seller gave, on the list and the purchase page.
 */
describe('one order, one number', () => {
  const e2e = useE2eServer({ withDemoShop: true, stepTimeout: 20_000 });

  it('the seller sends their part with a tracking code; the buyer sees it under the same number', async () => {
    const { server } = e2e;
    const buyer = await registerAccount(server.url, 'sigue_su_envio');
    const [coffeeMaker, blanket] = await Promise.all(
      [COFFEE_MAKER, BLANKET].map((name) => productIdOf(server.url, name)),
    );
    const { purchaseId } = await paidPurchase(server.url, buyer, [coffeeMaker!, blanket!], {
      ships: true,
    });
    const saleName = `Venta n.º ${purchaseId}`;

    // The seller's list, dialogs and toast quote the buyer's number.
    const seller = await e2e.openPage(COFFEE_MAKER_SELLER);
    const sellerPage = seller.page;
    await sellerPage.goto(`${server.url}/sales`);
    const row = sellerPage.getByRole('row').filter({ hasText: buyer.username });
    await expect.poll(() => row.getByRole('rowheader').textContent()).toBe(saleName);
    const [sale] = (
      await fetchAsPageUser<{ results: { id: number; purchase_id: number }[] }>(
        sellerPage,
        `/api/marketplace/products-sales/?search=${buyer.username}`,
      )
    ).results;
    // The demo shop has more sales than purchases: the sale's own id is another number.
    expect(sale?.purchase_id).toBe(purchaseId);
    expect(sale?.id).not.toBe(purchaseId);
    await rowAction(sellerPage, saleName, 'Marcar como en preparación');
    const preparing = sellerPage.getByRole('dialog', { name: 'Marcar como en preparación' });
    await preparing
      .getByText(`${buyer.username} verá que estás preparando la venta n.º ${purchaseId}.`)
      .waitFor();
    // The seller packs from here: the dialog says where the sale ships.
    await preparing.getByText('Se envía a').waitFor();
    await preparing.getByText('Calle 45 # 12-30').waitFor();
    await preparing.getByRole('button', { name: 'Marcar como en preparación' }).click();
    await row.getByText('Preparando').waitFor();
    await rowAction(sellerPage, saleName, 'Marcar como enviada');
    const sending = sellerPage.getByRole('dialog', { name: 'Marcar como enviada' });
    await sending
      .getByText(
        `La venta n.º ${purchaseId} sale hacia ${buyer.username}; le avisaremos por correo.`,
      )
      .waitFor();
    await sending.getByLabel('Código de seguimiento').fill(TRACKING);
    await sending.getByRole('button', { name: 'Marcar como enviada' }).click();
    await sellerPage.getByRole('status').filter({ hasText: saleName }).first().waitFor();
    await row.getByText(`Seguimiento: ${TRACKING}`).waitFor();
    await sellerPage.close();
    expect(seller.problems).toEqual([]);

    // The buyer's list says whose part carries the code, under the same number.
    const { page, problems } = await e2e.openPage(buyer);
    await page.goto(`${server.url}/purchases`);
    const purchaseRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `Compra n.º ${purchaseId}`, exact: true }) });
    await purchaseRow
      .getByText(`Seguimiento de ${COFFEE_MAKER_SELLER.username}: ${TRACKING}`)
      .waitFor();
    await expectAccessible(page);

    // The purchase page shows the code on that seller's line only, and each name leads to its product.
    await purchaseRow.getByRole('link', { name: `Compra n.º ${purchaseId}` }).click();
    await page.waitForURL(`${server.url}/purchases/${purchaseId}`);
    const items = page.getByRole('list', { name: 'Productos' }).getByRole('listitem');
    const coffeeLine = items.filter({ hasText: COFFEE_MAKER });
    await coffeeLine.getByText(`Seguimiento: ${TRACKING}`).waitFor();
    await expect(
      items
        .filter({ hasText: BLANKET })
        .getByText(/Seguimiento/)
        .count(),
    ).resolves.toBe(0);
    await expectAccessible(page);

    // Another seller still ships the rest: the notification says part of it was sent.
    await page.goto(`${server.url}/notifications`);
    await page
      .getByText(`Enviaron parte de tu compra ${purchaseId} (seguimiento: ${TRACKING})`)
      .waitFor();

    await page.goto(`${server.url}/purchases/${purchaseId}`);
    await page.getByRole('link', { name: COFFEE_MAKER }).click();
    await page.waitForURL(`${server.url}/product/${coffeeMaker}`);
    await page.getByRole('heading', { level: 1, name: COFFEE_MAKER }).waitFor();
    await page.close();
    expect(problems).toEqual([]);
  });
});
