import type { FastifyInstance } from 'fastify';
import { registerRateLimits } from '../../auth/rate-limits.js';
import type { Services } from '../../services.js';
import { logoutRoute } from './logout.js';
import { registerRoute } from './register.js';
import { resetPasswordRoutes } from './reset-password.js';
import { sendCodeRoute } from './send-code.js';
import { tokenRoutes } from './token.js';
import { userRoutes } from './user.js';

/** The Account calls of docs/api.md, under `auth/`. */
export function accountRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    const enforce = await registerRateLimits(app, services.redis);
    await app.register(registerRoute(services, enforce));
    await app.register(tokenRoutes(services, enforce));
    await app.register(logoutRoute(services, enforce));
    await app.register(resetPasswordRoutes(services, enforce));
    await app.register(userRoutes(services));
    await app.register(sendCodeRoute(services, enforce));
  };
}
