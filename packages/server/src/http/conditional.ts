import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether `If-None-Match` names `etag`: the browser has this very answer already. */
function alreadyHas(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return !!header && header.split(',').some((tag) => tag.trim() === etag);
}

/**
 * Sends an answer kept for visitors (a catalogue call's JSON, a page, a sitemap) with its `ETag`,
 * or `304` when the browser has it already. `no-cache`: a browser may keep it, and asks again with
 * its tag before using it. `encoding` names how `body` was compressed, when it was.
 */
export function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: { body: string | Buffer; etag: string; status?: number; encoding?: string },
  type: string,
): FastifyReply {
  reply.header('ETag', answer.etag).header('Cache-Control', 'no-cache');
  if (alreadyHas(request, answer.etag)) return reply.code(304).send();
  if (answer.encoding) reply.header('Content-Encoding', answer.encoding);
  return reply
    .code(answer.status ?? 200)
    .type(type)
    .send(answer.body);
}
