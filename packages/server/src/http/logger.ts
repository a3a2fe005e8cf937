import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config/index.js';

/**
 * The server's log. In development (`npm start`, `npm run dev`) one readable line per event,
 * written by pino-pretty in pino's worker thread, so the console speaks to a person; elsewhere JSON
 * lines, for log collectors and for the tests that read them.
 */
export function loggerOptions({
  logLevel,
  nodeEnv,
}: Pick<Config, 'logLevel' | 'nodeEnv'>): FastifyServerOptions['logger'] {
  if (nodeEnv !== 'development') return { level: logLevel };
  return {
    level: logLevel,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}
