import type { Product, ProductReviewPage, Review, Seller } from '@plaza/api';
import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../../../packages/api/test/support/sample-product';
import { categoriesKey } from '../features/catalogue/api/get-categories';
import { pageContentOf } from './page-content';

const ORIGIN = 'https://plaza.example';

const product = sampleProduct({
  name: '</title><script>alert("x")</script>',
  short_description: 'Café & "más"',
  description: 'Long text </script><script>alert(1)</script>',
  category: { id: 3, name: 'Hogar' },
  brand: 'Montaña',
  price: '27.50',
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
  rating: { average: 4.5, count: 2 },
});

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

/** The API's answers, by path: anything else it answers `404`, as it does what it does not show. */
type Answers = Record<string, unknown>;

/** The API as a page's first screen calls it, answering from `answers`. */
const apiWith =
  (answers: Answers): typeof fetch =>
  (input) => {
    const path = new URL(String(input), ORIGIN).pathname.replace(/^\/api\//, '');
    const body = answers[path];
    return Promise.resolve(
      body === undefined
        ? Response.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 })
        : Response.json(body),
    );
  };

/** The page at `url` as the app makes it of `answers`, in `language`. */
const render = (url: string, answers: Answers = {}, language: 'es' | 'en' = 'es') =>
  pageContentOf({
    url,
    origin: ORIGIN,
    language,
    direction: 'ltr',
    scheme: 'light',
    fetchApi: apiWith(answers),
  });

const noQuestions = { count: 0, next: null, previous: null, results: [] };

/** A product's page, with the first page of its `reviews` and no questions. */
const productPage = (shown: Product, reviews: Review[] = [], language: 'es' | 'en' = 'es') =>
  render(
    `/product/${shown.id}`,
    {
      [`marketplace/products/${shown.id}/`]: shown,
      [`marketplace/products/${shown.id}/reviews/`]: reviewPage(reviews),
      [`marketplace/products/${shown.id}/questions/`]: noQuestions,
    },
    language,
  );

const products = { count: 0, next: null, previous: null, results: [] };

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

const { status, head, answers } = await productPage(product);

