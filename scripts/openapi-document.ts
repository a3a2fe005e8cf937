import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, startServer } from '@plaza/server';

/** Where the repository keeps the contract's calls, as the server describes them. */
export const OPENAPI_FILE = new URL('../docs/openapi.json', import.meta.url);

/**
 * Every route a shop may have is on, so the document names them all: the three card providers
 * (their keys are never used: nothing is paid), bank transfers, and the development mailbox, which
 * a server outside production answers.
 */
const EVERY_ROUTE_ON = {
  PAYMENT_PROVIDERS: 'stripe,mercadopago,test',
  STRIPE_SECRET_KEY: 'sk_test_docs',
  STRIPE_WEBHOOK_SECRET: 'whsec_docs',
  MERCADOPAGO_ACCESS_TOKEN: 'TEST-docs',
  MERCADOPAGO_WEBHOOK_SECRET: 'docs',
  MERCADOPAGO_CURRENCY: 'COP',
  MERCADOPAGO_USD_RATE: '4000',
  BANK_TRANSFER_INSTRUCTIONS: 'Plaza docs, account 0000',
};

/**
 * The document `GET /api/openapi.json` answers, from the real server on a new embedded database in
 * a temporary folder (its routes are registered only once the database is open and migrated).
 */
export async function serverOpenApiDocument(): Promise<unknown> {
  const dataDir = await mkdtemp(join(tmpdir(), 'plaza-openapi-'));
  try {
    const server = await startServer(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: join(dataDir, 'no-app'),
        MAX_EVENT_LOOP_DELAY_MS: '0',
        ...EVERY_ROUTE_ON,
      }),
    );
    try {
      const answer = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
      if (answer.statusCode !== 200) {
        throw new Error(`GET /api/openapi.json answered ${answer.statusCode}: ${answer.body}`);
      }
      return answer.json();
    } finally {
      await server.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
