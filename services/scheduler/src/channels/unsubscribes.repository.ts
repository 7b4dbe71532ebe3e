import type { Kysely } from 'kysely';
import type { SchedulerDb } from '../db/database.js';

export class UnsubscribesRepository {
  constructor(private readonly db: Kysely<SchedulerDb>) {}

  async add(address: string): Promise<void> {
    await this.db
      .insertInto('unsubscribed_address')
      .values({ address: address.toLowerCase() })
      .onConflict((oc) => oc.column('address').doNothing())
      .execute();
  }

  async has(address: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('unsubscribed_address')
      .select('address')
      .where('address', '=', address.toLowerCase())
      .executeTakeFirst();
    return row !== undefined;
  }
}
