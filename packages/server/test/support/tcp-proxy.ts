import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpProxy {
  /** The target's URL with this proxy's host and port in it. */
  url: string;
  /** Drops every connection and refuses new ones, as a service gone from the network would. */
  cut(): Promise<void>;
}

/**
 * A TCP proxy on a free loopback port to the host and port of `target` (a URL such as
 * `redis://127.0.0.1:6379`), for tests of a service that stops answering while the server runs
 * (one that is away at start stops the server starting at all).
 */
export async function startTcpProxy(target: string): Promise<TcpProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    // The other side's end says all there is to say.
    socket.on('error', () => undefined);
  };
  const proxy = createServer((client) => {
    const service = connect(Number(port), hostname);
    track(client);
    track(service);
    client.pipe(service).pipe(client);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.port = String((proxy.address() as AddressInfo).port);
  return {
    url: url.toString(),
    async cut() {
      const closed = new Promise((resolve) => proxy.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
