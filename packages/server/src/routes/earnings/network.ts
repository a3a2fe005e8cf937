import { earningsEndpoints as earnings } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/authenticate.js';
import { pageAnswer } from '../../http/pagination.js';
import { route } from '../../http/route.js';
import { networkLevels, networkMembers } from '../../network/tree.js';
import type { Services } from '../../services.js';

/** GET `auth/user/tree/`: the caller's referral network, `NETWORK_MAX_LEVELS` deep. */
export function networkRoutes(services: Services) {
  const { db, config } = services;
  return async (app: FastifyInstance) => {
    route(app, earnings.network, async ({ query }, request) => {
      const { id } = sessionOf(request).user;
      const maxLevels = config.networkMaxLevels;
      const levels = await networkLevels(db, id, maxLevels);
      // The counts per level already say how many members the page is drawn from.
      const count = levels
        .filter(({ level }) => query.level === undefined || level === query.level)
        .reduce((sum, level) => sum + level.count, 0);
      const members = count > 0 ? await networkMembers(db, id, maxLevels, query) : [];
      return { levels, members: pageAnswer(request, query, count, members) };
    });
  };
}
