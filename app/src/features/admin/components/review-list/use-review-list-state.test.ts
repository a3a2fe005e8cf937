import { describe, expect, it } from 'vitest';
import { REVIEW_PAGE_SIZE } from '../../../../lib/review-query';
import { reviewListQuery } from './use-review-list-state';

describe("a review list's query", () => {
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
