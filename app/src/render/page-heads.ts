import type { Category, Product, ProductSummary, Review, Seller } from '@plaza/api';
import type { IntlShape } from 'react-intl';
import { paths } from '../config/paths';
import { exploreTitle } from '../features/catalogue/explore-title';
import { sellerName } from '../features/sellers/seller-name';
import type { Language } from '../i18n/language';
import type { PageHead } from './head';

/** What every page's head is written with: the reader's messages and the site's public origin. */
export interface HeadContext {
  intl: IntlShape;
  language: Language;
  /** `PUBLIC_URL`, or the request's own origin; no trailing slash. */
  origin: string;
}

const SITE_NAME = 'Plaza';
const OPEN_GRAPH_LOCALE: Record<Language, string> = { es: 'es_ES', en: 'en_US' };
const SCHEMA = 'https://schema.org';

const documentTitle = ({ intl }: HeadContext, page: string) =>
  intl.formatMessage({ id: 'app.documentTitle' }, { page });

/** The Open Graph and Twitter tags every public page has; `image` when it has a picture. */
function sharedMeta(
  context: HeadContext,
  page: { type: string; title: string; description: string; url: string; image?: string },
): PageHead['meta'] {
  return [
    { name: 'description', content: page.description },
    { property: 'og:type', content: page.type },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    ...(page.image ? [{ property: 'og:image', content: page.image }] : []),
    { property: 'og:url', content: page.url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: OPEN_GRAPH_LOCALE[context.language] },
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
  ];
}

/** A review as schema.org has it: who wrote it and when, the stars out of five, and what it says. */
const reviewData = (review: Review) => ({
  '@type': 'Review',
  author: { '@type': 'Person', name: review.author.username },
  datePublished: review.created_at.slice(0, 10),
  reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  ...(review.comment && { reviewBody: review.comment }),
});

/**
 * A product page: its Open Graph card with photo and price, and schema.org `Product` (with the
 * `reviews` its page shows first) and breadcrumbs.
 */
export function productHead(context: HeadContext, product: Product, reviews: Review[]): PageHead {
  const url = context.origin + paths.product(product.id);
  const exploreUrl = context.origin + paths.explore;
  const offer = {
    '@type': 'Offer',
    price: product.price,
    priceCurrency: 'USD',
    availability: `${SCHEMA}/${product.quantity > 0 ? 'InStock' : 'OutOfStock'}`,
    url,
    seller: { '@type': 'Person', name: product.seller.username },
  };
  const rating = product.rating.average !== null && {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: product.rating.average,
      reviewCount: product.rating.count,
    },
  };
  return {
    title: documentTitle(context, product.name),
    canonical: url,
    meta: [
      ...sharedMeta(context, {
        type: 'product',
        title: product.name,
        description: product.short_description,
        url,
        image: product.photos[0]?.image,
      }),
      { property: 'product:price:amount', content: product.price },
      { property: 'product:price:currency', content: 'USD' },
    ],
    structuredData: [
      {
        '@context': SCHEMA,
        '@type': 'Product',
        name: product.name,
        image: product.photos.map((photo) => photo.image),
        description: product.description,
        sku: String(product.id),
        brand: { '@type': 'Brand', name: product.brand },
        offers: offer,
        ...rating,
        ...(reviews.length > 0 && { review: reviews.map(reviewData) }),
      },
      {
        '@context': SCHEMA,
        '@type': 'BreadcrumbList',
        itemListElement: [
          { name: context.intl.formatMessage({ id: 'explore.title' }), item: exploreUrl },
          { name: product.category.name, item: `${exploreUrl}?category=${product.category.id}` },
          { name: product.name, item: url },
        ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
      },
    ],
  };
}

/**
 * Explore, titled by its search and category; the canonical keeps those and the page, not the
 * order. Its picture is that of the first product it lists with one (`products`, its page).
 */
export function exploreHead(
  context: HeadContext,
  query: { search: string; category: Category | null; page: number },
  products: ProductSummary[],
): PageHead {
  const kept = new URLSearchParams();
  if (query.search) kept.set('search', query.search);
  if (query.category) kept.set('category', String(query.category.id));
  if (query.page > 1) kept.set('page', String(query.page));
  const url = context.origin + paths.explore + (kept.size > 0 ? `?${kept.toString()}` : '');
  const page = exploreTitle(context.intl, query.search, query.category?.name);
  const description = context.intl.formatMessage({ id: 'app.description' });
  return {
    title: documentTitle(context, page),
    canonical: url,
    meta: sharedMeta(context, {
      type: 'website',
      title: page,
      description,
      url,
      image: products.find((product) => product.photos.length > 0)?.photos[0]?.image,
    }),
    structuredData: [],
  };
}

/** A seller's public page, with their avatar as its picture. */
export function sellerHead(context: HeadContext, seller: Seller): PageHead {
  const url = context.origin + paths.seller(seller.username);
  const name = sellerName(seller);
  const description = context.intl.formatMessage({ id: 'seller.productsTitle' }, { name });
  return {
    title: documentTitle(context, name),
    canonical: url,
    meta: sharedMeta(context, {
      type: 'profile',
      title: name,
      description,
      url,
      image: seller.avatar ?? undefined,
    }),
    structuredData: [],
  };
}

/** A page the server has nothing to say of; `noindex` for the private ones and missing ones. */
export function plainHead(
  context: HeadContext,
  kind: 'account' | 'private' | 'not-found',
): PageHead {
  return {
    title:
      kind === 'not-found'
        ? documentTitle(context, context.intl.formatMessage({ id: 'notFound.title' }))
        : SITE_NAME,
    noindex: kind !== 'account',
    meta: [],
    structuredData: [],
  };
}
