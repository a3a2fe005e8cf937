import type { FastifyRequest } from 'fastify';
import { notFound } from './http-error.js';

/**
 * The database id in the path parameter `name`; `404` for anything that can't be one, as for an id
 * that names nothing, so a bad id never reaches a query.
 */
export function pathId(request: FastifyRequest, name = 'id'): number {
  const value = (request.params as Record<string, string | undefined>)[name] ?? '';
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw notFound();
  return Number(value);
}
