import {
  supportEndpoints as support,
  type AdminTicket,
  type AdminTicketPage,
  type Ticket,
  type TicketPage,
} from '@plaza/api';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { photo } from '../support/products.js';
import { paidPurchase } from '../support/orders.js';
import { productOnSale } from '../support/purchase-flow.js';
import { useAdminServer } from '../support/shop.js';

/** A ticket's multipart form; `image` is attached as `attachment`. */
function ticketForm(fields: Record<string, string>, image?: Uint8Array, name = 'shot.png') {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (image) form.append('attachment', new Blob([image], { type: 'image/png' }), name);
  return form;
}

describe('support tickets', () => {
  const shop = useAdminServer();

  const open = (user: TestUser, form: FormData) =>
    call<Ticket>(shop.server, support.createTicket, { token: user.access, body: form });
  const mine = (user: TestUser, query: Record<string, string | number> = {}) =>
    call<TicketPage>(shop.server, support.tickets, { token: user.access, query });
  const adminList = (query: Record<string, string | number> = {}, token = shop.admin) =>
    call<AdminTicketPage>(shop.server, support.adminTickets, { token, query });
  const update = (id: number | string, body: unknown, token = shop.admin) =>
    call<AdminTicket>(shop.server, support.updateTicket, { params: { id }, token, body });
  const ticketFiles = () =>
    readdir(join(shop.server.dataDir, 'uploads', 'private', 'tickets')).catch(() => []);

  it('opens a ticket with an image, re-encoded, and mails support and its author', async () => {
    const user = await registerUser(shop.server);
    const exif = await sharp(await photo(2400, 1800, 'jpeg'))
      .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
      .toBuffer();
    const answer = await open(
      user,
      ticketForm({ subject: '  Mi pedido no llega ', information: 'Pagué hace una semana.' }, exif),
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      subject: 'Mi pedido no llega',
      information: 'Pagué hace una semana.',
      purchase: null,
      attachment: expect.stringMatching(
        /^http:\/\/127\.0\.0\.1:\d+\/api\/support\/tickets\/\d+\/attachment\/\?/,
      ),
      status: 'open',
      answer: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const served = await fetch(answer.body.attachment!);
    expect(served.status).toBe(200);
    const image = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(image).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(image.exif).toBeUndefined();

    const [toSupport] = await shop.server.api.devMail('support@localhost');
    expect(toSupport?.subject).toBe(`Solicitud #${answer.body.id}: Mi pedido no llega`);
    expect(toSupport?.text).toContain(user.email);
    expect(toSupport?.text).toContain('Pagué hace una semana.');
    // The picture is named, never linked: a link in a mailbox would outlive its readers' rights.
    expect(toSupport?.text).toContain('Adjunto: una imagen');
    expect(toSupport?.text).not.toContain('attachment');
    const [receipt] = await shop.server.api.devMail(user.email);
    expect(receipt?.subject).toBe(`Recibimos tu solicitud #${answer.body.id}`);
  });

  it('opens a ticket without an image, from multipart or JSON', async () => {
    const user = await registerUser(shop.server);
    const form = ticketForm({ subject: 'Hola', information: 'Una duda', purchase: '' });
    expect((await open(user, form)).body).toMatchObject({ attachment: null, purchase: null });
    const json = await call<Ticket>(shop.server, support.createTicket, {
      token: user.access,
      body: { subject: 'Otra', information: 'Otra duda' },
    });
    expect(json.status).toBe(201);
  });

  it('refuses bad fields, files that are not images, and purchases that are not the author’s', async () => {
    const user = await registerUser(shop.server);
    const before = await ticketFiles();
    const long = await open(user, ticketForm({ subject: 'x'.repeat(121), information: '' }));
    expect(long.status).toBe(400);
    expect(long.body).toEqual({
      subject: ['Enter 1 to 120 characters.'],
      information: ['This field may not be null.'],
    });
    const tooMuch = await open(user, ticketForm({ subject: 'a', information: 'x'.repeat(5001) }));
    expect(tooMuch.body).toEqual({ information: ['Enter 1 to 5000 characters.'] });
    const notImage = await open(
      user,
      ticketForm({ subject: 'a', information: 'b' }, new TextEncoder().encode('%PDF-1.4 fake')),
    );
    expect(notImage.status).toBe(400);
    expect(notImage.body).toEqual({ attachment: ['Upload a valid image: JPEG, PNG or WebP.'] });
    const purchase = await open(
      user,
      ticketForm({ subject: 'a', information: 'b', purchase: '1' }),
    );
    expect(purchase.status).toBe(400);
    expect(purchase.body).toEqual({ purchase: ['Choose one of your own purchases.'] });
    expect((await mine(user)).body.count).toBe(0);
    expect(await ticketFiles()).toEqual(before);
  });

  it('names one of the author’s own purchases, never someone else’s', async () => {
    const [buyer, other, seller] = [
      await registerUser(shop.server),
      await registerUser(shop.server),
      await registerUser(shop.server),
    ];
    const product = await productOnSale(shop.server, seller, shop.admin, {}, { network: false });
    const purchase = await paidPurchase(shop.server, buyer.access, [
      { product: product.id, quantity: 1 },
    ]);
    const fields = { subject: 'Mi compra', information: 'No llegó' };
    const own = await open(
      buyer,
      ticketForm({ ...fields, purchase: String(purchase.purchase_id) }),
    );
    expect(own.status).toBe(201);
    expect(own.body.purchase).toBe(purchase.purchase_id);
    const [toSupport] = await shop.server.api.devMail('support@localhost');
    expect(toSupport?.text).toContain(`Compra: #${purchase.purchase_id}`);
    const theirs = await open(
      other,
      ticketForm({ ...fields, purchase: String(purchase.purchase_id) }),
    );
    expect(theirs.status).toBe(400);
    expect(theirs.body).toEqual({ purchase: ['Choose one of your own purchases.'] });
  });

  it('lists only the author’s own tickets, newest first', async () => {
    const [ana, bruno] = [await registerUser(shop.server), await registerUser(shop.server)];
    const first = await open(ana, ticketForm({ subject: 'Primera', information: 'uno' }));
    const second = await open(ana, ticketForm({ subject: 'Segunda', information: 'dos' }));
    await open(bruno, ticketForm({ subject: 'De Bruno', information: 'tres' }));
    const list = await mine(ana);
    expect(list.body.count).toBe(2);
    expect(list.body.results.map((ticket) => ticket.id)).toEqual([second.body.id, first.body.id]);
    expect((await mine(ana, { page_size: 1 })).body.next).toContain('page=2');
    expect((await call(shop.server, support.tickets)).status).toBe(401);
  });

  it('takes at most 10 tickets per user per hour, then answers 429 with Retry-After', async () => {
    const user = await registerUser(shop.server);
    for (let i = 0; i < 10; i += 1) {
      expect((await open(user, ticketForm({ subject: `T${i}`, information: 'x' }))).status).toBe(
        201,
      );
    }
    const eleventh = await open(user, ticketForm({ subject: 'T10', information: 'x' }));
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toMatchObject({ code: 'throttled' });
    const retryAfter = Number(eleventh.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await mine(user)).body.count).toBe(10);
    // Someone else is not held back by it.
    const other = await registerUser(shop.server);
    expect((await open(other, ticketForm({ subject: 'a', information: 'b' }))).status).toBe(201);
  });

  it('lets administrators list every ticket by status and search, and answer by mail', async () => {
    const user = await registerUser(shop.server);
    const ticket = (
      await open(
        user,
        ticketForm({ subject: 'Reembolso urgente', information: 'Quiero mi dinero' }),
      )
    ).body;
    const found = await adminList({ search: 'REEMBOLSO', status: 'open' });
    expect(found.status).toBe(200);
    expect(found.body.results.map((item) => item.id)).toEqual([ticket.id]);
    expect(found.body.results[0]?.user).toEqual({
      id: expect.any(Number),
      username: user.username,
      email: user.email,
    });
    expect((await adminList({ search: user.username })).body.count).toBe(1);

    const answered = await update(ticket.id, { answer: ' Ya lo devolvimos. ' });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ status: 'answered', answer: 'Ya lo devolvimos.' });
    const [mail] = await shop.server.api.devMail(user.email);
    expect(mail?.subject).toBe(`Respuesta a tu solicitud #${ticket.id}`);
    expect(mail?.text).toContain('Ya lo devolvimos.');
    expect((await mine(user)).body.results[0]).toMatchObject({
      status: 'answered',
      answer: 'Ya lo devolvimos.',
    });

    const closed = await update(ticket.id, { status: 'closed' });
    expect(closed.body).toMatchObject({ status: 'closed', answer: 'Ya lo devolvimos.' });
    expect((await shop.server.api.devMail(user.email)).length).toBe(2);
    expect((await adminList({ status: 'open', search: 'reembolso' })).body.count).toBe(0);
    expect((await adminList({ status: 'closed', search: 'reembolso' })).body.count).toBe(1);
  });

  it('refuses empty or wrong updates, unknown tickets and anyone but administrators', async () => {
    const user = await registerUser(shop.server);
    const ticket = (await open(user, ticketForm({ subject: 'a', information: 'b' }))).body;
    expect((await update(ticket.id, {})).body).toEqual({
      non_field_errors: ['Give an answer, a status or both.'],
    });
    expect((await update(ticket.id, { status: 'deleted' })).status).toBe(400);
    expect((await update(ticket.id, { answer: '   ' })).status).toBe(400);
    expect((await update(999999, { status: 'closed' })).status).toBe(404);
    expect((await update(ticket.id, { status: 'closed' }, user.access)).status).toBe(403);
    expect((await adminList({}, user.access)).status).toBe(403);
    expect((await adminList({ status: 'gone' })).status).toBe(400);
  });
});
