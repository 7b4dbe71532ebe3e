import { createOutboxTable, dropOutboxTable } from '@cardsmith/service-kit';
import type { Kysely } from 'kysely';

// Jobs for the scheduler's queue (scheduled social shares), written in cards' own transactions.
export async function up(db: Kysely<any>): Promise<void> {
  await createOutboxTable(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropOutboxTable(db);
}
