import { createOutboxTable, dropOutboxTable } from '@cardsmith/service-kit';
import type { Kysely } from 'kysely';

// Jobs for the scheduler's queue (the paid and shipped emails), written in print's own
// transactions. print_email, which the print worker used to send through the scheduler's HTTP
// route, is read by nothing now; its rows are kept for the record.
export async function up(db: Kysely<any>): Promise<void> {
  await createOutboxTable(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropOutboxTable(db);
}
