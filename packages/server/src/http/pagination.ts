import type { Page } from '@plaza/api';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.js';
import { originOf } from './origin.js';

/**
 * A page of a list as docs/api.md answers it: `next` and `previous` are this request's absolute URL with
 * another `page`. As in DRF, a page past the last is `404`; page 1 of an empty list is not.
 */
export function pageAnswer<T>(
  request: FastifyRequest,
  query: { page: number; page_size: number },
  count: number,
  results: T[],
): Page<T> {
  return pageAnswerAt(new URL(request.url, originOf(request)), query, count, results);
}

/** `pageAnswer` for a call made in-process (a page's first screen): `url` is the call's own. */
export function pageAnswerAt<T>(
  url: URL,
  { page, page_size }: { page: number; page_size: number },
  count: number,
  results: T[],
): Page<T> {
  const lastPage = Math.max(1, Math.ceil(count / page_size));
  if (page > lastPage) throw new HttpError(404, 'not_found', 'Invalid page.');
  const link = (target: number) => {
    const linked = new URL(url);
    linked.searchParams.set('page', String(target));
    return linked.toString();
  };
  return {
    count,
    next: page < lastPage ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
  };
}
