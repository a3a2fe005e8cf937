import type { FastifyInstance } from 'fastify';
import { IN_PROCESS_HEADER } from '../http/logger.js';

/**
 * The API as a page's first screen calls it (docs/architecture.md, "Rendering on the server"): a `fetch`
 * answered in-process by Fastify's `inject` on the real routes, as the API answers a visitor (no
 * token, no network), so what a page shows and the status it has (a product the API does not
 * show is not found) are decided once, by the API. Its absolute addresses (photos, a list's
 * `next`) name `origin`, the page's: the call goes to its host, and says its scheme as a proxy
 * does (read where one is trusted, as for the browser's own calls). Only reads under `/api/`.
 */
export function inProcessApi(app: FastifyInstance, origin: string): typeof fetch {
  const { host, protocol } = new URL(origin);
  return async (input, init) => {
    const method = init?.method ?? 'GET';
    const url = new URL(input instanceof Request ? input.url : String(input), origin);
    if (method !== 'GET' || !url.pathname.startsWith('/api/')) {
      throw new Error(`a page's first screen only reads the API, not ${method} ${url.pathname}`);
    }
    const asked = new Headers(init?.headers);
    asked.delete('authorization');
    const headers = Object.fromEntries(asked);
    const answer = await app.inject({
      method,
      url: url.pathname + url.search,
      headers: {
        ...headers,
        host,
        'x-forwarded-host': host,
        'x-forwarded-proto': protocol.slice(0, -1),
        // Not logged as a request of its own: the page's request is (http/logger.ts).
        [IN_PROCESS_HEADER]: '1',
      },
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string') answerHeaders.set(name, value);
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: answerHeaders,
    });
  };
}
