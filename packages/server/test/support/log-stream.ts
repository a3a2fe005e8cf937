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

/** One line of the server's JSON log, with the fields of a request's own line (http/logger.ts). */
export interface LogLine {
  msg?: string;
  level?: number;
  requestId?: string;
  method?: string;
  url?: string;
  route?: string;
  status?: number;
  responseTime?: number;
}

/** The JSON lines of a server process's output (its other lines, such as the address, left out). */
export const logLinesOf = (output: string): LogLine[] =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
