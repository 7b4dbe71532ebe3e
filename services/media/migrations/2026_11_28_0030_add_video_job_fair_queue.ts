import { sql, type Kysely } from 'kysely';

/**
 * Who asked from where, and the priority the render was queued with: renders are capped per
 * visitor and per address, and ordered so one visitor's backlog never starves another's first
 * video. The partial index serves the queue-position count of waiting jobs.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('video_job')
    .addColumn('requester_ip', 'text')
    .addColumn('queue_priority', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('video_job_waiting_idx')
    .on('video_job')
    .columns(['queue_priority', 'created_at'])
    .where(sql.ref('status'), '=', 'queued')
    .execute();
  await db.schema
    .createIndex('video_job_unfinished_visitor_idx')
    .on('video_job')
    .column('visitor_id')
    .where(sql.ref('status'), 'in', sql`('queued', 'rendering')`)
    .execute();
  await db.schema
    .createIndex('video_job_unfinished_ip_idx')
    .on('video_job')
    .column('requester_ip')
    .where(sql.ref('status'), 'in', sql`('queued', 'rendering')`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('video_job')
    .dropColumn('requester_ip')
    .dropColumn('queue_priority')
    .execute();
}
