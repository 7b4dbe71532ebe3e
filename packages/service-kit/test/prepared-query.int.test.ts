import { randomBytes } from 'node:crypto';
import { sql, type Generated, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, preparedQuery } from '../src/db.js';

const infra = inject('infra');
const schema = `kit_prepared_${randomBytes(4).toString('hex')}`;

interface NoteDb {
  note: { id: number; body: string; read: Generated<boolean> };
}

// One connection, so the statement Postgres prepared is seen by the query that looks for it.
const db = createDb<NoteDb>(infra.databaseUrl, schema, 1);

const markRead = preparedQuery((db: Kysely<NoteDb>, params: { ids: number[]; body: string }) =>
  db
    .updateTable('note')
    .set({ read: true })
    .where('id', '=', sql<number>`any(${params.ids}::integer[])`)
    .where('body', '=', params.body)
    .returning(['id', 'read']),
);

beforeAll(async () => {
  await sql`create schema ${sql.id(schema)}`.execute(db);
  await db.schema
    .createTable('note')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('read', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db
    .insertInto('note')
    .values([1, 2, 3, 4].map((id) => ({ id, body: id % 2 ? 'odd' : 'even' })))
    .execute();
});

afterAll(async () => {
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
  await db.destroy();
});

describe('preparedQuery', () => {
  it('runs the statement it built once with the values of each call', async () => {
    expect(await markRead(db, { ids: [1, 2], body: 'odd' })).toEqual([{ id: 1, read: true }]);
    const second = await markRead(db, { ids: [2, 3, 4], body: 'even' });
    expect(second.map((row) => row.id).sort()).toEqual([2, 4]);
    const unread = await db.selectFrom('note').select('id').where('read', '=', false).execute();
    expect(unread).toEqual([{ id: 3 }]);
  });

  it('is prepared by Postgres once, as a named statement of the connection', async () => {
    await markRead(db, { ids: [3], body: 'odd' });
    const { rows } = await sql<{
      name: string;
      statement: string;
    }>`select name, statement from pg_prepared_statements`.execute(db);
    const prepared = rows.filter((row) => row.statement.includes(`"${schema}"."note"`));
    expect(prepared).toHaveLength(1);
    expect(prepared[0]!.name).toMatch(/^prepared_[0-9a-f]{24}$/);
  });

  it('runs inside a transaction, on its connection', async () => {
    await db.updateTable('note').set({ read: false }).execute();
    const rolledBack = db.transaction().execute(async (trx) => {
      expect(await markRead(trx, { ids: [1, 3], body: 'odd' })).toHaveLength(2);
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');
    expect(await db.selectFrom('note').select('id').where('read', '=', true).execute()).toEqual([]);
  });
});
