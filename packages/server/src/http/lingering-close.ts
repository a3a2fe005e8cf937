import type { FastifyReply } from 'fastify';

/** How long a client whose body was refused has to read the answer before its connection is cut. */
export const LINGER_MS = 2_000;

/**
 * Answers with `Connection: close` a request whose body is left unread, as a refused body is. Node
 * ends such a socket once the answer is written and destroys it at once; a socket closed with
 * unread bytes sends a reset, and a reset makes the client's system drop what it has not read yet
 * (RFC 793), our answer included: a client still sending saw its connection reset, not the `413`.
 * So the socket is ended (the client reads the answer, then the end) but destroyed only once the
 * client closes too, or after LINGER_MS: the lingering close of nginx and Apache. Nothing more of the
 * body is read meanwhile.
 */
export function closeAfterAnswer(reply: FastifyReply): FastifyReply {
  const socket = reply.raw.socket;
  reply.raw.once('finish', () => {
    if (!socket || socket.destroyed) return;
    // Node's `destroySoon()` has just ended it and waits for the end to be written to destroy it.
    socket.off('finish', socket.destroy);
    const cut = setTimeout(() => socket.destroy(), LINGER_MS);
    socket.once('close', () => clearTimeout(cut));
  });
  return reply.header('connection', 'close');
}
