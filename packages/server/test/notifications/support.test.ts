import { supportEndpoints as support, type AdminTicket } from '@plaza/api';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { notificationsOf } from '../support/notifications.js';
import { useAdminServer } from '../support/shop.js';
import { openedTicket } from '../support/tickets.js';

/*
 * A ticket's author hears of each answer an administrator gives: the same answer sent again, or a
 * change of status alone, is no news.
 */
describe('notifications of support tickets', () => {
  const shop = useAdminServer();

  const update = (id: number, body: unknown, token = shop.admin) =>
    call<AdminTicket>(shop.server, support.updateTicket, { params: { id }, token, body });

  it('tells the author of each new answer, once', async () => {
    const [author, other] = [await registerUser(shop.server), await registerUser(shop.server)];
    const { id } = await openedTicket(shop.server, author, {
      subject: 'Mi pedido',
      information: 'No ha llegado',
    });
    expect((await update(id, { status: 'closed' })).status).toBe(200);
    expect((await update(id, { answer: 'Ya salió' }, author.access)).status).toBe(403);
    expect(await notificationsOf(shop.server, author)).toEqual([]);

    expect((await update(id, { answer: 'Ya salió' })).status).toBe(200);
    expect((await update(id, { answer: ' Ya salió ' })).status).toBe(200);
    expect((await update(id, { status: 'closed' })).status).toBe(200);
    const once = await notificationsOf(shop.server, author, 'ticket_answered');
    expect(once).toEqual([
      expect.objectContaining({ params: { ticket_id: id }, link: '/support' }),
    ]);
    expect((await update(id, { answer: 'Llega el lunes' })).status).toBe(200);
    expect(await notificationsOf(shop.server, author, 'ticket_answered')).toHaveLength(2);
    expect(await notificationsOf(shop.server, other)).toEqual([]);
  });
});
