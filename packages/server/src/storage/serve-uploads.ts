import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config/index.js';
import { notFound } from '../http/http-error.js';
import { UPLOADS_PATH } from './local-storage.js';
import { isPublicKey, type FileStorage } from './storage.js';
import { uploadsRoot } from './storage-for.js';

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Names are random and never reused, so browsers may keep a file for a year; `nosniff` plus a CSP
 * that runs nothing keep an upload from ever acting as a page.
 */
function setUploadHeaders(reply: { setHeader(name: string, value: string): unknown }) {
  reply.setHeader('Cache-Control', `public, max-age=${ONE_YEAR}, immutable`);
  reply.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  reply.setHeader('X-Content-Type-Options', 'nosniff');
}

/**
 * Serves public uploads at `/uploads/…` on every instance, the same URLs whichever store holds
 * them: the local folder through @fastify/static, the content type from the extension the server
 * chose; a bucket streamed through the server, or redirected to `UPLOADS_PUBLIC_URL` when a CDN or
 * a public bucket is in front. Private files (digital products, tickets' pictures) are not served
 * at all.
 */
export async function serveUploads(
  app: FastifyInstance,
  config: Config,
  storage: FileStorage,
): Promise<void> {
  if (!config.s3) {
    const root = uploadsRoot(config);
    await mkdir(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: UPLOADS_PATH,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      // The Cache-Control below is the only one: the plugin's own would replace it.
      cacheControl: false,
      allowedPath: (path) => isPublicKey(path.slice(1)),
      setHeaders: setUploadHeaders,
    });
    return;
  }
  app.get(`${UPLOADS_PATH}*`, async (request, reply): Promise<FastifyReply> => {
    const key = (request.params as { '*': string })['*'];
    if (!isPublicKey(key)) throw notFound();
    if (config.uploadsPublicUrl) return reply.redirect(`${config.uploadsPublicUrl}/${key}`, 301);
    const file = await storage.open(key);
    if (!file) throw notFound();
    setUploadHeaders({ setHeader: (name, value) => reply.header(name, value) });
    return reply
      .type(file.type ?? 'application/octet-stream')
      .header('Content-Length', file.size)
      .send(file.stream);
  });
}
