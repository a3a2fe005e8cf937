import type { FastifyRequest } from 'fastify';

/** A path whose last segment has an extension asks for a file, never for a client route. */
const FILE_PATH = /\.[a-z0-9]+$/i;

/** Whether `request` asks for one of the app's pages: a `GET` (or `HEAD`) outside `/api/`, of no file. */
export function isPageRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  const wantsPage = request.method === 'GET' || request.method === 'HEAD';
  return wantsPage && !path.startsWith('/api/') && !FILE_PATH.test(path);
}
