import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Registry } from 'prom-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { inChange, type ChangeServices } from '../../src/changes/in-change.js';
import type { Database } from '../../src/db/database.js';
import type { Mailer } from '../../src/mail/mailer.js';
import { createShopCounters } from '../../src/metrics/shop-counters.js';
import { useDatabases } from '../jobs/opened-databases.js';

/** What the effects saw: how often the catalogue was forgotten, the errors logged, the steps run. */
function recordingServices(database: Database) {
  const seen = { catalogue: 0, errors: [] as string[] };
  const log = {
    error: (_object: object, message: string) => seen.errors.push(message),
  } as unknown as FastifyBaseLogger;
  const services: ChangeServices = {
    db: database.db,
    mailer: {} as Mailer,
    log,
    catalogueChanged: () => seen.catalogue++,
    counters: createShopCounters(new Registry()),
  };
  return { services, seen };
}

const count = async (database: Database): Promise<number> => {
  const { rows } = (await database.db.execute(
    sql`select count(*)::int as n from change_probe`,
  )) as unknown as { rows: { n: number }[] };
  return rows[0]?.n ?? -1;
};

describe('a change’s effects', () => {
  const databases = useDatabases();
  const database = () => databases[0] as Database;
  beforeAll(async () => {
    await database().db.execute(sql`create table change_probe (id int)`);
  });

  it('run once it is committed, each once, the catalogue forgotten once however often asked', async () => {
    const { services, seen } = recordingServices(database());
    const rowsSeen: number[] = [];
    const before = await count(database());
    const answer = await inChange(services, async ({ tx, catalogueChanged, afterCommit }) => {
      await tx.execute(sql`insert into change_probe values (1)`);
      catalogueChanged();
      catalogueChanged();
      // Read on the services' database, outside the transaction: only a commit shows the row.
      afterCommit(async ({ db }) => {
        rowsSeen.push(await count({ ...database(), db }));
      });
      expect(seen.catalogue).toBe(0);
      return 'made';
    });
    expect(answer).toBe('made');
    expect(rowsSeen).toEqual([before + 1]);
    expect(seen.catalogue).toBe(1);
  });

  it('never run for a change that throws and rolls back', async () => {
    const { services, seen } = recordingServices(database());
    const before = await count(database());
    let ran = false;
    const change = inChange(services, async ({ tx, catalogueChanged, afterCommit }) => {
      await tx.execute(sql`insert into change_probe values (2)`);
      catalogueChanged();
      afterCommit(() => {
        ran = true;
      });
      throw new Error('refused');
    });
    await expect(change).rejects.toThrow('refused');
    expect({ ran, catalogue: seen.catalogue, rows: await count(database()) }).toEqual({
      ran: false,
      catalogue: 0,
      rows: before,
    });
  });

  it('go on past one that fails, which is logged, and the change still answers', async () => {
    const { services, seen } = recordingServices(database());
    const order: string[] = [];
    const answer = await inChange(services, async ({ afterCommit }) => {
      afterCommit(() => {
        order.push('first');
        throw new Error('the mail server is away');
      });
      afterCommit(() => {
        order.push('second');
      });
      return 'made';
    });
    expect(answer).toBe('made');
    expect(order).toEqual(['first', 'second']);
    expect(seen.errors).toEqual(['an effect of a committed change failed']);
  });
});
