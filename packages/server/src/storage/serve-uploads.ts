import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOADS_PATH } from './local-storage.js';
import { PRIVATE_FOLDER } from './storage.js';

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Serves the local uploads folder. Names are random and never reused, so browsers may keep a file for
 * a year; the content type comes from the extension the server chose, and `nosniff` plus a CSP that
 * runs nothing keep an upload from ever acting as a page. Private files are not served at all.
 */
export async function serveUploads(app: FastifyInstance, root: string): Promise<void> {
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_PATH,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    // The Cache-Control below is the only one: the plugin's own would replace it.
    cacheControl: false,
    allowedPath: (path) => !path.startsWith(`/${PRIVATE_FOLDER}/`),
    setHeaders(response) {
      response.setHeader('Cache-Control', `public, max-age=${ONE_YEAR}, immutable`);
      response.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      response.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });
}
