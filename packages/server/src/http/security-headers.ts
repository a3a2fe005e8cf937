import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries. API answers are data, never pages: they may not be framed, sniffed
 * into another type, cached (they hold tokens and personal data), or run anything.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    if (request.url.startsWith('/api/')) {
      // The API reference (/api/docs) sets its own, for its page.
      if (!reply.hasHeader('Content-Security-Policy')) {
        reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
      }
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    }
  });
}
