import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { adminUserRoutes } from './admin-users.js';
import { adminWithdrawalRoutes } from './admin-withdrawals.js';
import { earningsRoutes } from './earnings.js';
import { networkRoutes } from './network.js';
import { withdrawalRoutes } from './withdrawals.js';

/** The Network, earnings and withdrawals calls of docs/api.md, and the administrators' user calls. */
export function earningsAndNetworkRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    await app.register(networkRoutes(services));
    await app.register(earningsRoutes(services));
    await app.register(withdrawalRoutes(services));
    await app.register(adminWithdrawalRoutes(services));
    await app.register(adminUserRoutes(services));
  };
}
