import { createOutboxTable, dropOutboxTable } from '@cardsmith/service-kit';
import type { Kysely } from 'kysely';

// Events for cards' group-deliveries queue, written in the transaction that changes a delivery.
export async function up(db: Kysely<any>): Promise<void> {
  await createOutboxTable(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropOutboxTable(db);
}
