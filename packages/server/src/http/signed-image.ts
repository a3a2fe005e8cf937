import type { FastifyReply } from 'fastify';
import { secondsLeft } from '../storage/signed-links.js';
import type { FileStorage } from '../storage/storage.js';
import { notFound } from './http-error.js';

type OpenedFile = Awaited<ReturnType<FileStorage['open']>>;

/**
 * Answers a private picture (storage/private-images.ts) by its signed link: `query` must carry a
 * live signature of `id` with `key` (storage/signed-links.ts), else `404`, as a picture that is not
 * there is. The signature is checked first, so a guessed link costs no query.
 */
export async function answerSignedImage(
  reply: FastifyReply,
  { key, id, query }: { key: Buffer; id: number; query: unknown },
  open: () => Promise<OpenedFile>,
): Promise<FastifyReply> {
  const left = secondsLeft(key, id, query);
  if (left === undefined) throw notFound();
  const file = await open();
  if (!file) throw notFound();
  return (
    reply
      .type('image/webp')
      .header('Content-Length', file.size)
      // Only this browser may keep it, and no longer than the link is good for.
      .header('Cache-Control', `private, max-age=${left}`)
      .send(file.stream)
  );
}
