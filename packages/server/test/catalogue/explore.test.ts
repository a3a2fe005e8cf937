import { catalogueEndpoints, pathOf, productEditingEndpoints } from '@plaza/api';
import type { Product, ProductSummaryPage } from '@plaza/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../support/accounts.js';
import { bodyOf, call } from '../support/http.js';
import { approvedProduct, createdProduct, photo, moderate } from '../support/products.js';
import { useShop } from '../support/shop.js';

describe('exploring products', () => {
  const shop = useShop({ product: false });

  /** Made in this order, so newest first is the reverse. */
  const names: Record<string, Product> = {};

  beforeAll(async () => {
    const catalogue = [
      {
        name: 'Canción de cuna en vinilo',
        short_description: 'Disco para dormir a los niños',
        brand: 'Sonidos',
        category: 8,
        price: '30.00',
      },
      {
        name: 'Camiseta deportiva',
        short_description: 'Tela que respira al correr',
        brand: 'Atlética',
        category: 4,
        price: '15.00',
      },
      {
        name: 'Running shoes',
        short_description: 'Light shoes for long runs',
        brand: 'Veloz',
        category: 4,
        price: '89.99',
      },
      {
        name: 'Auriculares inalámbricos',
        short_description: 'Sonido claro sin cables',
        brand: 'Ñandú Audio',
        category: 1,
        price: '45.50',
      },
    ];
    for (const fields of catalogue) {
      names[fields.name] = await approvedProduct(
        shop.server,
        shop.seller.access,
        shop.admin,
        fields,
      );
    }
    names.pending = await createdProduct(shop.server, shop.seller.access, {
      name: 'Camiseta pendiente',
    });
    const suspended = await createdProduct(shop.server, shop.seller.access, {
      name: 'Camiseta suspendida',
    });
    await moderate(shop.server, shop.admin, suspended.id, 'suspended', 'Fotos engañosas');
    names.suspended = suspended;
  });

  const explore = async (query = '') => {
    const answer = await call<ProductSummaryPage>(
      shop.server,
      'GET',
      pathOf(catalogueEndpoints.products) + query,
    );
    return bodyOf(answer, 200);
  };
  const namesOf = (page: ProductSummaryPage) => page.results.map((product) => product.name);
  /** The caller's own products, in any status. */
  const ownProducts = (query: string, token: string) =>
    call<ProductSummaryPage>(
      shop.server,
      'GET',
      pathOf(productEditingEndpoints.myProducts) + query,
      {
        token,
      },
    );

  it('lists approved products only, newest first, as summaries with their first photo', async () => {
    const page = await explore();
    expect(page).toMatchObject({ count: 4, next: null, previous: null });
    expect(namesOf(page)).toEqual([
      'Auriculares inalámbricos',
      'Running shoes',
      'Camiseta deportiva',
      'Canción de cuna en vinilo',
    ]);
    const [first] = page.results;
    expect(first).not.toHaveProperty('description');
    expect(first).not.toHaveProperty('attributes');
    expect(first).not.toHaveProperty('levels');
    expect(first?.photos).toHaveLength(1);
    expect(first?.photos[0]?.position).toBe(0);
  });

  it('shows only the first of several photos in a summary', async () => {
    const product = await createdProduct(
      shop.server,
      shop.seller.access,
      { name: 'Lámpara de mesa' },
      [
        await photo(32, 32, 'png', '#f00'),
        await photo(32, 32, 'png', '#0f0'),
        await photo(32, 32, 'png', '#00f'),
      ],
    );
    await moderate(shop.server, shop.admin, product.id, 'approved');
    const [summary] = (await explore('?search=lampara')).results;
    expect(summary?.photos).toEqual([product.photos[0]]);
    await call(shop.server, productEditingEndpoints.deleteProduct, {
      params: { id: product.id },
      token: shop.seller.access,
    });
  });

  it('finds words whatever their accents, case or Spanish and English endings', async () => {
    expect(namesOf(await explore('?search=CANCION'))).toEqual(['Canción de cuna en vinilo']);
    expect(namesOf(await explore('?search=inalambrico'))).toEqual(['Auriculares inalámbricos']);
    expect(namesOf(await explore('?search=camisetas'))).toEqual(['Camiseta deportiva']);
    expect(namesOf(await explore('?search=run'))).toEqual(['Running shoes']);
    // The brand and the short description count too.
    expect(namesOf(await explore('?search=nandu'))).toEqual(['Auriculares inalámbricos']);
    expect(namesOf(await explore('?search=respira'))).toEqual(['Camiseta deportiva']);
  });

  it('forgives a typo', async () => {
    expect(namesOf(await explore('?search=auriculars'))).toEqual(['Auriculares inalámbricos']);
    expect(namesOf(await explore('?search=camisetta'))).toEqual(['Camiseta deportiva']);
    expect(namesOf(await explore('?search=vinillo&ordering=relevance'))).toEqual([
      'Canción de cuna en vinilo',
    ]);
  });

  it('forgives a typo in each of several words, the brand’s too, but not a word nothing is close to', async () => {
    expect(namesOf(await explore('?search=auriculars%20inalambricoz'))).toEqual([
      'Auriculares inalámbricos',
    ]);
    expect(namesOf(await explore('?search=camiseta%20atletca'))).toEqual(['Camiseta deportiva']);
    expect(await explore('?search=auriculars%20helicoptero')).toMatchObject({ count: 0 });
  });

  it('forgives a typo in a word a product gained by an edit', async () => {
    const product = await approvedProduct(shop.server, shop.seller.access, shop.admin, {
      name: 'Farol de jardín',
    });
    const renamed = await call(shop.server, productEditingEndpoints.updateProduct, {
      params: { id: product.id },
      token: shop.seller.access,
      body: { name: 'Linterna de jardín' },
    });
    expect(renamed.status).toBe(200);
    await moderate(shop.server, shop.admin, product.id, 'approved');
    expect(namesOf(await explore('?search=lintterna'))).toEqual(['Linterna de jardín']);
    await call(shop.server, productEditingEndpoints.deleteProduct, {
      params: { id: product.id },
      token: shop.seller.access,
    });
  });

  it('finds nothing for a word no product has', async () => {
    expect(await explore('?search=helicoptero')).toMatchObject({ count: 0, results: [] });
  });

  it('orders search results by relevance: a match in the name before one in the description', async () => {
    const product = await approvedProduct(shop.server, shop.seller.access, shop.admin, {
      name: 'Bolso de tela',
      short_description: 'Cabe una camiseta doblada',
    });
    const page = await explore('?search=camiseta&ordering=relevance');
    expect(namesOf(page)).toEqual(['Camiseta deportiva', 'Bolso de tela']);
    await call(shop.server, productEditingEndpoints.deleteProduct, {
      params: { id: product.id },
      token: shop.seller.access,
    });
  });

  it('filters by category and by a price range, both ends included', async () => {
    expect(namesOf(await explore('?category=4'))).toEqual(['Running shoes', 'Camiseta deportiva']);
    expect(namesOf(await explore('?price_min=30&price_max=45.50'))).toEqual([
      'Auriculares inalámbricos',
      'Canción de cuna en vinilo',
    ]);
    expect(namesOf(await explore('?category=4&price_max=20'))).toEqual(['Camiseta deportiva']);
  });

  it.each([
    [
      'price',
      [
        'Camiseta deportiva',
        'Canción de cuna en vinilo',
        'Auriculares inalámbricos',
        'Running shoes',
      ],
    ],
    [
      '-price',
      [
        'Running shoes',
        'Auriculares inalámbricos',
        'Canción de cuna en vinilo',
        'Camiseta deportiva',
      ],
    ],
    [
      'name',
      [
        'Auriculares inalámbricos',
        'Camiseta deportiva',
        'Canción de cuna en vinilo',
        'Running shoes',
      ],
    ],
  ])('orders by %s', async (ordering, expected) => {
    expect(namesOf(await explore(`?ordering=${ordering}`))).toEqual(expected);
  });

  it('orders by relevance without a search as newest first', async () => {
    expect(namesOf(await explore('?ordering=relevance'))).toEqual(namesOf(await explore()));
  });

  it('pages with count, and absolute next and previous links', async () => {
    const first = await explore('?page_size=3&category=');
    expect(first.count).toBe(4);
    expect(first.results).toHaveLength(3);
    expect(first.previous).toBeNull();
    expect(first.next).toBe(
      `${shop.server.url}/api/${pathOf(catalogueEndpoints.products)}?page_size=3&category=&page=2`,
    );
    const second = await call<ProductSummaryPage>(
      shop.server,
      'GET',
      first.next?.slice(`${shop.server.url}/api/`.length) ?? '',
    );
    expect(namesOf(second.body)).toEqual(['Canción de cuna en vinilo']);
    expect(second.body.next).toBeNull();
    expect(second.body.previous).toContain('page=1');
    const past = await call(shop.server, catalogueEndpoints.products, {
      query: { page: 3, page_size: 3 },
    });
    expect(past.status).toBe(404);
  });

  it.each([
    ['?page_size=101', 'page_size'],
    ['?page=0', 'page'],
    ['?page=two', 'page'],
    ['?category=shoes', 'category'],
    ['?price_min=-1', 'price_min'],
    ['?price_max=abc', 'price_max'],
    ['?ordering=random', 'ordering'],
    [`?search=${'a'.repeat(201)}`, 'search'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const answer = await call(shop.server, 'GET', pathOf(catalogueEndpoints.products) + query);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body)).toEqual([field]);
  });

  describe('one product', () => {
    const detail = (id: number | string, token?: string) =>
      call<Product>(shop.server, catalogueEndpoints.product, {
        params: { id },
        ...(token && { token }),
      });

    it('answers an approved product whole to anyone, saying it varies by language', async () => {
      const product = names['Running shoes'];
      const answer = await detail(product?.id ?? 0);
      expect(answer.status).toBe(200);
      // As the administrator's approval answered it, but for the units held, which visitors don't see.
      expect(answer.body).toEqual({ ...product, reserved_quantity: null });
      expect(product?.reserved_quantity).toBe(0);
      expect(answer.headers.get('vary')).toContain('Accept-Language');
    });

    it('shows a pending or suspended product to its seller and administrators only', async () => {
      const stranger = await registerUser(shop.server);
      for (const product of [names.pending, names.suspended]) {
        const id = product?.id ?? 0;
        expect((await detail(id)).status).toBe(404);
        expect((await detail(id, stranger.access)).status).toBe(404);
        expect((await detail(id, shop.seller.access)).status).toBe(200);
        expect((await detail(id, shop.admin)).status).toBe(200);
      }
      expect((await detail(names.suspended?.id ?? 0, shop.seller.access)).body).toMatchObject({
        status: 'suspended',
        moderation_reason: 'Fotos engañosas',
      });
    });

    it('answers 404 for an id that does not exist or is not a number, 401 for a bad token', async () => {
      expect((await detail(999999)).body).toEqual({ detail: 'Not found.', code: 'not_found' });
      expect((await detail('abc')).status).toBe(404);
      expect((await detail(names['Running shoes']?.id ?? 0, 'not-a-token')).status).toBe(401);
    });
  });

  describe('my products', () => {
    it('lists every status of the caller’s own products, searchable and filtered by status', async () => {
      const other = await registerUser(shop.server);
      const own = await createdProduct(shop.server, other.access, { name: 'Taza de cerámica' }, [
        await photo(),
      ]);
      const mine = await ownProducts('', other.access);
      expect(mine.body).toMatchObject({ count: 1, results: [{ id: own.id }] });

      const all = await ownProducts('', shop.seller.access);
      expect(all.body.count).toBe(6);
      const suspended = await ownProducts('?status=suspended', shop.seller.access);
      expect(namesOf(suspended.body)).toEqual(['Camiseta suspendida']);
      const searched = await ownProducts('?search=camiseta', shop.seller.access);
      expect(namesOf(searched.body).sort()).toEqual([
        'Camiseta deportiva',
        'Camiseta pendiente',
        'Camiseta suspendida',
      ]);
    });

    it('needs a signed-in user and a known status', async () => {
      expect((await call(shop.server, productEditingEndpoints.myProducts)).status).toBe(401);
      const wrong = await call(shop.server, productEditingEndpoints.myProducts, {
        query: { status: 'sold' },
        token: shop.seller.access,
      });
      expect(wrong.status).toBe(400);
      expect(Object.keys(wrong.body)).toEqual(['status']);
    });
  });
});
