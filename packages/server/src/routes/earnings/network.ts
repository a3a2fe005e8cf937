import { NetworkQuery, NetworkTree } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/authenticate.js';
import { pageAnswer } from '../../http/pagination.js';
import { parseQuery } from '../../http/validate.js';
import { networkLevels, networkMembers } from '../../network/tree.js';
import type { Services } from '../../services.js';
import { operation } from '../../http/operation.js';

/** GET `auth/user/tree/`: the caller's referral network, `NETWORK_MAX_LEVELS` deep. */
export function networkRoutes(services: Services) {
  const { db, config } = services;
  return async (app: FastifyInstance) => {
    app.get(
      '/auth/user/tree/',
      operation({
        summary: 'The caller’s referral network, level by level',
        tag: 'Network and earnings',
        auth: 'user',
        query: NetworkQuery,
        answers: { 200: NetworkTree },
      }),
      async (request): Promise<NetworkTree> => {
        const query = parseQuery(NetworkQuery, request.query);
        const { id } = sessionOf(request).user;
        const maxLevels = config.networkMaxLevels;
        const levels = await networkLevels(db, id, maxLevels);
        // The counts per level already say how many members the page is drawn from.
        const count = levels
          .filter(({ level }) => query.level === undefined || level === query.level)
          .reduce((sum, level) => sum + level.count, 0);
        const members = count > 0 ? await networkMembers(db, id, maxLevels, query) : [];
        return { levels, members: pageAnswer(request, query, count, members) };
      },
    );
  };
}
