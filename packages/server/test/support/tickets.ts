import type { Ticket } from '@plaza/api';
import { expect } from 'vitest';
import type { TestUser } from './accounts.js';
import { call } from './http.js';
import type { TestServer } from './test-server.js';

/** A ticket `user` opened through the API as the support form sends it (multipart), without an image. */
export async function openedTicket(
  server: TestServer,
  user: TestUser,
  fields: { subject: string; information: string },
): Promise<Ticket> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const answer = await call<Ticket>(server, 'POST', 'support/tickets/', {
    token: user.access,
    body: form,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}
