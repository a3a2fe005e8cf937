import type { PageData, Product, ProductReviewPage, Review, Seller } from '@plaza/api';
import { describe, expect, it } from 'vitest';
import { pageHeadOf } from './page-head';
import { pageRouteOf } from './page-route';

const ORIGIN = 'https://plaza.example';

const product: Product = {
  id: 7,
  name: '</title><script>alert("x")</script>',
  short_description: 'Café & "más"',
  description: 'Long text </script><script>alert(1)</script>',
  category: { id: 3, name: 'Hogar' },
  brand: 'Montaña',
  price: '27.50',
  shipping_price: '0.00',
  quantity: 4,
  is_digital: false,
  is_tct_product: false,
  status: 'approved',
  moderation_reason: null,
  reserved_quantity: null,
  photos: [
    {
      id: 1,
      image: `${ORIGIN}/uploads/a.webp`,
      thumbnail: `${ORIGIN}/uploads/a-s.webp`,
      position: 0,
    },
    {
      id: 2,
      image: `${ORIGIN}/uploads/b.webp`,
      thumbnail: `${ORIGIN}/uploads/b-s.webp`,
      position: 1,
    },
  ],
  seller: { id: 2, username: 'tienda_aurora', avatar: null },
  has_purchases: false,
  rating: { average: 4.5, count: 2 },
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-02T00:00:00.000Z',
  attributes: [],
  levels: [],
};

const seller: Seller = {
  username: 'tienda_aurora',
  avatar: `${ORIGIN}/uploads/avatar.webp`,
  first_name: 'Aurora',
  date_joined: '2026-01-01T00:00:00.000Z',
  rating: { average: null, count: 0 },
  sales_count: 0,
  products_count: 3,
};

const review = (id: number, rating: number, comment: string | null): Review => ({
  id,
  product: { id: 7, name: product.name },
  rating,
  comment,
  author: { username: `buyer_${id}`, avatar: null },
  reply: null,
  replied_at: null,
  created_at: `2026-11-0${id}T18:30:00.000Z`,
  updated_at: `2026-11-0${id}T18:30:00.000Z`,
});

/** The first page of a product's reviews, as its page shows them. */
const reviewPage = (results: Review[]): ProductReviewPage => ({
  count: results.length,
  next: null,
  previous: null,
  results,
  summary: { average: 4.5, count: results.length, histogram: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } },
});

/** A product's page data: the product, the first page of its reviews, and no questions. */
const productPage = (shown: Product | null, reviews: Review[] = []): PageData => ({
  kind: 'product',
  product: shown,
  reviews: shown && reviewPage(reviews),
  questions: shown && { count: 0, next: null, previous: null, results: [] },
});

const render = (data: PageData, language: 'es' | 'en' = 'es') =>
  pageHeadOf({ data, language, origin: ORIGIN });

/** A page of products' call and answer, for explore and a seller's page, whose heads ignore them. */
const list = { page: 1, page_size: 12, ordering: '-created' } as const;
const products = { count: 0, next: null, previous: null, results: [] };
const sellerPage = (found: Seller | null): PageData => ({
  kind: 'seller',
  username: 'tienda_aurora',
  seller: found,
  list: { ...list, seller: 'tienda_aurora' },
  products: found && products,
});

/** A `<meta>` element's content, as written (still escaped). */
function metaOf(head: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(head);
  return match?.[1];
}

function structuredData(head: string): Record<string, unknown>[] {
  return [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? '') as Record<string, unknown>,
  );
}

