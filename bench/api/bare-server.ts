import Fastify from 'fastify';

export interface BareServer {
  /** The URL answering the body recorded under `name`. */
  urlOf(name: string): string;
  close(): Promise<void>;
}

/**
 * The floor to compare with: a bare Fastify route per scenario answering the JSON Plaza answered,
 * kept in memory and serialised again on every request, as Plaza serialises its own. No database,
 * no hooks, no logging.
 */
export async function startBareServer(bodies: Map<string, unknown>): Promise<BareServer> {
  const app = Fastify({ logger: false });
  app.get<{ Params: { name: string } }>('/:name', async (request, reply) => {
    const body = bodies.get(request.params.name);
    return body === undefined ? reply.code(404).send() : body;
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the bare server has no port');
  return {
    urlOf: (name) => `http://127.0.0.1:${address.port}/${encodeURIComponent(name)}`,
    close: () => app.close(),
  };
}
