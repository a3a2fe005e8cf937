import { notificationEndpoints as endpoints } from '@plaza/api';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema/index.js';
import { notify } from '../../src/notifications/notify.js';
import { sweepReadNotifications } from '../../src/notifications/sweep.js';
import { registerUser, type TestUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { me } from '../support/network.js';
import { markRead, notificationPage, notificationsOf } from '../support/notifications.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/*
 * The Notifications calls over HTTP: the list, its filter, pages and count, and marking read. The
 * notifications are written straight with notify() here; the ones each change writes are tested
 * through the changes themselves (the other files of this folder).
 */
describe('the notification list and marking read', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const db = () => server.server.database.db;
  let written = 0;
  /** Writes `count` purchase_paid notifications to `user`, one after the other, newest last. */
  const give = async (user: TestUser, count: number) => {
    const { id } = await me(server, user);
    for (let index = 0; index < count; index++) {
      written += 1;
      await notify(db(), {
        userId: id,
        kind: 'purchase_paid',
        params: { purchase_id: written },
        key: `test:${written}`,
      });
    }
  };

  it('needs a signed-in user, and checks its query and body', async () => {
    expect((await call(server, endpoints.notifications)).status).toBe(401);
    const readAll = { body: { all: true } };
    expect((await call(server, endpoints.markNotificationsRead, readAll)).status).toBe(401);
    const user = await registerUser(server);
    expect(
      (
        await call(server, endpoints.notifications, {
          query: { page_size: 101 },
          token: user.access,
        })
      ).status,
    ).toBe(400);
    for (const body of [
      {},
      { all: false },
      { ids: [] },
      { ids: ['x'] },
      { ids: Array(101).fill(1) },
      [1],
    ]) {
      const answer = await markRead(server, user, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('answers the caller’s own, newest first, with their link and unread_count', async () => {
    const [user, other] = [await registerUser(server), await registerUser(server)];
    expect(await notificationPage(server, user)).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
      unread_count: 0,
    });
    await give(user, 3);
    await give(other, 2);
    const page = await notificationPage(server, user);
    expect(page.count).toBe(3);
    expect(page.unread_count).toBe(3);
    expect(page.results.map((n) => n.params.purchase_id)).toEqual([
      written - 2,
      written - 3,
      written - 4,
    ]);
    expect(page.results[0]).toEqual({
      id: expect.any(Number),
      kind: 'purchase_paid',
      params: { purchase_id: written - 2 },
      link: `/purchases/${written - 2}`,
      read_at: null,
      created_at: expect.any(String),
    });
    expect((await notificationPage(server, other)).count).toBe(2);
  });

  it('pages, filters the unread ones, and marks by ids or all, ignoring others’ ids', async () => {
    const [user, other] = [await registerUser(server), await registerUser(server)];
    await give(user, 5);
    await give(other, 1);
    const [othersOne] = await notificationsOf(server, other);
    const first = await notificationPage(server, user, '?page_size=2');
    expect(first).toMatchObject({ count: 5, unread_count: 5, previous: null });
    expect(first.next).toContain('page=2');
    const third = await notificationPage(server, user, '?page_size=2&page=3');
    expect(third.results).toHaveLength(1);
    expect(third.next).toBeNull();
    expect(
      (
        await call(server, endpoints.notifications, {
          query: { page: 4, page_size: 2 },
          token: user.access,
        })
      ).status,
    ).toBe(404);

    const [newest, second] = first.results;
    const marked = await markRead(server, user, {
      ids: [newest!.id, second!.id, othersOne!.id, 999_999],
    });
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ unread_count: 3 });
    // The other user's stays theirs and unread.
    expect((await notificationsOf(server, other))[0]).toMatchObject({
      id: othersOne!.id,
      read_at: null,
    });
    expect((await markRead(server, other, { ids: [newest!.id] })).body).toEqual({
      unread_count: 1,
    });

    const all = await notificationsOf(server, user);
    expect(all.filter((n) => n.read_at !== null).map((n) => n.id)).toEqual([
      newest!.id,
      second!.id,
    ]);
    const unread = await notificationPage(server, user, '?unread=true');
    expect(unread).toMatchObject({ count: 3, unread_count: 3 });
    expect(unread.results.every((n) => n.read_at === null)).toBe(true);
    const everything = await notificationPage(server, user, '?unread=false');
    expect(everything).toMatchObject({ count: 5, unread_count: 3 });

    // Marking again keeps when each was first read.
    const readAt = all[0]!.read_at;
    expect((await markRead(server, user, { ids: [newest!.id] })).body).toEqual({ unread_count: 3 });
    expect((await notificationsOf(server, user))[0]!.read_at).toBe(readAt);

    expect((await markRead(server, user, { all: true })).body).toEqual({ unread_count: 0 });
    expect((await notificationPage(server, user, '?unread=true')).count).toBe(0);
    expect((await notificationsOf(server, other))[0]!.read_at).toBeNull();
  });

  it('writes one notification per user and event key', async () => {
    const user = await registerUser(server);
    const { id } = await me(server, user);
    const one = {
      userId: id,
      kind: 'product_approved' as const,
      params: { product_id: 4, product_name: 'Silla' },
      key: 'product:4:approved:1',
    };
    await notify(db(), one);
    await notify(db(), one);
    expect(await notificationsOf(server, user)).toHaveLength(1);
  });

  it('refuses params that are not its kind’s, writing nothing', async () => {
    const user = await registerUser(server);
    const { id: userId } = await me(server, user);
    // What the types would refuse, as a value from elsewhere would come: cast past them.
    const wrong = [
      { kind: 'sale_made', params: { purchase_id: 1, sale_id: 2 } },
      { kind: 'purchase_paid', params: { purchase_id: 1, product_id: 2 } },
      { kind: 'withdrawal_paid', params: { withdrawal_id: 1, amount: '12.5' } },
      { kind: 'review_received', params: { product_id: 1, product_name: 'Silla', rating: '4' } },
    ] as const;
    for (const [index, { kind, params }] of wrong.entries()) {
      const written = notify(db(), { userId, kind, params, key: `wrong:${index}` } as never);
      await expect(written, kind).rejects.toThrow(`${kind} notification params`);
    }
    expect(await notificationsOf(server, user)).toEqual([]);
  });

  it('leaves none when the transaction that wrote it is rolled back', async () => {
    const user = await registerUser(server);
    const { id } = await me(server, user);
    const failed = db().transaction(async (tx) => {
      await notify(tx, {
        userId: id,
        kind: 'ticket_answered',
        params: { ticket_id: 1 },
        key: 'ticket:1:answered:1',
      });
      // As if the change failed after the notification was written (or the process died).
      await tx.execute(sql`select 1 / 0`);
    });
    await expect(failed).rejects.toThrow();
    expect(await notificationsOf(server, user)).toEqual([]);
  });

  it('sweeps read notifications past 90 days in several passes at once, keeping unread ones', async () => {
    const user = await registerUser(server);
    await give(user, 4);
    const rows = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, (await me(server, user)).id))
      .orderBy(notifications.id);
    const age = async (index: number, readDaysAgo: number | null, createdDaysAgo: number) =>
      db()
        .update(notifications)
        .set({
          readAt: readDaysAgo === null ? null : sql`now() - make_interval(days => ${readDaysAgo})`,
          createdAt: sql`now() - make_interval(days => ${createdDaysAgo})`,
        })
        .where(eq(notifications.id, rows[index]!.id));
    await age(0, 91, 200); // read long ago: swept
    await age(1, 89, 200); // read recently: kept
    await age(2, null, 400); // never read: kept however old
    await age(3, 120, 130); // swept
    const counts = await Promise.all([sweepReadNotifications(db()), sweepReadNotifications(db())]);
    expect(counts[0]! + counts[1]!).toBe(2);
    const left = await notificationsOf(server, user);
    expect(new Set(left.map((n) => n.id))).toEqual(new Set([rows[1]!.id, rows[2]!.id]));
    expect(await sweepReadNotifications(db())).toBe(0);
  });
});
