import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** How many products to load; none with `demoShop`. */
  products: number;
  /** Measures the demo shop (`SEED_DEMO`) instead of loading `products`. */
  demoShop: boolean;
  /** Seconds of load per measurement. */
  duration: number;
  /** Concurrent connections autocannon keeps open. */
  connections: number;
  /** A PostgreSQL server to create a fresh database on; the embedded PGlite when unset. */
  postgresUrl: string | undefined;
}

export const USAGE = `npm run bench:api -- [--products N | --demo-shop] [--duration SECONDS] [--connections N] [--postgres URL]

Loads N products (100000) into a fresh database, or seeds the demo shop (--demo-shop, about 120
products), and measures the catalogue's calls with autocannon, as a visitor and as a signed-in shopper.
The database is PGlite in a temporary folder unless --postgres (or DATABASE_URL) names a PostgreSQL
server, where a new database is created for the run and dropped after it. autocannon calls as a
visitor and as a shopper, whose answers the server keeps CATALOGUE_CACHE_SECONDS (60); set it to 0
in the environment to measure answers made on every request.`;

const wholeNumber = (name: string, text: string) => {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1) throw new Error(`--${name} must be a whole number above 0`);
  return value;
};

export function readOptions(args: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      products: { type: 'string', default: '100000' },
      'demo-shop': { type: 'boolean', default: false },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      postgres: { type: 'string' },
    },
  });
  return {
    products: wholeNumber('products', values.products),
    demoShop: values['demo-shop'],
    duration: wholeNumber('duration', values.duration),
    connections: wholeNumber('connections', values.connections),
    postgresUrl: values.postgres ?? (env.DATABASE_URL?.trim() || undefined),
  };
}
