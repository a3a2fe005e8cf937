import { describe, expect, it } from 'vitest';
import {
  exploreSearchParams,
  hiddenFilterCount,
  parseExploreQuery,
  exploreListQuery,
  type ExploreQuery,
} from './product-filters';

const parse = (search: string) => parseExploreQuery(new URLSearchParams(search));

describe('an Explore link', () => {
  it('holds the filters, the order and the page, and reads back the same', () => {
    const query: ExploreQuery = {
      search: 'lámpara de mesa',
      category: 3,
      priceMin: '10',
      priceMax: '99.50',
      ordering: 'price',
      page: 2,
    };
    const params = exploreSearchParams(query);
    expect(params.toString()).toBe(
      'search=l%C3%A1mpara+de+mesa&category=3&price_min=10&price_max=99.50&ordering=price&page=2',
    );
    expect(parse(params.toString())).toEqual(query);
  });

  it('leaves the defaults out', () => {
    expect(exploreSearchParams(parse('')).toString()).toBe('');
  });

  it('drops what the API would refuse, so a hand-edited link still shows products', () => {
    expect(
      parse(
        'category=abc&price_min=-3&price_max=1e3&ordering=random&page=0&search=' + 'x'.repeat(300),
      ),
    ).toEqual({
      search: 'x'.repeat(200),
      category: null,
      priceMin: null,
      priceMax: null,
      ordering: null,
      page: 1,
    });
  });
});

describe('the products query', () => {
  it('orders by relevance while searching and by newest otherwise, unless told', () => {
    expect(exploreListQuery(parse('search=mesa'))).toEqual({
      page: 1,
      page_size: 12,
      search: 'mesa',
      ordering: 'relevance',
    });
    expect(exploreListQuery(parse('category=2&price_max=5&page=3'))).toEqual({
      page: 3,
      page_size: 12,
      category: 2,
      price_max: '5',
      ordering: '-created',
    });
    expect(exploreListQuery(parse('ordering=-price')).ordering).toBe('-price');
  });
});

describe('the count on the Filters button', () => {
  it('counts the category and the price range, once whatever its bounds, never the search', () => {
    expect(hiddenFilterCount(parse('search=taza'))).toBe(0);
    expect(hiddenFilterCount(parse('category=3'))).toBe(1);
    expect(hiddenFilterCount(parse('price_min=5'))).toBe(1);
    expect(hiddenFilterCount(parse('price_min=5&price_max=9'))).toBe(1);
    expect(hiddenFilterCount(parse('category=3&price_max=9&ordering=price'))).toBe(2);
  });
});
