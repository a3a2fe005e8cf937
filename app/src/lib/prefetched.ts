import type { Prefetched } from '../prefetch/call';

/** Whether `init` makes the call `prefetched` made: a visitor's GET in the same language. */
function isSameCall(prefetched: Prefetched, url: string, init: RequestInit | undefined): boolean {
  const headers = new Headers(init?.headers);
  return (
    prefetched.url === url &&
    (init?.method ?? 'GET') === 'GET' &&
    !headers.has('Authorization') &&
    headers.get('Accept-Language') === prefetched.language
  );
}

/**
 * `send`, except that the very call prefetch/start.ts made before the app started is answered, once,
 * with its answer. Any other call goes out as usual; so does a signed-in one, since the prefetch
 * went out as a visitor's.
 */
export function withPrefetched(
  prefetched: Prefetched | undefined,
  send: typeof fetch,
): typeof fetch {
  let unused = prefetched;
  return (input, init) => {
    if (unused && typeof input === 'string' && isSameCall(unused, input, init)) {
      const { response } = unused;
      unused = undefined;
      return response;
    }
    return send(input, init);
  };
}
