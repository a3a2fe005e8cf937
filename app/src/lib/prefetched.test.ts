import { createClient, type ProductSummaryPage } from '@plaza/api';
import { describe, expect, it } from 'vitest';
import productCardSource from '../../../packages/ui/src/ProductCard/ProductCard.tsx?raw';
import { CARD_PHOTO_SIZES, cardPhotoSrcSet, EXPLORE_FIRST_PAGE } from '../prefetch/call';
import { photoSrcSet } from './photos';
import { withPrefetched } from './prefetched';
import { EXPLORE_PAGE_SIZE, parseExploreQuery, productListQuery } from './product-filters';

const answer = (body: unknown) => Promise.resolve(Response.json(body));
const emptyPage: ProductSummaryPage = { count: 0, next: null, previous: null, results: [] };

/** A fetch that records each call's URL and answers an empty page. */
function recordingFetch() {
  const urls: string[] = [];
  const send: typeof fetch = (input) => {
    urls.push(String(input));
    return answer(emptyPage);
  };
  return { urls, send };
}

describe('the prefetched first page of explore', () => {
  it('is the very call explore makes with no filters', async () => {
    const { urls, send } = recordingFetch();
    const api = createClient({ baseUrl: '/api/', getLanguage: () => 'es', fetch: send });
    await api.products(
      productListQuery(parseExploreQuery(new URLSearchParams()), EXPLORE_PAGE_SIZE),
    );
    expect(urls).toEqual([EXPLORE_FIRST_PAGE]);
  });

  it('asks for the first photo as explore’s card does', () => {
    const photo = { id: 1, position: 0, thumbnail: '/t.webp', image: '/i.webp' };
    expect(cardPhotoSrcSet(photo)).toBe(photoSrcSet(photo));
    expect(productCardSource).toContain(`const CARD_SIZES = '${CARD_PHOTO_SIZES}';`);
  });

  it('answers that call once, in its language, as a visitor; any other goes out', async () => {
    const prefetchedPage = { ...emptyPage, count: 92 };
    const { urls, send } = recordingFetch();
    const prefetched = {
      url: EXPLORE_FIRST_PAGE,
      language: 'es',
      response: answer(prefetchedPage),
    };
    const fetchOnce = withPrefetched(prefetched, send);
    const spanish = { headers: { 'Accept-Language': 'es' } };

    const other = await fetchOnce('/api/marketplace/categories/', spanish);
    const english = await fetchOnce(EXPLORE_FIRST_PAGE, { headers: { 'Accept-Language': 'en' } });
    const signedIn = await fetchOnce(EXPLORE_FIRST_PAGE, {
      headers: { 'Accept-Language': 'es', Authorization: 'Bearer x' },
    });
    expect([other, english, signedIn].map((response) => response.ok)).toEqual([true, true, true]);
    expect(urls).toHaveLength(3);

    await expect((await fetchOnce(EXPLORE_FIRST_PAGE, spanish)).json()).resolves.toEqual(
      prefetchedPage,
    );
    expect(urls).toHaveLength(3);
    await expect((await fetchOnce(EXPLORE_FIRST_PAGE, spanish)).json()).resolves.toEqual(emptyPage);
    expect(urls).toEqual([
      '/api/marketplace/categories/',
      EXPLORE_FIRST_PAGE,
      EXPLORE_FIRST_PAGE,
      EXPLORE_FIRST_PAGE,
    ]);
  });
});