describe('a product page’s head', () => {
  const { status, head } = render(productPage(product));

  it('escapes a name that looks like markup, in the title and every attribute', () => {
    expect(status).toBe(200);
    expect(head).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; · Plaza</title>',
    );
    expect(metaOf(head, 'description')).toBe('Café &amp; &quot;más&quot;');
    expect(head.match(/<script/g)).toHaveLength(2);
    expect(head).not.toContain('</script><script>');
  });

  it('has the canonical address and an Open Graph card with photo and price', () => {
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/product/7">`);
    expect(metaOf(head, 'og:type')).toBe('product');
    expect(metaOf(head, 'og:image')).toBe(`${ORIGIN}/uploads/a.webp`);
    expect(metaOf(head, 'og:url')).toBe(`${ORIGIN}/product/7`);
    expect(metaOf(head, 'og:locale')).toBe('es_ES');
    expect(metaOf(head, 'product:price:amount')).toBe('27.50');
    expect(metaOf(head, 'product:price:currency')).toBe('USD');
    expect(metaOf(head, 'twitter:card')).toBe('summary_large_image');
    expect(head).not.toContain('noindex');
  });

  it('holds one schema.org Product, its text intact once parsed, and the breadcrumbs', () => {
    const [item, breadcrumbs] = structuredData(head);
    expect(item).toMatchObject({
      '@type': 'Product',
      name: product.name,
      description: product.description,
      image: [`${ORIGIN}/uploads/a.webp`, `${ORIGIN}/uploads/b.webp`],
      sku: '7',
      brand: { name: 'Montaña' },
      offers: {
        price: '27.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/product/7`,
        seller: { name: 'tienda_aurora' },
      },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Explorar', item: `${ORIGIN}/explore` },
        { position: 2, name: 'Hogar', item: `${ORIGIN}/explore?category=3` },
        { position: 3, name: product.name, item: `${ORIGIN}/product/7` },
      ],
    });
  });

  it('says out of stock, and gives no rating while there are no reviews', () => {
    const soldOut = { ...product, quantity: 0, rating: { average: null, count: 0 } };
    const [item] = structuredData(render(productPage(soldOut)).head);
    expect(item?.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(item).not.toHaveProperty('aggregateRating');
  });

  it('gives the Product the reviews its page shows first, as schema.org Reviews', () => {
    const reviews = [review(2, 5, 'Llegó </script> bien'), review(1, 4, null)];
    const reviewed = render(productPage(product, reviews)).head;
    expect(reviewed.match(/<script/g)).toHaveLength(2);
    const [item] = structuredData(reviewed);
    expect(item?.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'buyer_2' },
        datePublished: '2026-11-02',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        reviewBody: 'Llegó </script> bien',
      },
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'buyer_1' },
        datePublished: '2026-11-01',
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
    expect(structuredData(head)[0]).not.toHaveProperty('review');
  });

  it('is in English for an English reader', () => {
    const english = render(productPage(product), 'en').head;
    expect(metaOf(english, 'og:locale')).toBe('en_US');
    expect(structuredData(english)[1]).toMatchObject({
      itemListElement: [{ name: 'Explore' }, {}, {}],
    });
  });
});

describe('pages that are not found', () => {
  it.each<[string, PageData]>([
    ['an unknown product', productPage(null)],
    ['a product waiting for approval', productPage({ ...product, status: 'pending_approval' })],
    ['a suspended product', productPage({ ...product, status: 'suspended' })],
    ['an unknown seller', sellerPage(null)],
    ['an unknown path', { kind: 'unknown' }],
  ])('%s: 404, titled so and left out of search engines', (_, data) => {
    const { status, head } = render(data);
    expect(status).toBe(404);
    expect(head).toContain('<title>Página no encontrada · Plaza</title>');
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).not.toMatch(/og:|canonical|ld\+json/);
  });
});

