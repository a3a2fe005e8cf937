import { accountFormEndpoints as accountForms, catalogueEndpoints as catalogue } from '@plaza/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.js';
import {
  appMeta,
  categories,
  ledgerEntries,
  notifications,
  products,
  purchases,
  questions,
  reviews,
  supportTickets,
  users,
  withdrawals,
} from '../../src/db/schema/index.js';
import { demoCategories } from '../../src/seed/demo-categories.js';
import { demoAdmin } from '../../src/seed/demo/demo-admin.js';
import { demoBuyers } from '../../src/seed/demo/buyers.js';
import { demoSellers } from '../../src/seed/demo/sellers.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { problemsOf } from '../support/config.js';
import { call } from '../support/http.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/** What production needs to start at all (config/secrets.ts), and nothing about the demo. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  HCAPTCHA_SECRET: '0x0000000000000000000000000000000000000000',
  SMTP_URL: 'smtp://127.0.0.1:1',
};

describe('SEED_DEMO', () => {
  it.each([
    [{ NODE_ENV: 'development' }, true],
    [{ NODE_ENV: 'test' }, true],
    [PRODUCTION, false],
  ])('defaults under %o to %s', (env, expected) => {
    expect(loadConfig(env, '/srv/plaza').seedDemo).toBe(expected);
  });

  it('is refused as true under production, with a message naming it', () => {
    const problems = problemsOf({ ...PRODUCTION, SEED_DEMO: 'true' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^SEED_DEMO=true .*production refuses it/);
  });

  it('may be false under production, and either way elsewhere', () => {
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: 'false' }, '/srv').seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' }, '/srv').seedDemo).toBe(
      false,
    );
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'true' }, '/srv').seedDemo).toBe(true);
  });
});

describe('a production server on a new database', () => {
  let server: TestServer;
  beforeAll(async () => {
    // SCRYPT_COST: test servers lower it, production refuses anything under 17.
    server = await startTestServer({ ...PRODUCTION, SCRYPT_COST: '17', LOG_LEVEL: 'silent' });
  });
  afterAll(() => server.close());

  const rows = async () => {
    const { db } = server.server.database;
    return {
      users: await db.select({ username: users.username }).from(users),
      categories: await db.select({ id: categories.id }).from(categories),
      products: await db.select({ id: products.id }).from(products),
      marks: await db.select({ key: appMeta.key }).from(appMeta),
      purchases: await db.select({ id: purchases.id }).from(purchases),
      ledger: await db.select({ id: ledgerEntries.id }).from(ledgerEntries),
      withdrawals: await db.select({ id: withdrawals.id }).from(withdrawals),
      tickets: await db.select({ id: supportTickets.id }).from(supportTickets),
      reviews: await db.select({ id: reviews.id }).from(reviews),
      questions: await db.select({ id: questions.id }).from(questions),
      notifications: await db.select({ id: notifications.id }).from(notifications),
    };
  };
  const empty = {
    users: [],
    products: [],
    purchases: [],
    ledger: [],
    withdrawals: [],
    tickets: [],
    reviews: [],
    questions: [],
    notifications: [],
  };

  it('has no demo data: no accounts, products, purchases, money, tickets, reviews or questions, only the categories a shop sells in', async () => {
    expect(await rows()).toMatchObject(empty);
    expect((await rows()).marks.map(({ key }) => key)).not.toContain('demo_seeded_at');
    const listed = await call<{ slug: string }[]>(server, catalogue.categories);
    expect(listed.body.map(({ slug }) => slug)).toEqual(demoCategories.map(({ slug }) => slug));
  });

  it('lets neither the demo administrator nor a demo seller or buyer sign in', async () => {
    for (const { username, password } of [demoAdmin, demoSellers[0], demoBuyers[0]]) {
      const signIn = await call(server, accountForms.login, { body: { username, password } });
      expect(signIn.status, username).toBe(401);
    }
  });

  it('refuses the demo seed even when called directly, before writing anything', async () => {
    const config = loadConfig(PRODUCTION, server.dataDir);
    await expect(seedDemo(server.server.database.db, config)).rejects.toThrow(/SEED_DEMO/);
    expect(await rows()).toMatchObject(empty);
  });
});
