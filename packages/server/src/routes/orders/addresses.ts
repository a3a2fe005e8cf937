import { orderEndpoints as orders } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/authenticate.js';
import { route } from '../../http/route.js';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  updateAddress,
} from '../../orders/addresses.js';
import type { Services } from '../../services.js';

/** The Addresses calls of docs/api.md: each user's own address book; anyone else's address is `404`. */
export function addressRoutes({ db }: Services) {
  return async (app: FastifyInstance) => {
    route(app, orders.addresses, async (_input, request) =>
      listAddresses(db, sessionOf(request).user.id),
    );

    route(app, orders.createAddress, async ({ body }, request, reply) => {
      reply.status(201);
      return createAddress(db, sessionOf(request).user.id, body);
    });

    route(app, orders.updateAddress, async ({ params: { id }, body }, request) =>
      updateAddress(db, sessionOf(request).user.id, id, body),
    );

    route(app, orders.deleteAddress, async ({ params: { id } }, request, reply) => {
      await deleteAddress(db, sessionOf(request).user.id, id);
      return reply.status(204).send();
    });
  };
}
