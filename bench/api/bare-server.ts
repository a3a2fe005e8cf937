import Fastify from 'fastify';

export interface BareServer {
  /** The URL answering the body recorded under `name`. */
  urlOf(name: string): string;
  close(): Promise<void>;
}

/**
 * The ceiling to compare with: a bare Fastify route per scenario answering the JSON Plaza answered,
 * kept in memory as the bytes it sends, as Plaza keeps a visitor's answers. No database, no hooks,
 * no logging, no serialising.
 */
export async function startBareServer(bodies: Map<string, unknown>): Promise<BareServer> {
  const app = Fastify({ logger: false });
  const json = new Map([...bodies].map(([name, body]) => [name, JSON.stringify(body)]));
  app.get<{ Params: { name: string } }>('/:name', async (request, reply) => {
    const body = json.get(request.params.name);
    if (body === undefined) return reply.code(404).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the bare server has no port');
  return {
    urlOf: (name) => `http://127.0.0.1:${address.port}/${encodeURIComponent(name)}`,
    close: () => app.close(),
  };
}
