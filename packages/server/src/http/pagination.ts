import type { Page } from '@plaza/api';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.js';
import { originOf } from './origin.js';

/**
 * A page of a list as API.md answers it: `next` and `previous` are this request's absolute URL with
 * another `page`. As in DRF, a page past the last is `404`; page 1 of an empty list is not.
 */
export function pageAnswer<T>(
  request: FastifyRequest,
  { page, page_size }: { page: number; page_size: number },
  count: number,
  results: T[],
): Page<T> {
  const lastPage = Math.max(1, Math.ceil(count / page_size));
  if (page > lastPage) throw new HttpError(404, 'not_found', 'Invalid page.');
  const link = (target: number) => {
    const url = new URL(request.url, originOf(request));
    url.searchParams.set('page', String(target));
    return url.toString();
  };
  return {
    count,
    next: page < lastPage ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
  };
}
