import { createOutboxTable, dropOutboxTable } from '@cardsmith/service-kit';
import type { Kysely } from 'kysely';

// Jobs for cards' queue (a finished video handed to its card), written in media's transactions.
export async function up(db: Kysely<any>): Promise<void> {
  await createOutboxTable(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropOutboxTable(db);
}
