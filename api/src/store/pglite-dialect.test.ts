import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteDialect } from './pglite-dialect.js';

interface Db {
  items: { id: number; name: string };
}

describe('PGliteDialect', () => {
  let db: Kysely<Db>;
  beforeAll(async () => {
    db = new Kysely<Db>({ dialect: new PGliteDialect(await PGlite.create()) });
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('reports affected rows', async () => {
    const result = await db.insertInto('items').values([{ id: 1, name: 'a' }, { id: 2, name: 'b' }]).executeTakeFirst();
    expect(result.numInsertedOrUpdatedRows).toBe(2n);
  });

  it('rolls a failed transaction back entirely', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ id: 3, name: 'c' }).execute();
        await trx.insertInto('items').values({ id: 1, name: 'duplicate' }).execute();
      }),
    ).rejects.toThrow();
    expect(await db.selectFrom('items').select('id').where('id', '=', 3).executeTakeFirst()).toBeUndefined();
  });

  it('keeps a query from slipping into another transaction', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ id: 10, name: 'in transaction' }).execute();
      await held;
      throw new Error('roll back');
    });
    const outside = db.insertInto('items').values({ id: 11, name: 'outside' }).execute();
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await expect(transaction).rejects.toThrow('roll back');
    await outside;
    const ids = (await db.selectFrom('items').select('id').where('id', 'in', [10, 11]).execute()).map((r) => r.id);
    expect(ids).toEqual([11]);
  });
});
