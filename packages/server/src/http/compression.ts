import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip, as the client accepts, for every text answer over 1 KB that is made on the fly:
 * JSON from the API and the app's page when no precompressed copy exists. Vite's assets and the
 * page are compressed once at build time (vite.config.ts) and served as they are (serve-app.ts);
 * pictures are already compressed and pass through. Brotli runs at quality 4, the plugin's
 * default, which costs about what gzip does. Request bodies are not decompressed: docs/api.md takes
 * plain JSON and multipart, and a compressed body would slip past the body limits.
 *
 * Register before any static files, so the hook sees their answers too.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
  });
}
