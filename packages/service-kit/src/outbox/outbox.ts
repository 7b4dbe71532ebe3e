import type { AnyQueueDefinition, QueueJob } from '@cardsmith/contracts';
import { sql, type ColumnType, type Kysely } from 'kysely';
import { parseJob } from '../queue/producer.js';

/**
 * A job another service's queue must get once the transaction that wrote it commits: the row
 * is written in the producer's own transaction, and the relay enqueues it afterwards.
 */
export interface OutboxTable {
  /** The job id in BullMQ: deterministic (derived from what the job is about), so a second
   * write of the same job, or a second enqueue of the row, collapses into one job. */
  id: string;
  queue: string;
  job_name: string;
  data: ColumnType<unknown, string, never>;
  /** Run no earlier than this instant; null = as soon as possible. */
  run_at: Date | null;
  created_at: ColumnType<Date, never, never>;
  /** When the relay enqueued it; null while it waits for the relay. */
  relayed_at: ColumnType<Date | null, never, Date>;
}

/** The table a service's `Db` interface adds to carry an outbox: `outbox: OutboxTable`. */
export interface OutboxDb {
  outbox: OutboxTable;
}

/** The migration every producing service adds (its own schema, its own `outbox` table). */
export async function createOutboxTable(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('queue', 'text', (c) => c.notNull())
    .addColumn('job_name', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('run_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('relayed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('outbox_waiting')
    .on('outbox')
    .column('created_at')
    .where(sql.ref('relayed_at'), 'is', null)
    .execute();
  await db.schema.createIndex('outbox_relayed_at').on('outbox').column('relayed_at').execute();
}

export async function dropOutboxTable(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
}

export interface OutboxWrite {
  /** The job id: derive it from what the job is about (`print-paid-<orderId>`), never random. */
  id: string;
  /** Run no earlier than this instant. */
  at?: Date;
}

/**
 * Writes a job for `definition`'s queue into the outbox, inside the caller's transaction (pass
 * the transaction as `db`). The job is checked against the queue's contract now, so a bad job
 * fails the transaction instead of the relay. The same id written again is ignored.
 */
export async function writeOutbox<Q extends AnyQueueDefinition>(
  db: Kysely<any>,
  definition: Q,
  job: QueueJob<Q>,
  options: OutboxWrite,
): Promise<void> {
  const parsed = parseJob(definition, job);
  await (db as Kysely<OutboxDb>)
    .insertInto('outbox')
    .values({
      id: options.id,
      queue: definition.name,
      job_name: parsed.name,
      data: JSON.stringify(parsed.data),
      run_at: options.at ?? null,
    })
    .onConflict((c) => c.column('id').doNothing())
    .execute();
}
