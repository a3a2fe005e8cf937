import { AddressBody, AddressChanges, type Address } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/authenticate.js';
import { pathId } from '../../http/path-id.js';
import { parse } from '../../http/validate.js';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  updateAddress,
} from '../../orders/addresses.js';
import type { Services } from '../../services.js';

/** The Addresses calls of API.md: each user's own address book; anyone else's address is `404`. */
export function addressRoutes({ db }: Services) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', app.requireUser);

    app.get('/marketplace/addresses/', async (request): Promise<Address[]> =>
      listAddresses(db, sessionOf(request).user.id),
    );

    app.post('/marketplace/addresses/', async (request, reply): Promise<Address> => {
      const body = parse(AddressBody, request.body);
      reply.status(201);
      return createAddress(db, sessionOf(request).user.id, body);
    });

    app.patch('/marketplace/addresses/:id/', async (request): Promise<Address> => {
      const id = pathId(request);
      const changes = parse(AddressChanges, request.body);
      return updateAddress(db, sessionOf(request).user.id, id, changes);
    });

    app.delete('/marketplace/addresses/:id/', async (request, reply) => {
      await deleteAddress(db, sessionOf(request).user.id, pathId(request));
      return reply.status(204).send();
    });
  };
}
