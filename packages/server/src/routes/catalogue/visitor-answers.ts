import type { FastifyReply, FastifyRequest } from 'fastify';
import { sentAnswer } from '../../catalogue/answer-cache.js';
import { alreadyHas } from '../../http/conditional.js';
import { requestLanguage } from '../../http/language.js';
import { originOf } from '../../http/origin.js';
import type { Services } from '../../services.js';

/**
 * Answers a catalogue call (explore, search, a product) with `answerNow`'s answer. A visitor who is
 * not signed in gets the one kept from the last few seconds (`CATALOGUE_CACHE_SECONDS`) for the same
 * address, language and origin, as the JSON already serialized, so the hundredth request for
 * explore's first page costs no query; and `304` when the browser already has it (`ETag`). These
 * answers are the same for every visitor, and nobody buys without signing in: a signed-in caller
 * always gets an answer made now, and a change made through this instance clears the kept ones.
 */
export async function answerVisitor<T>(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  answerNow: () => Promise<T>,
): Promise<T | FastifyReply> {
  if (request.headers.authorization !== undefined) return answerNow();
  const key = `${requestLanguage(request)} ${originOf(request)} ${request.url}`;
  const { body, etag } = await services.catalogueAnswers.get(key, async () =>
    sentAnswer(reply.serialize(await answerNow()) as string),
  );
  // `no-cache`: a browser may keep it, and asks again with its tag before using it.
  reply
    .header('ETag', etag)
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Language, Authorization');
  if (alreadyHas(request, etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
