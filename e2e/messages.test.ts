import { describe, expect, it } from 'vitest';
import { DEMO_SELLERS, registerAccount } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';
import { useE2eServer } from './support/fixture.js';
import { pngFile } from './support/files.js';
import { tabTo } from './support/page.js';
import { paidPurchase, productIdOf } from './support/purchases.js';

/** A demo product (packages/server/src/seed/demo/products) of tienda_aurora's, shipped. */
const HEADPHONES = 'Audífonos inalámbricos Brisa con cancelación de ruido';
const SELLER = DEMO_SELLERS.tiendaAurora;
/** What the seller writes: the e-mail address is replaced by […] before anyone reads it. */
const WITH_ADDRESS = 'Te lo envío mañana; cualquier cosa, escríbeme a ventas@aurora.example';
const MASKED = 'Te lo envío mañana; cualquier cosa, escríbeme a […]';
const REPLY = '¡Gracias! Quedo atento al número de seguimiento.';

describe('a sale’s conversation', () => {
  const e2e = useE2eServer({ withDemoShop: true, stepTimeout: 20_000 });

  // Two people's pages, a photo uploaded and read back: past the 60 s a journey gets when two run
  // beside each other on a busy machine.
  it('the seller writes from the sale page with a photo, the buyer sees it unread, reads it and replies by keyboard', async () => {
    const { server } = e2e;
    const buyer = await registerAccount(server.url, 'charla_compra');
    const productId = await productIdOf(server.url, HEADPHONES);
    const { purchaseId } = await paidPurchase(server.url, buyer, [productId], { ships: true });

    // The seller opens the sale from My sales and writes, with a photo of the parcel.
    const seller = await e2e.openPage(SELLER);
    await seller.page.goto(`${server.url}/sales`);
    await seller.page.getByRole('link', { name: `Venta n.º ${purchaseId}`, exact: true }).click();
    await seller.page.waitForURL(new RegExp(`${server.url}/sales/\\d+$`));
    const saleUrl = seller.page.url();
    await seller.page.getByRole('heading', { name: `Venta n.º ${purchaseId}` }).waitFor();
    await seller.page.getByText(HEADPHONES).waitFor();
    const toBuyer = seller.page.getByRole('region', {
      name: `Conversación con ${buyer.username}`,
    });
    await seller.page.getByText('Todavía no hay mensajes').waitFor();
    await seller.page.getByLabel('Tu mensaje').fill(WITH_ADDRESS);
    await seller.page
      .locator('input[type="file"]')
      .setInputFiles(await pngFile('paquete.png', '#2471a3', { width: 120, height: 90 }));
    await seller.page.getByRole('row', { name: 'paquete.png' }).waitFor();
    await expectAccessible(seller.page);
    await seller.page.getByRole('button', { name: 'Enviar' }).click();
    await toBuyer.getByText(MASKED).waitFor();
    await expect(toBuyer.getByText('ventas@aurora.example').count()).resolves.toBe(0);
    // The composer is empty again, ready for the next message.
    await expect(seller.page.getByLabel('Tu mensaje').inputValue()).resolves.toBe('');
    await expectAccessible(seller.page);
    // Off the sale page while the buyer answers: an open conversation asks for news every 20 s and
    // marks what it shows as read, so on a slow machine the reply would be read before the seller
    // comes back for it.
    await seller.page.goto(`${server.url}/sales`);

    // The buyer has a dot on My purchases until the conversation is in sight.
    const { page, problems } = await e2e.openPage(buyer);
    await page.goto(`${server.url}/purchases`);
    const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
    await navigation.getByRole('link', { name: 'Mis compras Pendiente' }).waitFor();
    await page.goto(`${server.url}/purchases/${purchaseId}`);
    const toSeller = page.getByRole('region', { name: `Conversación con ${SELLER.username}` });
    // Below the purchase's items: read once the buyer scrolls to it.
    await toSeller.scrollIntoViewIfNeeded();
    await toSeller.getByText('Mensajes nuevos').waitFor();
    await toSeller.getByText(MASKED).waitFor();
    const photo = toSeller.getByRole('img', { name: `Foto de ${SELLER.username}` });
    await photo.waitFor();
    // The photo's signed link answers the picture itself.
    const src = (await photo.getAttribute('src')) ?? '';
    const picture = await fetch(src);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
    await navigation.getByRole('link', { name: 'Mis compras', exact: true }).waitFor();
    await expectAccessible(page);

    // The buyer answers by keyboard alone.
    await tabTo(page, page.getByLabel('Tu mensaje'));
    await page.keyboard.type(REPLY);
    await tabTo(page, page.getByRole('button', { name: 'Enviar' }));
    await page.keyboard.press('Enter');
    await toSeller.getByText(REPLY).waitFor();
    await expectAccessible(page);
    await page.close();
    expect(problems).toEqual([]);

    // The seller reads the answer on the sale page, where their notification leads.
    await seller.page.goto(saleUrl);
    await toBuyer.getByText(REPLY).waitFor();
    await toBuyer.getByText('Mensajes nuevos').waitFor();
    await seller.page.close();
    expect(seller.problems).toEqual([]);
  });
});
