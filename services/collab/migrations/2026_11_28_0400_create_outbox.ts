import { createOutboxTable, dropOutboxTable } from '@cardsmith/service-kit';
import type { Kysely } from 'kysely';

// Jobs for the scheduler's queue (the collaboration invite's email), written in collab's own
// transactions and relayed by the API process.
export async function up(db: Kysely<any>): Promise<void> {
  await createOutboxTable(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropOutboxTable(db);
}
