import { MAX_ADDRESSES, orderEndpoints as orders, type Address } from '@plaza/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { addressFields, createdAddress } from '../support/orders.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe('the address book', () => {
  let server: TestServer;
  let ana: TestUser;
  let bruno: TestUser;
  beforeAll(async () => {
    server = await startTestServer();
    [ana, bruno] = await Promise.all([registerUser(server), registerUser(server)]);
  });
  afterAll(() => server.close());

  const list = (token: string) => call<Address[]>(server, orders.addresses, { token });
  const patch = (id: number, body: unknown, token = ana.access) =>
    call<Address>(server, orders.updateAddress, { params: { id }, token, body });

  it('needs a signed-in user', async () => {
    expect((await call(server, orders.addresses)).status).toBe(401);
    const post = await call(server, orders.createAddress, { body: addressFields() });
    expect(post.status).toBe(401);
  });

  it('adds, lists, changes and deletes an address', async () => {
    const user = await registerUser(server);
    const created = await createdAddress(server, user.access, { city: '  Medellín ' });
    expect(created).toMatchObject({ ...addressFields(), city: 'Medellín', is_default: false });
    expect((await list(user.access)).body).toEqual([created]);

    const changed = await patch(created.id, { city: 'Cali', latitude: '3.45' }, user.access);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: created.id, city: 'Cali', latitude: 3.45 });
    expect(changed.body.address).toBe(created.address);

    const removed = await call(server, orders.deleteAddress, {
      params: created,
      token: user.access,
    });
    expect(removed.status).toBe(204);
    expect((await list(user.access)).body).toEqual([]);
  });

  it('keeps one default address per user, listed first', async () => {
    const user = await registerUser(server);
    const first = await createdAddress(server, user.access, { is_default: true });
    const second = await createdAddress(server, user.access, { is_default: true, city: 'Cali' });
    let book = (await list(user.access)).body;
    expect(book.map((address) => [address.id, address.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    await patch(first.id, { is_default: true }, user.access);
    book = (await list(user.access)).body;
    expect(book.map((address) => [address.id, address.is_default])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
  });

  it('sets a default safely when two requests race', async () => {
    const user = await registerUser(server);
    const made = await Promise.all(
      [1, 2, 3, 4].map(() => createdAddress(server, user.access, { is_default: true })),
    );
    await Promise.all(made.map((address) => patch(address.id, { is_default: true }, user.access)));
    const defaults = (await list(user.access)).body.filter((address) => address.is_default);
    expect(defaults).toHaveLength(1);
  });

  it('answers 404 for an address of someone else, and changes nothing', async () => {
    const mine = await createdAddress(server, ana.access);
    expect((await patch(mine.id, { city: 'Pasto' }, bruno.access)).status).toBe(404);
    const removed = await call(server, orders.deleteAddress, {
      params: mine,
      token: bruno.access,
    });
    expect(removed.status).toBe(404);
    expect((await list(bruno.access)).body).toEqual([]);
    expect((await list(ana.access)).body).toContainEqual(mine);
    for (const id of ['999999', 'abc', '0', '12345678901']) {
      const bad = await call(server, orders.updateAddress, {
        params: { id },
        token: ana.access,
        body: {},
      });
      expect(bad.status).toBe(404);
    }
  });

  it('names every field at fault', async () => {
    const answer = await call(server, orders.createAddress, {
      token: ana.access,
      body: {
        address: '',
        country: 'Colombia',
        latitude: 91,
        longitude: -180.5,
        phone_number: 'call me',
        is_default: 'maybe',
      },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body).sort()).toEqual(
      [
        'address',
        'city',
        'country',
        'is_default',
        'latitude',
        'location',
        'longitude',
        'phone_number',
        'postal_code',
        'state',
      ].sort(),
    );
    expect(answer.body.latitude).toEqual(['Enter a number from -90 to 90.']);
    expect(answer.body.city).toEqual(['This field is required.']);
  });

  it('refuses a country code that names no country, and a wrong type on PATCH', async () => {
    const unknown = await call(server, orders.createAddress, {
      token: ana.access,
      body: addressFields({ country: 'XX' }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ country: ['Choose a country from the list.'] });
    const mine = await createdAddress(server, ana.access);
    expect((await patch(mine.id, { longitude: 'far' })).status).toBe(400);
    expect((await patch(mine.id, { country: 'ZZ' })).body).toEqual({
      country: ['Choose a country from the list.'],
    });
    expect((await patch(mine.id, [])).status).toBe(400);
  });

  it(`holds at most ${MAX_ADDRESSES} addresses`, async () => {
    const user = await registerUser(server);
    for (let index = 0; index < MAX_ADDRESSES; index++) await createdAddress(server, user.access);
    const over = await call(server, orders.createAddress, {
      token: user.access,
      body: addressFields(),
    });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ code: 'address_limit' });
  });
});
