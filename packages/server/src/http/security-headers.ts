import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_CONTENT_SECURITY_POLICY,
  appContentSecurityPolicy,
  type AppPolicyOptions,
} from './content-security-policy.js';

/** Puts on an answer the headers every answer carries. */
export type SecureAnswer = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * Headers every answer carries. API answers are data, never pages: they may not be framed, sniffed
 * into another type, cached (they hold tokens and personal data), or run anything. The app's page
 * gets a policy that runs only this origin's scripts, so an injected `<script>` or `onclick` is dead.
 */
export function securityHeaders(options: AppPolicyOptions): SecureAnswer {
  const appPolicy = appContentSecurityPolicy(options);
  return (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    if (request.url.startsWith('/api/')) {
      // The API reference (/api/docs) sets its own, for its page.
      if (!reply.hasHeader('Content-Security-Policy')) {
        reply.header('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
      }
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    } else if (String(reply.getHeader('Content-Type')).startsWith('text/html')) {
      reply.header('Content-Security-Policy', appPolicy);
    }
  };
}

/** Puts them on every answer that goes through Fastify's hooks (the router's own refusals don't). */
export function registerSecurityHeaders(app: FastifyInstance, secure: SecureAnswer): void {
  app.addHook('onSend', async (request, reply) => secure(request, reply));
}
