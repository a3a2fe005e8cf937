import * as s from 'superstruct';
import { documented } from '../json-schema.js';
import { boundedText, integerFromText } from './form-values.js';

/** docs/api.md, Conventions: lists answer 20 items unless asked, and never more than 100. */
export const PAGE_SIZE = { default: 20, max: 100 } as const;

/** `?page=1&page_size=20` of every paginated list. */
export const pageQuery = {
  page: s.defaulted(
    documented(
      integerFromText(
        s.refine(s.integer(), 'page', (value) => value >= 1 || 'Enter a page from 1.'),
      ),
      { minimum: 1 },
    ),
    1,
  ),
  page_size: s.defaulted(
    documented(
      integerFromText(
        s.refine(
          s.integer(),
          'page_size',
          (value) =>
            (value >= 1 && value <= PAGE_SIZE.max) ||
            `Enter a page size from 1 to ${PAGE_SIZE.max}.`,
        ),
      ),
      { minimum: 1, maximum: PAGE_SIZE.max },
    ),
    PAGE_SIZE.default,
  ),
};

/** `?search=` of a list that can be searched: up to 200 characters. */
export const listSearch = s.optional(boundedText('search', 200, { required: false }));

/** `{count, next, previous, results}`: one page of a list; `next` and `previous` are absolute URLs. */
export const paginated = <T>(item: s.Struct<T, unknown>) =>
  s.object({
    count: s.min(s.integer(), 0),
    next: s.nullable(s.string()),
    previous: s.nullable(s.string()),
    results: s.array(item),
  });

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** A type, not an interface, so that it passes as the client's `Query`. */
export type PageQuery = { page?: number; page_size?: number };

/** A call for one page of a list, naming the page and its size as the screen asks. */
export type PageCall = { page: number; page_size: number };
