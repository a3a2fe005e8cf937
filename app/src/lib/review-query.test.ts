import { describe, expect, it } from 'vitest';
import {
  REVIEW_PAGE_SIZE,
  parseReviewQuery,
  productReviewQuery,
  reviewListQuery,
  reviewSearchParams,
} from './review-query';

describe('a review list in the address', () => {
  it('reads search, status and page, and ignores what it does not know', () => {
    expect(parseReviewQuery(new URLSearchParams('search=+taza+&status=suspended&page=3'))).toEqual({
      search: 'taza',
      status: 'suspended',
      page: 3,
    });
    expect(parseReviewQuery(new URLSearchParams('status=archived&page=-2'))).toEqual({
      search: '',
      status: null,
      page: 1,
    });
    expect(parseReviewQuery(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(reviewSearchParams({ search: '', status: null, page: 1 }).toString()).toBe('');
    const query = { search: 'café', status: 'approved' as const, page: 2 };
    expect(parseReviewQuery(reviewSearchParams(query))).toEqual(query);
  });

  it('asks the list call for one page, leaving out an empty search and any status', () => {
    expect(productReviewQuery({ search: '', status: null, page: 2 })).toEqual({
      search: undefined,
      status: undefined,
      page: 2,
      page_size: REVIEW_PAGE_SIZE,
    });
    expect(productReviewQuery({ search: 'taza', status: 'approved', page: 1 })).toMatchObject({
      search: 'taza',
      status: 'approved',
    });
  });

  it('asks for the page, and only for the filters that are set', () => {
    expect(reviewListQuery({ status: null, search: '' }, 3)).toEqual({
      page: 3,
      page_size: REVIEW_PAGE_SIZE,
    });
    expect(reviewListQuery({ status: 'open', search: 'pago' }, 1)).toEqual({
      status: 'open',
      search: 'pago',
      page: 1,
      page_size: REVIEW_PAGE_SIZE,
    });
  });
});
