import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('session')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('card_id', 'text', (c) => c.notNull())
    .addColumn('card_title', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('active', 'locked', 'inactive')`),
    )
    .addColumn('collaborator_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('peak_collaborators', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_active', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A card has at most one live (active or locked) session: the room every replica joins.
  await db.schema
    .createIndex('session_live_card_idx')
    .on('session')
    .column('card_id')
    .unique()
    .where(sql.ref('status'), '<>', 'inactive')
    .execute();
  await db.schema
    .createIndex('session_last_active_idx')
    .on('session')
    .column('last_active desc')
    .execute();

  await db.schema
    .createTable('collaborator')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('session_id', 'uuid', (c) =>
      c.notNull().references('session.id').onDelete('cascade'),
    )
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'editor', 'viewer')`))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_active', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('collaborator_session_idx')
    .on('collaborator')
    .column('session_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('collaborator').execute();
  await db.schema.dropTable('session').execute();
}
