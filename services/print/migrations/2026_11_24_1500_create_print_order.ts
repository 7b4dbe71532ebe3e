import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('print_order')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('owner_visitor_id', 'text', (c) => c.notNull())
    .addColumn('card_id', 'text', (c) => c.notNull())
    // The card as it was when ordered: what was paid for is what is printed.
    .addColumn('card_snapshot', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('paper_type', 'text', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('include_envelopes', 'boolean', (c) => c.notNull())
    .addColumn('shipping_details', 'jsonb', (c) => c.notNull())
    .addColumn('card_price', 'integer', (c) => c.notNull())
    .addColumn('envelope_price', 'integer', (c) => c.notNull())
    .addColumn('shipping', 'integer', (c) => c.notNull())
    .addColumn('tax', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('payment_provider', 'text', (c) => c.notNull())
    .addColumn('payment_intent_id', 'text')
    .addColumn('payment_client_secret', 'text')
    // 'http' (the vendor's API) or 'outbox' (an operator forwards it by hand).
    .addColumn('vendor', 'text')
    .addColumn('vendor_order_id', 'text')
    .addColumn('tracking_number', 'text')
    .addColumn('tracking_url', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('print_order_owner_idx')
    .on('print_order')
    .columns(['owner_visitor_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('print_order_payment_intent_idx')
    .on('print_order')
    .column('payment_intent_id')
    .execute();

  await db.schema
    .createTable('print_order_event')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('order_id', 'uuid', (c) =>
      c.notNull().references('print_order.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('print_order_event_order_idx')
    .on('print_order_event')
    .columns(['order_id', 'id'])
    .execute();

  // The print-ready and proof PDFs (see README: why here and not in media).
  await db.schema
    .createTable('print_file')
    .addColumn('order_id', 'uuid', (c) =>
      c.notNull().references('print_order.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('print_file_pk', ['order_id', 'kind'])
    .execute();

  // Webhook and vendor callback ids already applied: a replay changes nothing.
  await db.schema
    .createTable('processed_event')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('processed_event_pk', ['source', 'event_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('processed_event').execute();
  await db.schema.dropTable('print_file').execute();
  await db.schema.dropTable('print_order_event').execute();
  await db.schema.dropTable('print_order').execute();
}
