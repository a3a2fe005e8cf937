import type { FastifyReply } from 'fastify';

/** An error as Mercado Pago's API answers one: `{message, error, status, cause}`. */
export function mpError(reply: FastifyReply, status: number, error: string, message: string) {
  return reply
    .code(status)
    .send({ message, error, status, cause: [{ code: status, description: message }] });
}
