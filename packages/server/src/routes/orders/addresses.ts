import { Address, AddressBody, AddressChanges, AddressList } from '@plaza/api';
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
import { operation } from '../../http/operation.js';

/** The Addresses calls of API.md: each user's own address book; anyone else's address is `404`. */
export function addressRoutes({ db }: Services) {
  return async (app: FastifyInstance) => {
    app.get(
      '/marketplace/addresses/',
      operation({
        summary: "The caller's addresses",
        tag: 'Addresses',
        auth: 'user',
        answers: { 200: AddressList },
      }),
      async (request): Promise<Address[]> => listAddresses(db, sessionOf(request).user.id),
    );

    app.post(
      '/marketplace/addresses/',
      operation({
        summary: 'Add an address',
        tag: 'Addresses',
        auth: 'user',
        body: AddressBody,
        answers: { 201: Address },
      }),
      async (request, reply): Promise<Address> => {
        const body = parse(AddressBody, request.body);
        reply.status(201);
        return createAddress(db, sessionOf(request).user.id, body);
      },
    );

    app.patch(
      '/marketplace/addresses/:id/',
      operation({
        summary: 'Change one of the caller’s addresses',
        tag: 'Addresses',
        auth: 'user',
        body: AddressChanges,
        answers: { 200: Address },
      }),
      async (request): Promise<Address> => {
        const id = pathId(request);
        const changes = parse(AddressChanges, request.body);
        return updateAddress(db, sessionOf(request).user.id, id, changes);
      },
    );

    app.delete(
      '/marketplace/addresses/:id/',
      operation({
        summary: 'Delete one of the caller’s addresses',
        tag: 'Addresses',
        auth: 'user',
        answers: { 204: null },
      }),
      async (request, reply) => {
        await deleteAddress(db, sessionOf(request).user.id, pathId(request));
        return reply.status(204).send();
      },
    );
  };
}
