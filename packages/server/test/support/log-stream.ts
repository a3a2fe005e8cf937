import type { TestServer } from './test-server.js';

/**
 * Where the server's log goes: pino's stream, under a symbol of its own, which the loggers of
 * requests (its children) write to as well.
 */
export function logStreamOf(server: TestServer): NodeJS.WritableStream {
  const log = server.server.app.log as unknown as Record<symbol, NodeJS.WritableStream>;
  const key = Object.getOwnPropertySymbols(log).find(
    (symbol) => symbol.description === 'pino.stream',
  );
  if (!key) throw new Error('pino keeps its stream elsewhere now');
  return log[key] as NodeJS.WritableStream;
}
