import type { FastifyRequest } from 'fastify';
import { notFound } from '../http/http-error.js';

/** The `:id` of the path as a number; anything that can't be a database id is `404`, as a missing one is. */
export function idOf(request: FastifyRequest): number {
  const { id } = request.params as { id: string };
  if (!/^\d{1,9}$/.test(id)) throw notFound();
  return Number(id);
}
