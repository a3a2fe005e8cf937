import type { FastifyRequest } from 'fastify';

/** Whether `If-None-Match` names `etag`: the browser has this very answer already. */
export function alreadyHas(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return !!header && header.split(',').some((tag) => tag.trim() === etag);
}
