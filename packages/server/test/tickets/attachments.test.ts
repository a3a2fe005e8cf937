import {
  supportEndpoints as support,
  type AdminTicket,
  type AdminTicketPage,
  type TicketPage,
} from '@plaza/api';
import { mkdir, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts.js';
import { fetchDocument } from '../openapi/document.js';
import { call, fetchFile } from '../support/http.js';
import { photo } from '../support/products.js';
import { useAdminServer } from '../support/shop.js';
import {
  attachmentKeyOf,
  linkSignedAt,
  openedTicket,
  pointAttachmentAt,
} from '../support/tickets.js';

/*
 * Issue 26: a ticket's picture is its author's and the administrators' only. It is stored where no
 * /uploads/ address reaches, and served by a signed link that lasts about an hour.
 */

const SIGNED_LINK =
  /^http:\/\/127\.0\.0\.1:\d+\/api\/support\/tickets\/(\d+)\/attachment\/\?expires=(\d+)&signature=([\w-]{43})$/;
const HOUR = 60 * 60 * 1000;

describe('a ticket’s picture', () => {
  const shop = useAdminServer();
  let author: TestUser;
  let ticketId: number;
  let link: string;
  let key: string;
  let stored: Buffer;
  beforeAll(async () => {
    author = await registerUser(shop.server);
    const ticket = await openedTicket(
      shop.server,
      author,
      { subject: 'Pantallazo del error', information: 'Mi dirección sale en la imagen' },
      await photo(320, 240),
    );
    ticketId = ticket.id;
    link = ticket.attachment ?? '';
    key = await attachmentKeyOf(shop.server, ticketId);
    stored = await readFile(join(shop.server.dataDir, 'uploads', key));
  });

  /** The link the author's list of tickets gives to the ticket's picture. */
  const authorsLink = async (id = ticketId) =>
    (
      await call<TicketPage>(shop.server, support.tickets, { token: author.access })
    ).body.results.find((ticket) => ticket.id === id)?.attachment ?? '';

  it('is stored privately and served to its author by a signed link, byte for byte', async () => {
    expect(key).toMatch(/^private\/tickets\/[0-9a-f-]{36}\.webp$/);
    const [, id, expires] = SIGNED_LINK.exec(link) ?? [];
    expect(Number(id)).toBe(ticketId);
    const life = Number(expires) - Date.now() / 1000;
    expect(life).toBeGreaterThan(3590);
    expect(life).toBeLessThanOrEqual(75 * 60);

    for (const url of [link, await authorsLink()]) {
      const served = await fetchFile(url);
      expect(served).toMatchObject({ status: 200, type: 'image/webp', sniffing: 'nosniff' });
      const maxAge = Number(/^private, max-age=(\d+)$/.exec(served.cache ?? '')?.[1]);
      expect(maxAge).toBeGreaterThan(3500);
      expect(maxAge).toBeLessThanOrEqual(75 * 60);
      expect(served.bytes.equals(stored)).toBe(true);
    }
  });

  it('is served to administrators by the link their list and their answer give', async () => {
    const list = await call<AdminTicketPage>(shop.server, support.adminTickets, {
      query: { search: 'Pantallazo' },
      token: shop.admin,
    });
    const answered = await call<AdminTicket>(shop.server, support.updateTicket, {
      params: { id: ticketId },
      token: shop.admin,
      body: { answer: 'Ya lo vimos.' },
    });
    for (const url of [list.body.results[0]?.attachment ?? '', answered.body.attachment ?? '']) {
      expect(url).toMatch(SIGNED_LINK);
      expect((await fetchFile(url)).bytes.equals(stored)).toBe(true);
    }
  });

  it('is 404 to anyone else: another user, and a bare, tampered, foreign or expired link', async () => {
    const other = await registerUser(shop.server);
    const theirs = await call<TicketPage>(shop.server, support.tickets, {
      token: other.access,
    });
    expect(theirs.body.count).toBe(0);
    const bare = (token: string) =>
      call(shop.server, support.ticketAttachment, { params: { id: ticketId }, token });
    expect((await bare(other.access)).status).toBe(404);
    expect((await bare(shop.admin)).status).toBe(404);

    const otherTicket = await openedTicket(
      shop.server,
      other,
      { subject: 'Otra', information: 'Con imagen' },
      await photo(),
    );
    const [, , expires, signature] = SIGNED_LINK.exec(link) ?? [];
    const flipped = `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    const refused = [
      link.replace(`signature=${signature}`, `signature=${flipped}`),
      link.replace(`expires=${expires}`, `expires=${Number(expires) + 3600}`),
      link.replace(/signature=.*$/, ''),
      // Their own link, on this ticket.
      otherTicket.attachment!.replace(`/tickets/${otherTicket.id}/`, `/tickets/${ticketId}/`),
      await linkSignedAt(shop.server, ticketId, Date.now() - 2 * HOUR),
    ];
    for (const url of refused) expect((await fetchFile(url)).status, url).toBe(404);
  });

  it('is 404 for a well-signed link to a ticket without a picture, or to none', async () => {
    const plain = await openedTicket(shop.server, author, { subject: 'Sin', information: 'nada' });
    expect(plain.attachment).toBeNull();
    for (const id of [plain.id, 999999]) {
      expect((await fetchFile(await linkSignedAt(shop.server, id, Date.now()))).status).toBe(404);
    }
  });

  it('is never served at an /uploads/ address, however the key is spelled', async () => {
    const [folder, name] = [key.slice(0, key.lastIndexOf('/')), key.slice(key.lastIndexOf('/'))];
    for (const path of [
      `/uploads/${key}`,
      `/uploads/${folder.replace('/', '%2F')}${name}`,
      `/uploads//${key}`,
      `/uploads/PRIVATE/tickets${name}`,
    ]) {
      expect((await fetchFile(`${shop.server.url}${path}`)).status, path).toBe(404);
    }
  });

  it('is documented as a call for anyone holding the link, answering a WebP picture', async () => {
    const documented = (await fetchDocument(shop.server)).paths[
      '/api/support/tickets/{id}/attachment/'
    ]?.get;
    expect(documented?.security).toEqual([]);
    expect(Object.keys(documented?.responses['200']?.content ?? {})).toEqual(['image/webp']);
    expect(Object.keys(documented?.responses ?? {})).toEqual(expect.arrayContaining(['404']));
  });

  it('saved before pictures were private, is served by the signed link and no longer by /uploads/', async () => {
    const old = await openedTicket(
      shop.server,
      author,
      { subject: 'Antigua', information: 'de antes' },
      await photo(100, 80),
    );
    const uploads = join(shop.server.dataDir, 'uploads');
    const privateKey = await attachmentKeyOf(shop.server, old.id);
    const oldKey = privateKey.replace(/^private\//, '');
    await mkdir(join(uploads, 'tickets'), { recursive: true });
    await rename(join(uploads, privateKey), join(uploads, oldKey));
    await pointAttachmentAt(shop.server, old.id, oldKey);

    const served = await fetchFile(await authorsLink(old.id));
    expect(served.status).toBe(200);
    expect(served.bytes.equals(await readFile(join(uploads, oldKey)))).toBe(true);
    expect((await fetchFile(`${shop.server.url}/uploads/${oldKey}`)).status).toBe(404);
  });
});
