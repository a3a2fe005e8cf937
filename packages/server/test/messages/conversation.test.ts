import {
  MESSAGES_PER_DAY,
  MESSAGES_PER_MINUTE,
  messageEndpoints as messages,
  orderEndpoints as orders,
  type MessagePage,
  type UnreadCount,
} from '@plaza/api';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MINUTE } from '../../src/auth/rate-limits.js';
import { sales } from '../../src/db/schema/index.js';
import { MAX_IMAGE_BYTES } from '../../src/storage/images.js';
import { login, registerUser, type TestUser } from '../support/accounts.js';
import { bodyOf, call, fetchFile } from '../support/http.js';
import { conversation, paidSale, postMessage, sentMessage } from '../support/messages.js';
import { me } from '../support/network.js';
import { notificationsOf } from '../support/notifications.js';
import { createdAddress, createdPurchase } from '../support/orders.js';
import { photo } from '../support/products.js';
import { confirmReceipt, shipPurchase } from '../support/purchase-flow.js';
import { useShop } from '../support/shop.js';

/*
 * A sale's conversation (docs/api.md, "Messages after the sale"): its buyer and its seller write,
 * administrators read, anyone else finds nothing; open from payment until 30 days after receipt.
 */
describe('a sale’s conversation', () => {
  const shop = useShop({ product: { quantity: 100 } });
  let buyer: TestUser;
  let stranger: TestUser;
  let saleId: number;
  beforeAll(async () => {
    [buyer, stranger] = await Promise.all([registerUser(shop.server), registerUser(shop.server)]);
    ({ saleId } = await paidSale(shop.server, buyer, shop.product));
  });

  const read = (token: string | undefined, id = saleId) =>
    call<MessagePage>(shop.server, messages.saleMessages, { params: { id }, token });
  const markRead = (token: string, id = saleId) =>
    call<UnreadCount>(shop.server, messages.markMessagesRead, { params: { id }, token });

  it('is written by the buyer and the seller and read newest first, by administrators too', async () => {
    await sentMessage(shop.server, buyer.access, saleId, '¿Cuándo lo envías?');
    const answer = await sentMessage(shop.server, shop.seller.access, saleId, 'Mañana temprano');
    expect(answer).toMatchObject({
      sale_id: saleId,
      author: { username: shop.seller.username, role: 'seller' },
      text: 'Mañana temprano',
      photo: null,
      read_at: null,
    });
    for (const token of [buyer.access, shop.seller.access, shop.admin]) {
      const page = await conversation(shop.server, token, saleId);
      expect(page.results.map(({ text, author }) => [author.role, text])).toEqual([
        ['seller', 'Mañana temprano'],
        ['buyer', '¿Cuándo lo envías?'],
      ]);
    }
  });

  it('is not found for anyone else’s sale, and asks a visitor to sign in', async () => {
    expect((await read(stranger.access)).status).toBe(404);
    expect((await postMessage(shop.server, stranger.access, saleId, { text: 'Hola' })).status).toBe(
      404,
    );
    expect((await markRead(stranger.access)).status).toBe(404);
    expect((await read(buyer.access, 999999)).status).toBe(404);
    expect((await read(undefined)).status).toBe(401);
  });

  it('is read but not written by an administrator while no claim of the sale is escalated', async () => {
    const refused = await postMessage(shop.server, shop.admin, saleId, { text: 'Soy soporte' });
    expect(refused.status).toBe(403);
    expect((await markRead(shop.admin)).status).toBe(403);
  });

  it('opens when the sale is paid and closes if it is cancelled', async () => {
    const address = await createdAddress(shop.server, buyer.access);
    const unpaid = await createdPurchase(shop.server, buyer.access, {
      items: [{ product: shop.product.id, quantity: 1 }],
      shipping_address: address.id,
    });
    const unpaidSale = unpaid.items[0]!.sale_id;
    const early = await postMessage(shop.server, buyer.access, unpaidSale, { text: 'Hola' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'conversation_not_open' });

    const cancelled = await call(shop.server, orders.updateBuyerStatus, {
      token: buyer.access,
      body: { purchase_id: unpaid.purchase_id, status: 'cancelled' },
    });
    bodyOf(cancelled, 200);
    const late = await postMessage(shop.server, buyer.access, unpaidSale, { text: 'Hola' });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'conversation_closed' });
  });

  it('stays open for 30 days after the purchase is received, then only reads', async () => {
    const { purchase, saleId: received } = await paidSale(shop.server, buyer, shop.product);
    await shipPurchase(shop.server, purchase, [shop.seller]);
    bodyOf(await confirmReceipt(shop.server, buyer, purchase.purchase_id), 200);
    await sentMessage(shop.server, buyer.access, received, 'Llegó perfecto');

    // A received sale changes no more: its last change is its receipt.
    await shop
      .db()
      .update(sales)
      .set({ updatedAt: sql`now() - interval '31 days'` })
      .where(eq(sales.id, received));
    const closed = await postMessage(shop.server, shop.seller.access, received, {
      text: 'Gracias',
    });
    expect(closed.status).toBe(409);
    expect(closed.body).toMatchObject({ code: 'conversation_closed' });
    expect((await conversation(shop.server, buyer.access, received)).count).toBe(1);
  });

  it('masks e-mail addresses, phone numbers and links', async () => {
    const masked = await sentMessage(
      shop.server,
      buyer.access,
      saleId,
      'Escríbeme a ana@correo.com o al +57 300 123 4567, o mira https://tienda.example/x',
    );
    expect(masked.text).toBe('Escríbeme a […] o al […], o mira […]');
  });

  it('takes a photo, alone or with words, served only by its signed link', async () => {
    const sent = await postMessage(shop.server, buyer.access, saleId, { photo: await photo() });
    const message = bodyOf(sent, 201);
    expect(message.text).toBeNull();
    const file = await fetchFile(message.photo!);
    expect(file).toMatchObject({ status: 200, type: 'image/webp' });
    expect(file.cache).toMatch(/^private, max-age=\d+$/);

    // The same link on another sale's path, or unsigned, finds nothing.
    const elsewhere = message.photo!.replace(
      `/products-sales/${saleId}/`,
      `/products-sales/${saleId + 1000}/`,
    );
    for (const url of [elsewhere, message.photo!.replace(/\?.*$/, '')]) {
      expect((await fetchFile(url)).status, url).toBe(404);
    }
  });

  it('refuses a file that is not an image or is too large, and a message with neither words nor photo', async () => {
    const text = new TextEncoder().encode('no soy una imagen');
    const wrong = await postMessage(shop.server, buyer.access, saleId, { photo: text });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body)).toEqual(['photo']);
    const large = new Uint8Array(MAX_IMAGE_BYTES + 1);
    const tooLarge = await postMessage(shop.server, buyer.access, saleId, { photo: large });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ code: 'file_too_large' });
    const empty = await postMessage(shop.server, buyer.access, saleId, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body)).toEqual(['text']);
  });

  it('counts what each side has not read, until they mark it read', async () => {
    const reader = await registerUser(shop.server);
    const { purchase, saleId: own } = await paidSale(shop.server, reader, shop.product);
    await sentMessage(shop.server, shop.seller.access, own, 'Gracias por tu compra');
    await sentMessage(shop.server, shop.seller.access, own, 'Lo envío hoy');
    await sentMessage(shop.server, reader.access, own, '¡Genial!');

    expect((await conversation(shop.server, reader.access, own)).unread_count).toBe(2);
    expect((await me(shop.server, reader)).pending.messages).toBe(2);
    const notified = await notificationsOf(shop.server, reader, 'message_received');
    expect(notified).toHaveLength(2);
    expect(notified[0]).toMatchObject({
      params: { sale_id: own, purchase_id: purchase.purchase_id, from: shop.seller.username },
      link: `/purchases/${purchase.purchase_id}`,
    });
    const toSeller = await notificationsOf(shop.server, shop.seller, 'message_received');
    expect(toSeller.find(({ params }) => params.sale_id === own)).toMatchObject({
      params: { from: reader.username },
      link: `/sales/${own}`,
    });

    expect(bodyOf(await markRead(reader.access, own), 200)).toEqual({ unread_count: 0 });
    const page = await conversation(shop.server, reader.access, own);
    expect(page.unread_count).toBe(0);
    expect(page.results.map(({ read_at }) => read_at !== null)).toEqual([false, true, true]);
    expect((await me(shop.server, reader)).pending.messages).toBe(0);
    // The seller's own unread message is theirs to read.
    expect((await conversation(shop.server, shop.seller.access, own)).unread_count).toBe(1);
  });
});

