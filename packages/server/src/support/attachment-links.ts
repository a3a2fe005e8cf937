import { signedLinks } from '../storage/signed-links.js';

/*
 * A ticket's picture is only its author's and the administrators' (issue 26: screenshots carry
 * personal data): they are handed signed links to it (storage/signed-links.ts).
 */

/** Makes signed links to tickets' pictures at `origin`, as of `now` (milliseconds). */
export const attachmentLinks = (key: Buffer, origin: string, now = Date.now()) =>
  signedLinks(key, origin, (ticketId) => `/api/support/tickets/${ticketId}/attachment/`, now);
