import type { AccountDataErasure, AccountDataExport } from '@cardsmith/contracts';
import type { AccountDataStore } from '@cardsmith/service-kit';
import type { Kysely } from 'kysely';
import type { AiDb } from '../db/database.js';

/**
 * The AI usage log keeps no prompts or results, only what was generated when and by which
 * provider; a deleted visitor's rows stay in the counts with no one attached.
 */
export class AiAccountDataRepository implements AccountDataStore {
  constructor(private readonly db: Kysely<AiDb>) {}

  async export(ownerIds: readonly string[]): Promise<AccountDataExport> {
    const generations = await this.db
      .selectFrom('generation')
      .select(['id', 'kind', 'provider', 'success', 'error_code', 'created_at'])
      .where('visitor_id', 'in', [...ownerIds])
      .orderBy('created_at')
      .execute();
    return { records: { generations }, files: [] };
  }

  async erase(ownerIds: readonly string[]): Promise<AccountDataErasure['erased']> {
    const result = await this.db
      .updateTable('generation')
      .set({ visitor_id: null })
      .where('visitor_id', 'in', [...ownerIds])
      .executeTakeFirst();
    return { generations: Number(result.numUpdatedRows) };
  }
}