describe('the rate of messages', () => {
  const shop = useShop();

  it('is 20 a minute per user, over every conversation', async () => {
    const buyer = await registerUser(shop.server);
    const { saleId } = await paidSale(shop.server, buyer, shop.product);
    for (let sent = 0; sent < 20; sent += 1) {
      await sentMessage(shop.server, buyer.access, saleId, `Mensaje ${sent}`);
    }
    const refused = await postMessage(shop.server, buyer.access, saleId, { text: 'Uno más' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The seller's own count is untouched.
    await sentMessage(shop.server, shop.seller.access, saleId, 'Calma, ya respondo');
  });

  /*
   * The counters live in this process's memory (@fastify/rate-limit's LocalStore), which reads
   * Date.now(): moving only Date past each minute spends a day's worth without waiting for it.
   */
  describe('over a day', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('is 200 a day per user, however slowly they are sent', async () => {
      const buyer = await registerUser(shop.server);
      const { saleId } = await paidSale(shop.server, buyer, shop.product);
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.now();
      /** `minutes` later on the server's clock: a new token for `user`, as theirs last 5 minutes. */
      const minuteLater = async (minutes: number, user: TestUser) => {
        vi.setSystemTime(start + minutes * MINUTE);
        return (await login(shop.server, user.username, user.password)).access;
      };

      const minutes = MESSAGES_PER_DAY / MESSAGES_PER_MINUTE;
      for (let minute = 0; minute < minutes; minute += 1) {
        const token = await minuteLater(minute, buyer);
        for (let sent = 0; sent < MESSAGES_PER_MINUTE; sent += 1) {
          await sentMessage(shop.server, token, saleId, `Mensaje ${minute}:${sent}`);
        }
      }
      const token = await minuteLater(minutes, buyer);
      const refused = await postMessage(shop.server, token, saleId, { text: 'Uno más' });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'throttled' });
      // The day's wait, not the minute's: the first message was 10 minutes ago.
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(23 * 60 * 60);
      expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60 - minutes * 60);
      // The seller's own count is untouched.
      const seller = await minuteLater(minutes, shop.seller);
      await sentMessage(shop.server, seller, saleId, 'Calma, ya respondo');
    });
  });
});

describe('a shop without the contact filter', () => {
  const shop = useShop({ env: { MESSAGE_CONTACT_FILTER: 'false' } });

  it('keeps the words as written', async () => {
    const buyer = await registerUser(shop.server);
    const { saleId } = await paidSale(shop.server, buyer, shop.product);
    const text = 'Escríbeme a ana@correo.com o al +57 300 123 4567';
    expect((await sentMessage(shop.server, buyer.access, saleId, text)).text).toBe(text);
  });
});
