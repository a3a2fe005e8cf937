import type { Address } from '@plaza/api';
import { expect } from 'vitest';
import { call } from './http.js';
import type { TestServer } from './test-server.js';

/** An address body that passes every rule, with `overrides` on top. */
export function addressFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    address: 'Carrera 7 # 71-21, apto 302',
    city: 'Bogotá',
    state: 'Cundinamarca',
    country: 'CO',
    postal_code: '110231',
    phone_number: '+57 301 555 0101',
    location: 'Frente al parque, portería azul',
    latitude: 4.6558,
    longitude: -74.0551,
    ...overrides,
  };
}

/** Adds an address to `token`'s user's book, which must be accepted, and answers it. */
export async function createdAddress(
  server: TestServer,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<Address> {
  const answer = await call<Address>(server, 'POST', 'marketplace/addresses/', {
    token,
    body: addressFields(overrides),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}
