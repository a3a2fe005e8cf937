import Fastify from 'fastify';
import type { FirstAnswer } from './first-answer.js';

export interface BareServer {
  /** The URL answering the body recorded under `name`. */
  urlOf(name: string): string;
  close(): Promise<void>;
}

/**
 * The ceiling to compare with: a bare Fastify route per scenario answering what Plaza answered (its
 * JSON, or a page's HTML), kept in memory as the bytes it sends, as Plaza keeps a visitor's answers.
 * No database, no hooks, no logging, no serialising, no rendering.
 */
export async function startBareServer(answers: Map<string, FirstAnswer>): Promise<BareServer> {
  const app = Fastify({ logger: false });
  app.get<{ Params: { name: string } }>('/:name', async (request, reply) => {
    const answer = answers.get(request.params.name);
    if (answer === undefined) return reply.code(404).send();
    return reply.type(answer.type).send(answer.body);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the bare server has no port');
  return {
    urlOf: (name) => `http://127.0.0.1:${address.port}/${encodeURIComponent(name)}`,
    close: () => app.close(),
  };
}
