import { useSearchParams } from 'wouter';
import { ROUTE_ID } from '../config/paths';

/** The page a list's address names: anything but a page number there means the first page. */
export function pageParamOf(searchParams: URLSearchParams): number {
  const text = searchParams.get('page') ?? '';
  return ROUTE_ID.test(text) ? Number(text) : 1;
}

/**
 * A list's page kept in the address (`?page=3`, read by `pageParamOf`), so a page can be reloaded
 * or shared and Back returns to the page before.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageParamOf(searchParams);
  const setPage = (next: number) => {
    const params = new URLSearchParams(searchParams);
    if (next > 1) params.set('page', String(next));
    else params.delete('page');
    setSearchParams(params);
  };
  return [page, setPage];
}
