import type { FastifyReply, FastifyRequest } from 'fastify';
import { sentAnswer } from '../../catalogue/answer-cache.js';
import { sendKept } from '../../http/conditional.js';
import { requestLanguage } from '../../http/language.js';
import { originOf } from '../../http/origin.js';
import type { Services } from '../../services.js';

/**
 * Answers a catalogue call (explore, search, a product) with `answerNow`'s answer. A visitor who is
 * not signed in gets the one kept (`CATALOGUE_CACHE_SECONDS`) for the same address, language and
 * origin, as the JSON already serialized, so the hundredth request for explore's first page costs
 * no query; and `304` when the browser already has it (`ETag`). These answers are the same for
 * every visitor, and nobody buys without signing in: a signed-in caller always gets an answer made
 * now, and any change of what they show clears the kept ones on every instance (kept-answers.ts).
 */
export async function answerVisitor<T>(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  answerNow: () => Promise<T>,
): Promise<T | FastifyReply> {
  if (request.headers.authorization !== undefined) return answerNow();
  const key = `${requestLanguage(request)} ${originOf(request)} ${request.url}`;
  const kept = await services.catalogueAnswers.get(key, async () =>
    sentAnswer(reply.serialize(await answerNow()) as string),
  );
  reply.header('Vary', 'Accept-Language, Authorization');
  return sendKept(request, reply, kept, 'application/json; charset=utf-8');
}