describe('explore’s and a seller’s head', () => {
  const category = { id: 3, name: 'Hogar', slug: 'hogar' };

  it.each([
    [{ search: '', category: null, page: 1 }, 'Explorar · Plaza', '/explore'],
    [
      { search: 'mesa', category: null, page: 1 },
      'Resultados para «mesa» · Plaza',
      '/explore?search=mesa',
    ],
    [{ search: '', category, page: 2 }, 'Hogar · Plaza', '/explore?category=3&amp;page=2'],
    [
      { search: '<b>', category, page: 1 },
      '«&lt;b&gt;» en Hogar · Plaza',
      '/explore?search=%3Cb%3E&amp;category=3',
    ],
  ])('%o: titled %s, canonical %s', (query, title, path) => {
    const { status, head } = render({ kind: 'explore', ...query, list, products });
    expect(status).toBe(200);
    expect(head).toContain(`<title>${title}</title>`);
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}${path}">`);
  });

  it('pictures explore with the first product it lists that has a photo, and with none without', () => {
    const summary = ({ photos, ...rest }: Product, id: number) => ({
      ...rest,
      id,
      photos: photos.slice(id, id + 1),
    });
    const listed = { ...products, count: 3, results: [2, 1, 0].map((id) => summary(product, id)) };
    const pictured = render({
      kind: 'explore',
      search: '',
      category: null,
      page: 1,
      list,
      products: listed,
    });
    expect(metaOf(pictured.head, 'og:image')).toBe(`${ORIGIN}/uploads/b.webp`);
    expect(metaOf(pictured.head, 'twitter:card')).toBe('summary_large_image');
    const empty = render({ kind: 'explore', search: '', category: null, page: 1, list, products });
    expect(metaOf(empty.head, 'og:image')).toBeUndefined();
  });

  it('names the seller by first name, with their avatar as the picture', () => {
    const { head } = render(sellerPage(seller));
    expect(head).toContain('<title>Aurora · Plaza</title>');
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/seller/tienda_aurora">`);
    expect(metaOf(head, 'og:type')).toBe('profile');
    expect(metaOf(head, 'og:image')).toBe(`${ORIGIN}/uploads/avatar.webp`);
    expect(metaOf(head, 'description')).toBe('Productos de Aurora');
  });

  it('asks search engines to leave private pages out, and not the account forms', () => {
    expect(render({ kind: 'private' }).head).toContain('<meta name="robots" content="noindex">');
    expect(render({ kind: 'account' }).head).not.toContain('noindex');
  });
});

describe('pageRouteOf', () => {
  it.each([
    ['/', { kind: 'explore', search: '', category: null, page: 1, list }],
    ['/explore', { kind: 'explore', search: '', category: null, page: 1, list }],
    [
      '/product/12',
      {
        kind: 'product',
        id: 12,
        reviews: { page: 1, page_size: 5 },
        questions: { page: 1, page_size: 10 },
      },
    ],
    ['/product/012', { kind: 'unknown' }],
    ['/product/1.5', { kind: 'unknown' }],
    [
      '/seller/tienda_aurora',
      { kind: 'seller', username: 'tienda_aurora', list: { ...list, seller: 'tienda_aurora' } },
    ],
    ['/seller/%E0%A4%A', { kind: 'unknown' }],
    ['/seller/a%20b', { kind: 'unknown' }],
    ['/login', { kind: 'account' }],
    ['/cart', { kind: 'private' }],
    ['/purchases/4', { kind: 'private' }],
    ['/admin/users/', { kind: 'private' }],
    ['/products/edit/3', { kind: 'private' }],
    ['/productsx', { kind: 'unknown' }],
    ['/nothing-here', { kind: 'unknown' }],
  ])('%s is %o', (path, route) => {
    expect(pageRouteOf(path, new URLSearchParams())).toEqual(route);
  });

  it('reads explore’s filters as explore does, dropping what it would drop', () => {
    const read = (query: string) => pageRouteOf('/explore', new URLSearchParams(query));
    expect(read('search=%20mesa%20&category=3&page=2&ordering=price')).toEqual({
      kind: 'explore',
      search: 'mesa',
      category: 3,
      page: 2,
      list: { page: 2, page_size: 12, search: 'mesa', category: 3, ordering: 'price' },
    });
    expect(read('category=0&page=x')).toEqual({
      kind: 'explore',
      search: '',
      category: null,
      page: 1,
      list,
    });
  });

  it('asks for the page of a seller’s products the address names, as their page does', () => {
    const route = pageRouteOf('/seller/tienda_aurora', new URLSearchParams('page=3'));
    expect(route).toMatchObject({ list: { seller: 'tienda_aurora', page: 3 } });
    const nonsense = pageRouteOf('/seller/tienda_aurora', new URLSearchParams('page=-1'));
    expect(nonsense).toMatchObject({ list: { page: 1 } });
  });
});
