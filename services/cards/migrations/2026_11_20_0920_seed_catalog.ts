import type { Kysely } from 'kysely';

// Empty but kept: Kysely refuses a missing applied migration. The catalog is upserted at start-up.
export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
