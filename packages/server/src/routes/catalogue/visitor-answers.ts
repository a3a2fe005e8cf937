import type { FastifyReply, FastifyRequest } from 'fastify';
import { sentAnswer } from '../../cache/answer-cache.js';
import { sendKept } from '../../http/conditional.js';
import { HttpError } from '../../http/http-error.js';
import { requestLanguage } from '../../http/language.js';
import { originOf } from '../../http/origin.js';
import type { Services } from '../../services.js';

/** For a call whose answer can be someone's own: who that is, and how their answer is made. */
export interface OwnAnswers<T> {
  /** The user a visitor's answer belongs to (a product's seller). */
  ownerOf(answer: T): number;
  /** The signed-in caller's answer made now, for their own or for one visitors may not see. */
  answerNow(): Promise<T>;
}

const isNotFound = (error: unknown) => error instanceof HttpError && error.statusCode === 404;

/**
 * Answers a catalogue call (explore, search, a product) with the answer a visitor gets, made by
 * `visitorsAnswer` and kept (`CATALOGUE_CACHE_SECONDS`) for the same address, language and origin
 * as the JSON already serialized, so the hundredth request for explore's first page costs no
 * query; and `304` when the browser already has it (`ETag`). That answer holds nothing of anyone's
 * own, so a signed-in shopper gets it too. A product is the one call whose answer can differ by
 * caller (`own`): its seller gets theirs made now, so they read their own change at once from any
 * instance, and so does a signed-in caller the visitors' answer is `404` for (their own product in
 * review, or an administrator). Anything that changes what these answers show clears the kept
 * ones on every instance (kept-answers.ts).
 */
export async function answerVisitor<T>(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  visitorsAnswer: () => Promise<T>,
  own?: OwnAnswers<T>,
): Promise<T | FastifyReply> {
  const caller = own && request.claims;
  const key = `${requestLanguage(request)} ${originOf(request)} ${request.url}`;
  let kept;
  try {
    kept = await services.catalogueAnswers.get(key, async () => {
      const answer = await visitorsAnswer();
      return { ...sentAnswer(reply.serialize(answer) as string), ownerId: own?.ownerOf(answer) };
    });
  } catch (error) {
    if (caller && isNotFound(error)) return own.answerNow();
    throw error;
  }
  if (caller && kept.ownerId === caller.userId) return own.answerNow();
  return sendKept(request, reply, kept, 'application/json; charset=utf-8');
}
