import { supportEndpoints } from '@plaza/api';
import type { Ticket } from '@plaza/api';
import { eq } from 'drizzle-orm';
import { deriveKeys, loadSecret } from '../../src/auth/keys.js';
import type { Db } from '../../src/db/database.js';
import { supportTickets } from '../../src/db/schema/index.js';
import { attachmentLinks } from '../../src/support/attachment-links.js';
import type { TestUser } from './accounts.js';
import { bodyOf, call } from './http.js';
import type { TestServer } from './test-server.js';

/**
 * A ticket `user` opened through the API as the support form sends it (multipart), with `picture`
 * as its attachment when one is given.
 */
export async function openedTicket(
  server: TestServer,
  user: TestUser,
  fields: { subject: string; information: string },
  picture?: Uint8Array,
): Promise<Ticket> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (picture) form.append('attachment', new Blob([picture], { type: 'image/png' }), 'shot.png');
  const answer = await call<Ticket>(server, supportEndpoints.createTicket, {
    token: user.access,
    body: form,
  });
  return bodyOf(answer, 201);
}

const databaseOf = (server: TestServer): Db => server.server.database.db;

/** The storage key a ticket's row names for its picture. */
export async function attachmentKeyOf(server: TestServer, ticketId: number): Promise<string> {
  const [row] = await databaseOf(server)
    .select({ key: supportTickets.attachment })
    .from(supportTickets)
    .where(eq(supportTickets.id, ticketId));
  if (!row?.key) throw new Error(`ticket ${ticketId} has no picture`);
  return row.key;
}

/** Points a ticket's row at another key, as one saved before pictures were private would be. */
export async function pointAttachmentAt(server: TestServer, ticketId: number, key: string) {
  await databaseOf(server)
    .update(supportTickets)
    .set({ attachment: key })
    .where(eq(supportTickets.id, ticketId));
}

/**
 * A link to a ticket's picture signed with the server's own key, as the server would have made it
 * at `now`: one made two hours ago has expired.
 */
export async function linkSignedAt(
  server: TestServer,
  ticketId: number,
  now: number,
): Promise<string> {
  const keys = deriveKeys(await loadSecret(databaseOf(server), undefined));
  return attachmentLinks(keys.attachmentLink, server.url, now)(ticketId);
}