describe('a product page’s head', () => {
  it('comes with the product, its first reviews and questions, under the keys their hooks read', () => {
    expect(answers.map(([key]) => key)).toEqual([
      ['marketplace/products/', 'es', 7],
      ['marketplace/products/7/reviews/', { page: 1, page_size: 5 }],
      ['marketplace/products/7/questions/', {}, 1],
    ]);
  });

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

  it('says out of stock, and gives no rating while there are no reviews', async () => {
    const soldOut = { ...product, quantity: 0, rating: { average: null, count: 0 } };
    const [item] = structuredData((await productPage(soldOut)).head);
    expect(item?.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(item).not.toHaveProperty('aggregateRating');
  });

  it('gives the Product the reviews its page shows first, as schema.org Reviews', async () => {
    const reviews = [review(2, 5, 'Llegó </script> bien'), review(1, 4, null)];
    const reviewed = (await productPage(product, reviews)).head;
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

  it('is in English for an English reader', async () => {
    const english = (await productPage(product, [], 'en')).head;
    expect(metaOf(english, 'og:locale')).toBe('en_US');
    expect(structuredData(english)[1]).toMatchObject({
      itemListElement: [{ name: 'Explore' }, {}, {}],
    });
  });
});

describe('pages that are not found', () => {
  it.each<[string, string, Answers]>([
    ['a product the API does not show (unknown, or not approved)', '/product/7', {}],
    [
      'a product id that cannot be one, without a call',
      '/product/007',
      { 'marketplace/products/7/': product },
    ],
    ['an unknown seller', '/seller/tienda_aurora', { 'marketplace/products/': products }],
    ['an unknown path', '/nothing-here', {}],
  ])('%s: 404, titled so and left out of search engines', async (_, url, answers) => {
    const { status, head } = await render(url, answers);
    expect(status).toBe(404);
    expect(head).toContain('<title>Página no encontrada · Plaza</title>');
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).not.toMatch(/og:|canonical|ld\+json/);
  });
});

describe('explore’s and a seller’s head', () => {
  const category = { id: 3, name: 'Hogar', slug: 'hogar' };
  const withCategory = { 'marketplace/categories/': [category] };
  it.each([
    ['', 'Explorar · Plaza', '/explore'],
    ['search=mesa', 'Resultados para «mesa» · Plaza', '/explore?search=mesa'],
    ['category=3&page=2', 'Hogar · Plaza', '/explore?category=3&amp;page=2'],
    [
      'search=%3Cb%3E&category=3',
      '«&lt;b&gt;» en Hogar · Plaza',
      '/explore?search=%3Cb%3E&amp;category=3',
    ],
  ])('?%s: titled %s, canonical %s', async (query, title, path) => {
    const answers = { ...withCategory, 'marketplace/products/': products };
    const { status, head } = await render(`/explore?${query}`, answers);
    expect(status).toBe(200);
    expect(head).toContain(`<title>${title}</title>`);
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}${path}">`);
  });

  it('pictures explore with the first product it lists that has a photo, and with none without', async () => {
    const summary = ({ photos, ...rest }: Product, photo: number) => ({
      ...rest,
      id: photo + 1,
      photos: photos.slice(photo, photo + 1),
    });
    const listed = { ...products, count: 3, results: [2, 1, 0].map((id) => summary(product, id)) };
    const pictured = await render('/explore', { ...withCategory, 'marketplace/products/': listed });
    expect(metaOf(pictured.head, 'og:image')).toBe(`${ORIGIN}/uploads/b.webp`);
    expect(metaOf(pictured.head, 'twitter:card')).toBe('summary_large_image');
    const empty = await render('/explore', { ...withCategory, 'marketplace/products/': products });
    expect(metaOf(empty.head, 'og:image')).toBeUndefined();
  });

  it('carries the categories explore’s filter offers, so the app does not ask for them again', async () => {
    const { answers } = await render(
      '/explore',
      { ...withCategory, 'marketplace/products/': products },
      'en',
    );
    expect(answers.map(([key]) => key[0])).toEqual([
      'marketplace/products/',
      'marketplace/categories/',
    ]);
    expect(answers).toContainEqual([categoriesKey('en'), [category]]);
  });

  it('names the seller by first name, with their avatar as the picture', async () => {
    const { head, answers } = await render('/seller/tienda_aurora', {
      'marketplace/sellers/tienda_aurora/': seller,
      'marketplace/products/': products,
    });
    expect(head).toContain('<title>Aurora · Plaza</title>');
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/seller/tienda_aurora">`);
    expect(metaOf(head, 'og:type')).toBe('profile');
    expect(metaOf(head, 'og:image')).toBe(`${ORIGIN}/uploads/avatar.webp`);
    expect(metaOf(head, 'description')).toBe('Productos de Aurora');
    expect(answers.map(([key]) => key[0])).toEqual([
      'marketplace/sellers/tienda_aurora/',
      'marketplace/products/',
    ]);
  });

  it('asks search engines to leave private pages out, and not the account forms', async () => {
    expect((await render('/cart')).head).toContain('<meta name="robots" content="noindex">');
    expect((await render('/admin/users/')).head).toContain('noindex');
    expect((await render('/login')).head).not.toContain('noindex');
  });

  it('is the bare page, 400, when the API refuses the first screen’s call', async () => {
    const refusing: typeof fetch = () =>
      Promise.resolve(Response.json({ detail: 'Invalid.', code: 'invalid' }, { status: 400 }));
    const page = await pageContentOf({
      url: '/explore?search=%00',
      origin: ORIGIN,
      language: 'es',
      direction: 'ltr',
      scheme: 'light',
      fetchApi: refusing,
    });
    expect(page).toMatchObject({ status: 400, answers: [] });
    expect(page.head).toContain('noindex');
  });
});
